import { useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { CopyableNo, SignedMoney, Stacked } from '@/components/cells';
import ListScreen, { moneyField, choiceField, type ListField, type ListQuery } from '@/components/ListScreen';
import { platformSelectProps, usePlatformOptions } from '@/components/options';
import { fenCsv } from '@/core/csv';
import { formatSignedMoney } from '@/core/money';
import financeMessages from '@/locales/zh-CN/finance';
import {
  FLOW_DIRECTIONS,
  getFlowList,
  signedFlowAmount,
  type FinanceFlow as FlowRow,
  type FlowDirection,
  type FlowListQuery,
  type FlowSummary,
  type FlowType,
} from '@/services/finance';
import { MISSING } from '@/core/i18n';

addScreenMessages(financeMessages);

const TYPES: FlowType[] = ['recharge', 'usage', 'manualDeduction', 'refund', 'payout', 'adjustment'];

/** 资金流水: every change of every platform's balance, + green and − red, with the totals of the filter. */
export default function FinanceFlow() {
  const { t } = useMessages();
  const platforms = usePlatformOptions();

  const fields = useMemo(
    (): ListField<FlowRow, ListQuery<FlowListQuery>>[] => [
      {
        key: 'flowNo',
        title: t('flow.col.flowNo'),
        fixed: 'left',
        width: 175,
        // When it happened under the number (one column less at 1280 px).
        cell: (row) => <Stacked main={<CopyableNo value={row.flowNo} />} sub={row.createTime} />,
        csv: (row) => row.flowNo,
      },
      { key: 'createTime', title: t('flow.col.createTime'), csv: (row) => row.createTime },
      {
        key: 'platformName',
        title: t('flow.col.platform'),
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
      choiceField<FlowRow, ListQuery<FlowListQuery>, FlowDirection>({
        key: 'direction',
        title: t('flow.col.direction'),
        values: FLOW_DIRECTIONS,
        label: (value) => t(`flow.direction.${value}`),
        value: (row) => row.direction,
        filter: { kind: 'text', name: 'direction' },
        noCell: true,
      }),
      choiceField<FlowRow, ListQuery<FlowListQuery>, FlowType>({
        key: 'typeText',
        title: t('flow.col.type'),
        width: 84,
        values: TYPES,
        label: (value) => t(`flow.type.${value}`),
        value: (row) => row.type,
        filter: { kind: 'text', name: 'type' },
      }),
      {
        key: 'amount',
        title: t('flow.col.amount'),
        align: 'right',
        width: 116,
        // One signed amount for the screen and the export (a spreadsheet sums the column to the net).
        cell: (row) => <SignedMoney fen={signedFlowAmount(row)} direction={row.direction} />,
        csv: (row) => fenCsv(signedFlowAmount(row)),
      },
      moneyField({
        key: 'balanceAfter',
        title: t('flow.col.balanceAfter'),
        width: 116,
        fen: (row) => row.balanceAfter,
      }),
      {
        key: 'relatedNo',
        title: t('flow.col.relatedNo'),
        width: 165,
        cell: (row) => <CopyableNo value={row.relatedNo} />,
        csv: (row) => row.relatedNo,
      },
      {
        key: 'remark',
        title: t('flow.col.remark'),
        width: 150,
        ellipsis: true,
        cell: (row) => row.remark ?? '-',
        csv: (row) => row.remark,
      },
      {
        key: 'date',
        title: t('flow.col.date'),
        filter: { kind: 'dateRange', name: 'date', apiNames: ['startTime', 'endTime'] },
      },
    ],
    [t, platforms.options, platforms.failed],
  );

  return (
    <ListScreen<FlowRow, FlowListQuery, FlowSummary>
      id="finance-flow"
      title={t('flow.title')}
      rowKey="flowNo"
      fields={fields}
      fetchPage={getFlowList}
      exportAction="finance:export"
      totals={(summary) => [
        { label: t('flow.totals.count'), value: t('list.totals.count', { count: summary.count }) },
        { label: t('flow.totals.income'), value: formatSignedMoney(summary.income, 'income'), tone: 'income' },
        { label: t('flow.totals.expense'), value: formatSignedMoney(summary.expense, 'expense'), tone: 'expense' },
        {
          label: t('flow.totals.net'),
          value:
            summary.net === undefined
              ? MISSING
              : formatSignedMoney(Math.abs(summary.net), summary.net < 0 ? 'expense' : 'income'),
          tone: (summary.net ?? 0) < 0 ? 'expense' : 'income',
        },
      ]}
    />
  );
}
