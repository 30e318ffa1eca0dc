import type { ProColumns } from '@ant-design/pro-table';
import { useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { CopyableNo, Money, SignedMoney } from '@/components/cells';
import ListScreen, { type ListQuery } from '@/components/ListScreen';
import { platformSelectProps, usePlatformOptions } from '@/components/options';
import type { CsvColumn } from '@/core/csv';
import { fenToYuanText, formatSignedMoney } from '@/core/money';
import type { FilterSpec } from '@/core/urlQuery';
import financeMessages from '@/locales/zh-CN/finance';
import { FLOW_DIRECTIONS, getFlowList, type FinanceFlow, type FlowListQuery, type FlowSummary, type FlowType } from '@/services/finance';

addScreenMessages(financeMessages);

const FILTERS: FilterSpec<ListQuery<FlowListQuery>>[] = [
  { name: 'platformId', kind: 'number' },
  { name: 'direction', kind: 'text' },
  { name: 'type', kind: 'text' },
  { name: 'date', kind: 'dateRange', apiNames: ['startTime', 'endTime'] },
];
const TYPES: FlowType[] = ['recharge', 'usage', 'manualDeduction', 'refund', 'payout', 'adjustment'];

/** 资金流水: every change of every platform's balance, + green and − red, with the totals of the filter. */
export default function FinanceFlowScreen() {
  const { t } = useMessages();
  const platforms = usePlatformOptions();

  const columns = useMemo(
    (): ProColumns<FinanceFlow>[] => [
      {
        title: t('flow.col.platform'),
        dataIndex: 'platformId',
        hideInTable: true,
        valueType: 'select',
        fieldProps: platformSelectProps(platforms.options, platforms.failed ? t('options.platforms.failed') : undefined),
      },
      {
        title: t('flow.col.direction'),
        dataIndex: 'direction',
        hideInTable: true,
        valueType: 'select',
        fieldProps: { allowClear: true, options: FLOW_DIRECTIONS.map((value) => ({ value, label: t(`flow.direction.${value}`) })) },
      },
      { title: t('flow.col.type'), dataIndex: 'type', hideInTable: true, valueType: 'select', fieldProps: { allowClear: true, options: TYPES.map((value) => ({ value, label: t(`flow.type.${value}`) })) } },
      { title: t('flow.col.date'), dataIndex: 'date', hideInTable: true, valueType: 'dateRange' },

      { title: t('flow.col.flowNo'), key: 'flowNo', hideInSearch: true, fixed: 'left', width: 200, render: (_, row) => <CopyableNo value={row.flowNo} /> },
      { title: t('flow.col.createTime'), dataIndex: 'createTime', hideInSearch: true, width: 165 },
      { title: t('flow.col.platform'), dataIndex: 'platformName', hideInSearch: true, width: 150, ellipsis: true },
      { title: t('flow.col.type'), key: 'typeText', hideInSearch: true, width: 100, render: (_, row) => t(`flow.type.${row.type}`) },
      { title: t('flow.col.amount'), key: 'amount', hideInSearch: true, align: 'right', width: 140, render: (_, row) => <SignedMoney fen={row.amount} direction={row.direction} /> },
      { title: t('flow.col.balanceAfter'), key: 'balanceAfter', hideInSearch: true, align: 'right', width: 140, render: (_, row) => <Money fen={row.balanceAfter} /> },
      { title: t('flow.col.relatedNo'), key: 'relatedNo', hideInSearch: true, width: 210, render: (_, row) => <CopyableNo value={row.relatedNo} /> },
      { title: t('flow.col.remark'), dataIndex: 'remark', hideInSearch: true, width: 220, ellipsis: true, render: (_, row) => row.remark ?? '-' },
    ],
    [t, platforms.options, platforms.failed],
  );

  const csvColumns = useMemo(
    (): CsvColumn<FinanceFlow>[] => [
      { title: t('flow.col.flowNo'), value: (row) => row.flowNo },
      { title: t('flow.col.createTime'), value: (row) => row.createTime },
      { title: t('flow.col.platform'), value: (row) => row.platformName },
      { title: t('flow.col.direction'), value: (row) => t(`flow.direction.${row.direction}`) },
      { title: t('flow.col.type'), value: (row) => t(`flow.type.${row.type}`) },
      // Signed yuan, so a spreadsheet sums the column to the net.
      { title: t('flow.col.amount'), value: (row) => `${row.direction === 'expense' ? '-' : ''}${fenToYuanText(row.amount)}` },
      { title: t('flow.col.balanceAfter'), value: (row) => fenToYuanText(row.balanceAfter) },
      { title: t('flow.col.relatedNo'), value: (row) => row.relatedNo },
      { title: t('flow.col.remark'), value: (row) => row.remark },
    ],
    [t],
  );

  return (
    <ListScreen<FinanceFlow, FlowListQuery, FlowSummary>
      id="finance-flow"
      title={t('flow.title')}
      rowKey="flowNo"
      columns={columns}
      filters={FILTERS}
      fetchPage={getFlowList}
      csvColumns={csvColumns}
      exportAction="finance:export"
      scrollX={1400}
      totals={(summary) => [
        { label: t('flow.totals.count'), value: t('list.totals.count', { count: summary.count }) },
        { label: t('flow.totals.income'), value: formatSignedMoney(summary.income, 'income'), tone: 'income' },
        { label: t('flow.totals.expense'), value: formatSignedMoney(summary.expense, 'expense'), tone: 'expense' },
        {
          label: t('flow.totals.net'),
          value: formatSignedMoney(Math.abs(summary.net), summary.net < 0 ? 'expense' : 'income'),
          tone: summary.net < 0 ? 'expense' : 'income',
        },
      ]}
    />
  );
}
