import { Space } from 'antd';
import { useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import DetailDrawer from '@/components/DetailDrawer';
// On its own: a list screen need not load Descriptions for a record only the host opens.
import FieldsView from '@/components/ListScreen/FieldsView';
import { useApiQuery } from '@/components/data';
import RecordLoad from '@/features/records/RecordLoad';
import Related from '@/features/records/Related';
import { agentRef, platformRef } from '@/features/records/refs';
import type { RecordViewProps } from '@/features/records/recordStore';
import settlementMessages from '@/locales/zh-CN/settlement';
import { getAgentSettlementList } from '@/services/settlement';
import { settlementFields } from './columns';

addScreenMessages(settlementMessages);

/**
 * A settlement opened over any screen (src/features/records): its row as the list shows it,
 * field by field. Confirming and paying stay on 代理结算 (在列表中查看), where the batch
 * actions and their reviews live.
 */
export default function SettlementRecord({ record, onClose }: RecordViewProps) {
  const messages = useMessages();
  const { t } = messages;
  const fields = useMemo(() => settlementFields(messages, { failed: false }), [messages]);
  const found = useApiQuery(getAgentSettlementList, { page: 1, limit: 10, keyword: record.id });
  const row = found.data?.list.find((candidate) => candidate.settleNo === record.id);
  return (
    <DetailDrawer open onClose={onClose} title={t('records.settlement.title', { settleNo: record.id })}>
      <RecordLoad found={Boolean(row)} load={found}>
        {row && (
          <Space orientation="vertical" size={24} style={{ width: '100%' }}>
            <FieldsView fields={fields} row={row} />
            <Related
              items={[
                {
                  label: t('settlement.col.agent'),
                  name: row.agentName,
                  to: row.agentId === undefined ? undefined : agentRef(row.agentId, row.agentName ?? ''),
                },
                {
                  label: t('settlement.col.platform'),
                  name: row.platformName,
                  to: row.platformId === undefined ? undefined : platformRef(row.platformId, row.platformName ?? ''),
                },
              ]}
            />
          </Space>
        )}
      </RecordLoad>
    </DetailDrawer>
  );
}
