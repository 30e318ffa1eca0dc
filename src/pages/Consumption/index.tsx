import type { ProColumns } from '@ant-design/pro-table';
import { useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { CopyableNo, Money, Status } from '@/components/cells';
import ListScreen, { type ListQuery } from '@/components/ListScreen';
import { platformSelectProps } from '@/components/options';
import type { CsvColumn } from '@/core/csv';
import { fenToYuanText } from '@/core/money';
import type { FilterSpec } from '@/core/urlQuery';
import financeMessages from '@/locales/zh-CN/finance';
import { getConsumeLog, getConsumeSelectList, type ConsumeLog, type ConsumeLogQuery, type ConsumeSummary } from '@/services/consumption';

addScreenMessages(financeMessages);

const FILTERS: FilterSpec<ListQuery<ConsumeLogQuery>>[] = [
  { name: 'type', kind: 'text' },
  { name: 'platformId', kind: 'number' },
  { name: 'date', kind: 'dateRange', apiNames: ['startTime', 'endTime'] },
];
const RESULT_TONES = { 成功: 'success', 失败: 'error', 已退回: 'warning' } as const;

/** 消费记录: what each platform's services cost it (risk queries, SMS, e-signing, waybills…), with the totals of the filter. */
export default function ConsumptionScreen() {
  const { t } = useMessages();
  // The type and platform options come from select_list.
  const options = useApiQuery(getConsumeSelectList, undefined, { staleTime: 5 * 60_000 });

  const columns = useMemo(
    (): ProColumns<ConsumeLog>[] => [
      {
        title: t('consume.col.type'),
        dataIndex: 'type',
        hideInTable: true,
        valueType: 'select',
        fieldProps: { allowClear: true, options: options.data?.types ?? [], notFoundContent: options.error ? t('options.platforms.failed') : undefined },
      },
      {
        title: t('consume.col.platform'),
        dataIndex: 'platformId',
        hideInTable: true,
        valueType: 'select',
        fieldProps: platformSelectProps(options.data?.platforms, options.error ? t('options.platforms.failed') : undefined),
      },
      { title: t('consume.col.date'), dataIndex: 'date', hideInTable: true, valueType: 'dateRange' },

      { title: t('consume.col.createTime'), dataIndex: 'createTime', hideInSearch: true, fixed: 'left', width: 165 },
      { title: t('consume.col.type'), dataIndex: 'typeName', hideInSearch: true, width: 120 },
      { title: t('consume.col.platform'), dataIndex: 'platformName', hideInSearch: true, width: 150, ellipsis: true },
      { title: t('consume.col.unitPrice'), key: 'unitPrice', hideInSearch: true, align: 'right', width: 110, render: (_, row) => <Money fen={row.unitPrice} /> },
      { title: t('consume.col.quantity'), dataIndex: 'quantity', hideInSearch: true, align: 'right', width: 70 },
      { title: t('consume.col.amount'), key: 'amount', hideInSearch: true, align: 'right', width: 120, render: (_, row) => <Money fen={row.amount} /> },
      { title: t('consume.col.result'), key: 'result', hideInSearch: true, width: 80, render: (_, row) => <Status tone={RESULT_TONES[row.result] ?? 'default'}>{t(`consume.result.${row.result}`)}</Status> },
      { title: t('consume.col.balanceAfter'), key: 'balanceAfter', hideInSearch: true, align: 'right', width: 140, render: (_, row) => <Money fen={row.balanceAfter} /> },
      { title: t('consume.col.relatedOrder'), key: 'related', hideInSearch: true, width: 220, render: (_, row) => <CopyableNo value={row.relatedOrderNo} /> },
    ],
    [t, options.data, options.error],
  );

  const csvColumns = useMemo(
    (): CsvColumn<ConsumeLog>[] => [
      { title: t('consume.col.createTime'), value: (row) => row.createTime },
      { title: t('consume.col.type'), value: (row) => row.typeName },
      { title: t('consume.col.platform'), value: (row) => row.platformName },
      { title: t('consume.col.unitPrice'), value: (row) => fenToYuanText(row.unitPrice) },
      { title: t('consume.col.quantity'), value: (row) => row.quantity },
      { title: t('consume.col.amount'), value: (row) => fenToYuanText(row.amount) },
      { title: t('consume.col.result'), value: (row) => row.result },
      { title: t('consume.col.balanceAfter'), value: (row) => fenToYuanText(row.balanceAfter) },
      { title: t('consume.col.relatedOrder'), value: (row) => row.relatedOrderNo },
    ],
    [t],
  );

  return (
    <ListScreen<ConsumeLog, ConsumeLogQuery, ConsumeSummary>
      id="consumption"
      title={t('consume.title')}
      rowKey="id"
      columns={columns}
      filters={FILTERS}
      fetchPage={getConsumeLog}
      csvColumns={csvColumns}
      exportAction="finance:export"
      scrollX={1300}
      totals={(summary) => [
        { label: t('consume.totals.count'), value: t('list.totals.count', { count: summary.count }) },
        { label: t('consume.totals.quantity'), value: String(summary.quantity) },
        { label: t('consume.totals.amount'), value: <Money fen={summary.amount} />, tone: 'expense' },
      ]}
    />
  );
}
