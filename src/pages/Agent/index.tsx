import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { useOpenWithDraft } from '@/components/FormDialog/useFormDraft';
import { RowAction, RowActions } from '@/components/cells';
import ListScreen from '@/components/ListScreen';
import Permission, { useCan } from '@/components/Permission';
import { useDialog } from '@/components/useDialog';
import { useUrlHandoff } from '@/components/useUrlHandoff';
import { OPEN_KEY, ALL_TAB } from '@/core/urlQuery';
import { toast } from '@/core/notice';
import agentMessages from '@/locales/zh-CN/agent';
import settleMessages from '@/locales/zh-CN/settlement';
import {
  AGENT_STATUS,
  getAgentList,
  getAgentStatusMap,
  type Agent as AgentRow,
  type AgentListQuery,
} from '@/services/agent';
import type { AgentFormTarget } from './AgentForm';
import { useReviewRights } from './reviewRights';
import { agentFields } from './columns';

// The agent drawer shows the agent's settlements awaiting a voucher.
addScreenMessages({ ...agentMessages, ...settleMessages });

/** The form and the detail drawer load the first time they open. */
const AgentForm = lazy(() => import(/* webpackChunkName: "screen-agents-form" */ './AgentForm'));
const AgentDetail = lazy(() => import(/* webpackChunkName: "screen-agents-detail" */ './AgentDetail'));
const ReviewDialog = lazy(() => import(/* webpackChunkName: "screen-agents-form" */ './ReviewDialog'));
/** The import kit and its reader load with the first import, never with the list. */
const AgentImport = lazy(() => import(/* webpackChunkName: "agents-import" */ './AgentImport'));

/** 代理商管理: find agents, onboard new ones, read and edit their profile, remarks and signed platforms. */
export default function Agent() {
  const messages = useMessages();
  const { t } = messages;
  const canEdit = useCan('agent:edit');
  // The status labels come from the server (getAgentStatusMap); tabs show once they have.
  const statusMap = useApiQuery(getAgentStatusMap, undefined, { staleTime: 5 * 60_000 });
  const statusLabels = statusMap.data;
  const form = useDialog<AgentFormTarget>();
  useOpenWithDraft('agent-add', () => form.open({ mode: 'add' }));
  const detail = useDialog<number>();
  // From the search palette: this row's detail, once.
  useUrlHandoff(OPEN_KEY, (value) => Number(value) > 0 && detail.open(Number(value)));
  const reviewing = useDialog<AgentRow>();
  const importing = useDialog<true>();
  const canReview = useReviewRights().any;
  const openDetail = detail.open;

  const fields = useMemo(
    () => agentFields(messages, statusLabels, (row) => openDetail(row.id)),
    [messages, statusLabels, openDetail],
  );
  const rowActions = (row: AgentRow) => (
    <RowActions>
      {row.status === AGENT_STATUS.pending && canReview && (
        <RowAction label={t('agent.action.review')} onClick={() => reviewing.open(row)} />
      )}
      <RowAction label={t('agent.action.detail')} onClick={() => detail.open(row.id)} />
      {canEdit && (
        <RowAction
          label={t('agent.action.edit')}
          onClick={() => form.open({ mode: 'edit', id: row.id, name: row.name })}
        />
      )}
    </RowActions>
  );

  const tabItems = [
    { key: ALL_TAB, label: t('agent.tab.all') },
    ...Object.entries(statusLabels ?? {}).map(([key, label]) => ({ key, label, highlight: key === '0' })),
  ];

  const saved = (message: string) => {
    form.close();
    toast('success', message);
  };

  return (
    <>
      <ListScreen<AgentRow, AgentListQuery>
        exportAction="agent:export"
        id="agents"
        title={t('agent.title')}
        rowKey="id"
        fields={fields}
        rowActions={rowActions}
        actionsWidth={110}
        fetchPage={getAgentList}
        // The spec has no count endpoint for agents: each tab counts from the list's totals.
        tabs={{ param: 'status', items: tabItems, counts: 'fromTotals' }}
        toolBarRender={() => [
          <Permission key="add" action="agent:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => form.open({ mode: 'add' })}>
              {t('agent.add')}
            </Button>
          </Permission>,
          <Permission key="import" action="agent:add">
            <Button icon={<UploadOutlined />} onClick={() => importing.open(true)}>
              {t('agent.import.action')}
            </Button>
          </Permission>,
        ]}
      />
      <Suspense fallback={null}>
        {form.used && (
          <AgentForm target={form.target} statusLabels={statusLabels} onClose={form.close} onSaved={saved} />
        )}
        {detail.used && (
          <AgentDetail
            id={detail.target}
            statusLabels={statusLabels}
            onClose={detail.close}
            onEdit={(agent) => form.open({ mode: 'edit', id: agent.id, name: agent.name })}
            onReview={reviewing.open}
          />
        )}
        {importing.target && <AgentImport onClose={importing.close} />}
        {reviewing.used && (
          <ReviewDialog
            agent={reviewing.target}
            onClose={reviewing.close}
            onDone={(message) => {
              reviewing.close();
              toast('success', message);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
