import type { Messages } from '@/adapters/intl';
import { CopyableNo, Money, Stacked, Status } from '@/components/cells';
import { moneyField, type ListField, type ListQuery } from '@/components/ListScreen';
import { platformSelectProps } from '@/components/options';
import { MISSING } from '@/core/i18n';
import { formatMoney } from '@/core/money';
import type { ConsumeLog, ConsumeLogQuery, ConsumeSelectList } from '@/services/consumption';

const RESULT_TONES = { 成功: 'success', 失败: 'error', 已退回: 'warning' } as const;

/** 消费记录's fields: each one's cell, filter (types and platforms from select_list) and CSV column. */
export function consumptionFields(
  { t }: Messages,
  options: ConsumeSelectList | undefined,
  failed: string | undefined,
): ListField<ConsumeLog, ListQuery<ConsumeLogQuery>>[] {
  return [
    {
      key: 'createTime',
      title: t('consumption.col.createTime'),
      fixed: 'left',
      width: 150,
      cell: 'createTime',
      csv: (row) => row.createTime,
    },
    {
      key: 'typeName',
      title: t('consumption.col.type'),
      width: 100,
      cell: 'typeName',
      filter: { kind: 'text', name: 'type', select: { options: options?.types ?? [], notFoundContent: failed } },
      csv: (row) => row.typeName,
    },
    {
      key: 'platformName',
      title: t('consumption.col.platform'),
      width: 120,
      ellipsis: true,
      cell: 'platformName',
      filter: { kind: 'number', name: 'platformId', select: platformSelectProps(options?.platforms, failed) },
      csv: (row) => row.platformName,
    },
    // The amount with what it is made of under it: unit price × quantity.
    {
      ...moneyField({ key: 'unitPrice', title: t('consumption.col.unitPrice'), fen: (row) => row.unitPrice }),
      cell: undefined,
    },
    { key: 'quantity', title: t('consumption.col.quantity'), csv: (row) => row.quantity },
    {
      ...moneyField({ key: 'amount', title: t('consumption.col.amount'), width: 130, fen: (row) => row.amount }),
      cell: (row) => (
        <Stacked
          main={<Money fen={row.amount} />}
          sub={t('consumption.col.unitTimes', { price: formatMoney(row.unitPrice), quantity: row.quantity })}
        />
      ),
    },
    {
      key: 'result',
      title: t('consumption.col.result'),
      width: 76,
      cell: (row) => (
        <Status tone={(row.result && RESULT_TONES[row.result]) || 'default'}>
          {row.result ? t(`consumption.result.${row.result}`) : MISSING}
        </Status>
      ),
      csv: (row) => row.result,
    },
    moneyField({
      key: 'balanceAfter',
      title: t('consumption.col.balanceAfter'),
      width: 116,
      fen: (row) => row.balanceAfter,
    }),
    {
      key: 'related',
      title: t('consumption.col.relatedOrder'),
      width: 165,
      cell: (row) => <CopyableNo value={row.relatedOrderNo} />,
      csv: (row) => row.relatedOrderNo,
    },
    {
      key: 'date',
      title: t('consumption.col.date'),
      filter: { kind: 'dateRange', name: 'date', apiNames: ['startTime', 'endTime'] },
    },
  ];
}
