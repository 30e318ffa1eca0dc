import type { Messages } from '@/adapters/intl';
import { CopyableNo, SignedMoney, Stacked } from '@/components/cells';
import { choiceField, moneyField, type ListField, type ListQuery } from '@/components/ListScreen';
import { platformSelectProps, type usePlatformOptions } from '@/components/options';
import { fenCsv } from '@/core/csvValue';
import {
  FLOW_DIRECTIONS,
  FLOW_TYPES,
  signedFlowAmount,
  type FinanceFlow,
  type FlowDirection,
  type FlowListQuery,
  type FlowType,
} from '@/services/finance';

/** 资金流水's fields: each one's cell, filter and CSV column together. */
export function flowFields(
  { t }: Messages,
  platforms: ReturnType<typeof usePlatformOptions>,
): ListField<FinanceFlow, ListQuery<FlowListQuery>>[] {
  return [
    {
      key: 'flowNo',
      title: t('finance.flow.col.flowNo'),
      fixed: 'left',
      width: 175,
      // When it happened under the number (one column less at 1280 px).
      cell: (row) => <Stacked main={<CopyableNo value={row.flowNo} />} sub={row.createTime} />,
      csv: (row) => row.flowNo,
    },
    { key: 'createTime', title: t('finance.flow.col.createTime'), csv: (row) => row.createTime },
    {
      key: 'platformName',
      title: t('finance.flow.col.platform'),
      width: 120,
      ellipsis: true,
      cell: 'platformName',
      filter: {
        kind: 'number',
        name: 'platformId',
        select: platformSelectProps(platforms.options, platforms.failed ? t('options.platforms.failed') : undefined),
      },
      csv: (row) => row.platformName,
    },
    choiceField<FinanceFlow, ListQuery<FlowListQuery>, FlowDirection>({
      key: 'direction',
      title: t('finance.flow.col.direction'),
      values: FLOW_DIRECTIONS,
      label: (value) => t(`finance.flow.direction.${value}`),
      value: (row) => row.direction,
      filter: { kind: 'text', name: 'direction' },
      noCell: true,
    }),
    choiceField<FinanceFlow, ListQuery<FlowListQuery>, FlowType>({
      key: 'typeText',
      title: t('finance.flow.col.type'),
      width: 84,
      values: FLOW_TYPES,
      label: (value) => t(`finance.flow.type.${value}`),
      value: (row) => row.type,
      filter: { kind: 'text', name: 'type' },
    }),
    {
      key: 'amount',
      title: t('finance.flow.col.amount'),
      align: 'right',
      width: 116,
      // One signed amount for the screen and the export (a spreadsheet sums the column to the net).
      cell: (row) => <SignedMoney fen={signedFlowAmount(row)} direction={row.direction} />,
      csv: (row) => fenCsv(signedFlowAmount(row)),
    },
    moneyField({
      key: 'balanceAfter',
      title: t('finance.flow.col.balanceAfter'),
      width: 116,
      fen: (row) => row.balanceAfter,
    }),
    {
      key: 'relatedNo',
      title: t('finance.flow.col.relatedNo'),
      width: 165,
      cell: (row) => <CopyableNo value={row.relatedNo} />,
      csv: (row) => row.relatedNo,
    },
    {
      key: 'remark',
      title: t('finance.flow.col.remark'),
      width: 150,
      ellipsis: true,
      cell: (row) => row.remark ?? '-',
      csv: (row) => row.remark,
    },
    {
      key: 'date',
      title: t('finance.flow.col.date'),
      filter: { kind: 'dateRange', name: 'date', apiNames: ['startTime', 'endTime'] },
    },
  ];
}
