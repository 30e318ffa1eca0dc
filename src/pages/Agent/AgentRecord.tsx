import { addScreenMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import type { RecordViewProps } from '@/features/records/recordStore';
import agentMessages from '@/locales/zh-CN/agent';
import { getAgentStatusMap } from '@/services/agent';
import AgentDetail from './AgentDetail';

addScreenMessages(agentMessages);

/**
 * An agent opened over any screen (src/features/records): the profile, signed platforms,
 * remarks and settlements awaiting a voucher. Editing and the review stay on 代理商管理
 * (在列表中查看), where their forms live.
 */
export default function AgentRecord({ record, onClose }: RecordViewProps) {
  const statusMap = useApiQuery(getAgentStatusMap, undefined, { staleTime: 5 * 60_000 });
  return <AgentDetail id={Number(record.id)} statusLabels={statusMap.data} onClose={onClose} />;
}
