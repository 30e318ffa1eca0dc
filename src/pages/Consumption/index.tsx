import { useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { CopyableNo, Money, Stacked, Status } from '@/components/cells';
import { formatCount, formatMoney } from '@/core/money';
import ListScreen, { moneyField, type ListField, type ListQuery } from '@/components/ListScreen';
import { platformSelectProps } from '@/components/options';
import consumptionMessages from '@/locales/zh-CN/consumption';
import {
  getConsumeLog,
  getConsumeSelectList,
  type ConsumeLog,
  type ConsumeLogQuery,
  type ConsumeSummary,
} from '@/services/consumption';
import { MISSING } from '@/core/i18n';

addScreenMessages(consumptionMessages);

const RESULT_TONES = { 成功: 'success', 失败: 'error', 已退回: 'warning' } as const;

/** 消费记录: what each platform's services cost it (risk queries, SMS, e-signing, waybills…), with the totals of the filter. */
export default function Consumption() {
  const { t } = useMessages();
  // The type and platform options come from select_list.
  const options = useApiQuery(getConsumeSelectList, undefined, { staleTime: 5 * 60_000 });

  const failed = options.error ? t('options.platforms.failed') : undefined;
  const fields = useMemo(
    (): ListField<ConsumeLog, ListQuery<ConsumeLogQuery>>[] => [
      {
        key: 'createTime',
        title: t('consume.col.createTime'),
        fixed: 'left',
        width: 150,
        cell: 'createTime',
        csv: (row) => row.createTime,
      },
      {
        key: 'typeName',
        title: t('consume.col.type'),
        width: 100,
        cell: 'typeName',
        filter: { kind: 'text', name: 'type', select: { options: options.data?.types ?? [], notFoundContent: failed } },
        csv: (row) => row.typeName,
      },
      {
        key: 'platformName',
        title: t('consume.col.platform'),
        width: 120,
        ellipsis: true,
        cell: 'platformName',
        filter: { kind: 'number', name: 'platformId', select: platformSelectProps(options.data?.platforms, failed) },
        csv: (row) => row.platformName,
      },
      // The amount with what it is made of under it: unit price × quantity.
      {
        ...moneyField({ key: 'unitPrice', title: t('consume.col.unitPrice'), fen: (row) => row.unitPrice }),
        cell: undefined,
      },
      { key: 'quantity', title: t('consume.col.quantity'), csv: (row) => row.quantity },
      {
        ...moneyField({ key: 'amount', title: t('consume.col.amount'), width: 130, fen: (row) => row.amount }),
        cell: (row) => (
          <Stacked
            main={<Money fen={row.amount} />}
            sub={t('consume.col.unitTimes', { price: formatMoney(row.unitPrice), quantity: row.quantity })}
          />
        ),
      },
      {
        key: 'result',
        title: t('consume.col.result'),
        width: 76,
        cell: (row) => (
          <Status tone={(row.result && RESULT_TONES[row.result]) || 'default'}>
            {row.result ? t(`consume.result.${row.result}`) : MISSING}
          </Status>
        ),
        csv: (row) => row.result,
      },
      moneyField({
        key: 'balanceAfter',
        title: t('consume.col.balanceAfter'),
        width: 116,
        fen: (row) => row.balanceAfter,
      }),
      {
        key: 'related',
        title: t('consume.col.relatedOrder'),
        width: 165,
        cell: (row) => <CopyableNo value={row.relatedOrderNo} />,
        csv: (row) => row.relatedOrderNo,
      },
      {
        key: 'date',
        title: t('consume.col.date'),
        filter: { kind: 'dateRange', name: 'date', apiNames: ['startTime', 'endTime'] },
      },
    ],
    [t, options.data, failed],
  );

  return (
    <ListScreen<ConsumeLog, ConsumeLogQuery, ConsumeSummary>
      id="consumption"
      title={t('consume.title')}
      rowKey="id"
      fields={fields}
      fetchPage={getConsumeLog}
      exportAction="finance:export"
      totals={(summary, filters) => [
        { label: t('consume.totals.count'), value: t('list.totals.count', { count: summary.count }) },
        // Quantities add up within one type only (SMS sent and credit queries are not one count).
        ...(filters.type ? [{ label: t('consume.totals.quantity'), value: formatCount(summary.quantity) }] : []),
        // What was charged: money, not an error (no red).
        { label: t('consume.totals.amount'), value: <Money fen={summary.amount} /> },
      ]}
    />
  );
}
