import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-table';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { CopyableNo, Money, Stacked, StatusTag, Sub } from '@/components/cells';
import ListScreen, { type ListQuery } from '@/components/ListScreen';
import { platformSelectProps, usePlatformOptions } from '@/components/options';
import Permission from '@/components/Permission';
import type { CsvColumn } from '@/core/csv';
import { fenToYuanText, formatMoney } from '@/core/money';
import { toast } from '@/core/notice';
import type { FilterSpec } from '@/core/urlQuery';
import financeMessages from '@/locales/zh-CN/finance';
import { getRechargeList, PAY_TYPES, RECHARGE_STATUSES, type Recharge, type RechargeListQuery, type RechargeSummary } from '@/services/finance';

addScreenMessages(financeMessages);

const RechargeForm = lazy(() => import(/* webpackChunkName: "screen-recharge-form" */ './RechargeForm'));

const FILTERS: FilterSpec<ListQuery<RechargeListQuery>>[] = [
  { name: 'platformId', kind: 'number' },
  { name: 'payType', kind: 'number' },
  { name: 'status', kind: 'number' },
  { name: 'date', kind: 'dateRange', apiNames: ['startTime', 'endTime'] },
];
const TONES = { 0: 'warning', 1: 'success', 2: 'error' } as const;

/** 充值记录: every recharge of every platform, and the recharge action itself. */
export default function RechargeScreen() {
  const messages = useMessages();
  const { t } = messages;
  const platforms = usePlatformOptions();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  const columns = useMemo((): ProColumns<Recharge>[] => {
    const statusLabels = { 0: t('recharge.status.0'), 1: t('recharge.status.1'), 2: t('recharge.status.2') };

    return [
      {
        title: t('recharge.col.platform'),
        dataIndex: 'platformId',
        hideInTable: true,
        valueType: 'select',
        fieldProps: platformSelectProps(platforms.options, platforms.failed ? t('options.platforms.failed') : undefined),
      },
      { title: t('recharge.col.payType'), dataIndex: 'payType', hideInTable: true, valueType: 'select', fieldProps: { allowClear: true, options: PAY_TYPES.map((value) => ({ value, label: t(`recharge.payType.${value}`) })) } },
      { title: t('recharge.col.status'), dataIndex: 'status', hideInTable: true, valueType: 'select', fieldProps: { allowClear: true, options: RECHARGE_STATUSES.map((value) => ({ value, label: t(`recharge.status.${value}`) })) } },
      { title: t('recharge.col.date'), dataIndex: 'date', hideInTable: true, valueType: 'dateRange' },

      { title: t('recharge.col.rechargeNo'), key: 'no', hideInSearch: true, fixed: 'left', width: 200, render: (_, row) => <Stacked main={<CopyableNo value={row.rechargeNo} />} sub={row.createTime} /> },
      { title: t('recharge.col.platform'), dataIndex: 'platformName', hideInSearch: true, width: 150, ellipsis: true },
      { title: t('recharge.col.amount'), key: 'amount', hideInSearch: true, align: 'right', width: 140, render: (_, row) => <Money fen={row.amount} /> },
      { title: t('recharge.col.payType'), key: 'payTypeText', hideInSearch: true, width: 90, render: (_, row) => t(`recharge.payType.${row.payType}`) },
      {
        title: t('recharge.col.balance'),
        key: 'balance',
        hideInSearch: true,
        align: 'right',
        width: 150,
        render: (_, row) => <Stacked main={<Money fen={row.balanceAfter} />} sub={<Sub>{t('recharge.col.before', { amount: formatMoney(row.balanceBefore) })}</Sub>} />,
      },
      { title: t('recharge.col.status'), key: 'statusText', hideInSearch: true, width: 90, render: (_, row) => <StatusTag value={row.status} labels={statusLabels} tones={TONES} /> },
      {
        title: t('recharge.col.voucher'),
        key: 'voucher',
        hideInSearch: true,
        width: 70,
        render: (_, row) =>
          row.voucherUrl ? (
            <a href={row.voucherUrl} target="_blank" rel="noreferrer">
              {t('recharge.voucher.open')}
            </a>
          ) : (
            '-'
          ),
      },
      { title: t('recharge.col.operator'), dataIndex: 'operatorName', hideInSearch: true, width: 90 },
      { title: t('recharge.col.remark'), dataIndex: 'remark', hideInSearch: true, width: 180, ellipsis: true, render: (_, row) => row.remark ?? '-' },
    ];
  }, [t, platforms.options, platforms.failed]);

  const csvColumns = useMemo(
    (): CsvColumn<Recharge>[] => [
      { title: t('recharge.col.rechargeNo'), value: (row) => row.rechargeNo },
      { title: t('recharge.col.createTime'), value: (row) => row.createTime },
      { title: t('recharge.col.platform'), value: (row) => row.platformName },
      { title: t('recharge.col.amount'), value: (row) => fenToYuanText(row.amount) },
      { title: t('recharge.col.payType'), value: (row) => t(`recharge.payType.${row.payType}`) },
      { title: t('recharge.col.balanceBefore'), value: (row) => fenToYuanText(row.balanceBefore) },
      { title: t('recharge.col.balanceAfter'), value: (row) => fenToYuanText(row.balanceAfter) },
      { title: t('recharge.col.status'), value: (row) => t(`recharge.status.${row.status}`) },
      { title: t('recharge.col.operator'), value: (row) => row.operatorName },
      { title: t('recharge.col.remark'), value: (row) => row.remark },
    ],
    [t],
  );

  return (
    <>
      <ListScreen<Recharge, RechargeListQuery, RechargeSummary>
        id="recharge"
        title={t('recharge.title')}
        rowKey="rechargeNo"
        columns={columns}
        filters={FILTERS}
        fetchPage={getRechargeList}
        csvColumns={csvColumns}
        exportAction="finance:export"
        scrollX={1300}
        totals={(summary) => [
          { label: t('recharge.totals.count'), value: t('list.totals.count', { count: summary.count }) },
          { label: t('recharge.totals.amount'), value: <Money fen={summary.amount} /> },
          { label: t('recharge.totals.credited'), value: <Money fen={summary.creditedAmount} />, tone: 'income' },
        ]}
        toolBarRender={() => [
          <Permission key="recharge" action="finance:recharge">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setUsed(true);
                setOpen(true);
              }}
            >
              {t('recharge.add')}
            </Button>
          </Permission>,
        ]}
      />
      {used && (
        <Suspense fallback={null}>
          <RechargeForm
            open={open}
            platforms={platforms.options}
            onClose={() => setOpen(false)}
            onDone={(result) => {
              setOpen(false);
              toast('success', t('recharge.done', { name: result.platformName, amount: formatMoney(result.amount), after: formatMoney(result.balanceAfter) }));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
