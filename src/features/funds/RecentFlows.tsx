import { Link } from '@umijs/max';
import { Table } from 'antd';
import { listLink } from '@/core/urlQuery';
import { SCREEN_PATH } from '@/services/screens';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { Money, SignedMoney } from '@/components/cells';
import { useApiQuery } from '@/components/data';
import LoadFailed from '@/components/LoadFailed';
import { EmptyNote, tableEmpty } from '@/components/tableEmpty';
import financeMessages from '@/locales/zh-CN/finance';
import { getFlowList, signedFlowAmount, type FinanceFlow, type FlowListQuery } from '@/services/finance';

addScreenMessages(financeMessages);

/** Enough to see why a balance is what it is; 资金流水 has the rest. */
const RECENT_FLOWS = 10;

/**
 * A platform's latest money movements (recharges, usage, deductions) in its detail, beside
 * its balance, with the way to all of them on 资金流水.
 */
export default function RecentFlows({ platformId }: { platformId: number }) {
  const { t } = useMessages();
  const flows = useApiQuery(getFlowList, { platformId, page: 1, limit: RECENT_FLOWS });
  if (flows.error && !flows.data)
    return (
      <LoadFailed title={t('finance.flow.recent.failed', { reason: flows.error.message })} onRetry={flows.reload} />
    );
  const total = flows.data?.total ?? 0;
  return (
    <Table<FinanceFlow>
      size="small"
      rowKey="flowNo"
      loading={flows.loading}
      dataSource={flows.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: tableEmpty(flows.loading, <EmptyNote text={t('finance.flow.recent.empty')} />) }}
      columns={[
        { title: t('finance.flow.col.createTime'), dataIndex: 'createTime', width: 160 },
        {
          title: t('finance.flow.col.type'),
          key: 'type',
          width: 90,
          render: (_, row) => (row.type ? t(`finance.flow.type.${row.type}`) : '-'),
        },
        {
          title: t('finance.flow.col.amount'),
          key: 'amount',
          align: 'right',
          render: (_, row) => <SignedMoney fen={signedFlowAmount(row)} direction={row.direction} />,
        },
        {
          title: t('finance.flow.col.balanceAfter'),
          dataIndex: 'balanceAfter',
          align: 'right',
          render: (fen: number) => <Money fen={fen} />,
        },
        { title: t('finance.flow.col.remark'), dataIndex: 'remark', ellipsis: true },
      ]}
      footer={
        total > RECENT_FLOWS
          ? () => (
              <Link to={listLink<FlowListQuery>(SCREEN_PATH.flows, { filters: { platformId } })}>
                {t('finance.flow.recent.all', { count: total })}
              </Link>
            )
          : undefined
      }
    />
  );
}
