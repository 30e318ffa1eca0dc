import type { ProColumns } from '@ant-design/pro-table';
import type { ReactNode } from 'react';
import type { Messages } from '@/adapters/intl';
import { CopyableNo, Money, Stacked, StatusTag, Sub, type Tone } from '@/components/cells';
import type { ListQuery } from '@/components/ListScreen';
import { agentSelectProps } from '@/components/options';
import type { CsvColumn } from '@/core/csv';
import { fenToYuanText } from '@/core/money';
import { formatPercent, fractionToBp } from '@/core/percent';
import type { FilterSpec } from '@/core/urlQuery';
import type { AgentOption } from '@/services/agent';
import { SETTLEMENT_STATUSES, type Settlement, type SettlementListQuery, type SettlementStatus } from '@/services/settlement';

export const SETTLE_FILTERS: FilterSpec<ListQuery<SettlementListQuery>>[] = [
  { name: 'keyword', kind: 'text' },
  { name: 'agentId', kind: 'number' },
  { name: 'period', kind: 'text' },
];

export const SETTLE_TONES: Record<SettlementStatus, Tone> = { 0: 'warning', 1: 'processing', 2: 'success', 3: 'error', 4: 'default' };

/** The last `count` settlement periods (`YYYY-MM`), newest first, counted from `today`. */
export function recentPeriods(today: Date, count = 13): string[] {
  const periods: string[] = [];
  for (let back = 0; back < count; back += 1) {
    const month = today.getFullYear() * 12 + today.getMonth() - back;
    periods.push(`${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`);
  }
  return periods;
}

export function settleColumns(
  { t }: Messages,
  agents: { options?: AgentOption[]; failed: boolean },
  renderActions: (row: Settlement) => ReactNode,
): ProColumns<Settlement>[] {
  const statusLabels = Object.fromEntries(SETTLEMENT_STATUSES.map((status) => [status, t(`settle.status.${status}`)]));
  return [
    { title: t('settle.col.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('settle.col.keyword.placeholder'), allowClear: true } },
    {
      title: t('settle.col.agent'),
      dataIndex: 'agentId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: agentSelectProps(agents.options, agents.failed ? t('options.agents.failed') : undefined),
    },
    {
      title: t('settle.col.period'),
      dataIndex: 'period',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { allowClear: true, options: recentPeriods(new Date()).map((period) => ({ value: period, label: period })) },
    },

    {
      title: t('settle.col.settleNo'),
      dataIndex: 'settleNo',
      hideInSearch: true,
      fixed: 'left',
      width: 190,
      render: (_, row) => <Stacked main={<CopyableNo value={row.settleNo} />} sub={row.createTime} />,
    },
    {
      title: t('settle.col.status'),
      key: 'statusText',
      hideInSearch: true,
      width: 110,
      render: (_, row) => <StatusTag value={row.status} labels={statusLabels} tones={SETTLE_TONES} />,
    },
    { title: t('settle.col.agent'), key: 'agent', hideInSearch: true, width: 170, render: (_, row) => <Stacked ellipsis main={row.agentName} sub={row.platformName} /> },
    { title: t('settle.col.period'), dataIndex: 'period', hideInSearch: true, width: 90 },
    { title: t('settle.col.orderCount'), dataIndex: 'orderCount', hideInSearch: true, align: 'right', width: 80 },
    { title: t('settle.col.orderAmount'), key: 'orderAmount', hideInSearch: true, align: 'right', width: 130, render: (_, row) => <Money fen={row.orderAmount} /> },
    { title: t('settle.col.rate'), key: 'rate', hideInSearch: true, align: 'right', width: 90, render: (_, row) => formatPercent(fractionToBp(row.commissionRate)) },
    { title: t('settle.col.amount'), key: 'settleAmount', hideInSearch: true, align: 'right', width: 130, render: (_, row) => <Money fen={row.settleAmount} /> },
    {
      title: t('settle.col.times'),
      key: 'times',
      hideInSearch: true,
      width: 230,
      render: (_, row) => (
        <Stacked
          main={<Sub>{`${t('settle.col.confirmTime')} ${row.deliveryConfirmTime ?? '-'}`}</Sub>}
          sub={`${t('settle.col.voucherTime')} ${row.voucherUploadTime ?? '-'}`}
        />
      ),
    },
    { title: t('settle.col.operator'), dataIndex: 'operatorName', hideInSearch: true, width: 90, render: (_, row) => row.operatorName ?? '-' },
    { title: t('settle.col.actions'), key: 'actions', hideInSearch: true, fixed: 'right', width: 170, render: (_, row) => renderActions(row) },
  ];
}

export function settleCsvColumns({ t }: Messages): CsvColumn<Settlement>[] {
  return [
    { title: t('settle.col.settleNo'), value: (row) => row.settleNo },
    { title: t('settle.col.agent'), value: (row) => row.agentName },
    { title: t('settle.col.platform'), value: (row) => row.platformName },
    { title: t('settle.col.period'), value: (row) => row.period },
    { title: t('settle.col.orderCount'), value: (row) => row.orderCount },
    { title: t('settle.col.orderAmount'), value: (row) => fenToYuanText(row.orderAmount) },
    { title: t('settle.col.rate'), value: (row) => formatPercent(fractionToBp(row.commissionRate)) },
    { title: t('settle.col.amount'), value: (row) => fenToYuanText(row.settleAmount) },
    { title: t('settle.col.status'), value: (row) => t(`settle.status.${row.status}`) },
    { title: t('settle.col.createTime'), value: (row) => row.createTime },
    { title: t('settle.col.confirmTime'), value: (row) => row.deliveryConfirmTime },
    { title: t('settle.col.voucherTime'), value: (row) => row.voucherUploadTime },
    { title: t('settle.col.operator'), value: (row) => row.operatorName },
    { title: t('settle.col.remark'), value: (row) => row.remark },
  ];
}
