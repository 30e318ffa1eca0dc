import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { RowAction, RowActions } from '@/components/cells';
import ListScreen from '@/components/ListScreen';
import Permission, { useCan } from '@/components/Permission';
import { toast } from '@/core/notice';
import agentMessages from '@/locales/zh-CN/agent';
import settleMessages from '@/locales/zh-CN/settle';
import { getAgentList, getAgentStatusMap, type Agent, type AgentListQuery } from '@/services/agent';
import type { AgentFormTarget } from './AgentForm';
import { AGENT_FILTERS, agentColumns, agentCsvColumns } from './columns';

// The agent drawer shows the agent's settlements awaiting a voucher.
addScreenMessages({ ...agentMessages, ...settleMessages });

/** The form and the detail drawer load the first time they open. */
const AgentForm = lazy(() => import(/* webpackChunkName: "screen-agents-form" */ './AgentForm'));
const AgentDetail = lazy(() => import(/* webpackChunkName: "screen-agents-detail" */ './AgentDetail'));

/** 代理商管理: find agents, onboard new ones, read and edit their profile, remarks and signed platforms. */
export default function Agents() {
  const messages = useMessages();
  const { t } = messages;
  const canEdit = useCan('agent:edit');
  // The status labels come from the server (getAgentStatusMap); tabs show once they have.
  const statusMap = useApiQuery(getAgentStatusMap, undefined, { staleTime: 5 * 60_000 });
  const statusLabels = statusMap.data;
  const [form, setForm] = useState<AgentFormTarget>();
  const [detailId, setDetailId] = useState<number>();
  const [used, setUsed] = useState({ form: false, detail: false });

  const openForm = (target: AgentFormTarget) => {
    setUsed((current) => ({ ...current, form: true }));
    setForm(target);
  };
  const openDetail = (row: Agent) => {
    setUsed((current) => ({ ...current, detail: true }));
    setDetailId(row.id);
  };

  const columns = useMemo(
    () =>
      agentColumns(
        messages,
        statusLabels,
        (row) => (
          <RowActions>
            <RowAction label={t('agent.action.detail')} onClick={() => openDetail(row)} />
            {canEdit && <RowAction label={t('agent.action.edit')} onClick={() => openForm({ mode: 'edit', id: row.id, name: row.name })} />}
          </RowActions>
        ),
        openDetail,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [messages, statusLabels, canEdit],
  );
  const csvColumns = useMemo(() => agentCsvColumns(messages, statusLabels), [messages, statusLabels]);

  const tabItems = [
    { key: 'all', label: t('agent.tab.all') },
    ...Object.entries(statusLabels ?? {}).map(([key, label]) => ({ key, label, highlight: key === '0' })),
  ];

  const saved = (message: string) => {
    setForm(undefined);
    toast('success', message);
  };

  return (
    <>
      <ListScreen<Agent, AgentListQuery>
        id="agents"
        title={t('agent.title')}
        rowKey="id"
        columns={columns}
        filters={AGENT_FILTERS}
        fetchPage={getAgentList}
        tabs={{ param: 'status', items: tabItems }}
        csvColumns={csvColumns}
        scrollX={1500}
        toolBarRender={() => [
          <Permission key="add" action="agent:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm({ mode: 'add' })}>
              {t('agent.add')}
            </Button>
          </Permission>,
        ]}
      />
      <Suspense fallback={null}>
        {used.form && <AgentForm target={form} statusLabels={statusLabels} onClose={() => setForm(undefined)} onSaved={saved} />}
        {used.detail && (
          <AgentDetail
            id={detailId}
            statusLabels={statusLabels}
            onClose={() => setDetailId(undefined)}
            onEdit={(agent) => openForm({ mode: 'edit', id: agent.id, name: agent.name })}
          />
        )}
      </Suspense>
    </>
  );
}
