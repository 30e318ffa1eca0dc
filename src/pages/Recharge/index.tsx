import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { CopyableNo, Money, Stacked, StatusTag, Sub } from '@/components/cells';
import { FileLink } from '@/components/FileLink';
import ListScreen, { moneyField, choiceField, type ListField, type ListQuery } from '@/components/ListScreen';
import { platformSelectProps, usePlatformOptions } from '@/components/options';
import Permission from '@/components/Permission';
import { useDialog } from '@/components/useDialog';
import { fenCsv } from '@/core/csv';
import { formatMoney } from '@/core/money';
import { toast } from '@/core/notice';
import financeMessages from '@/locales/zh-CN/finance';
import {
  getRechargeList,
  PAY_TYPES,
  RECHARGE_STATUS,
  RECHARGE_STATUSES,
  type PayType,
  type Recharge,
  type RechargeStatus,
  type RechargeListQuery,
  type RechargeSummary,
} from '@/services/finance';

addScreenMessages(financeMessages);

const RechargeForm = lazy(() => import(/* webpackChunkName: "screen-recharge-form" */ './RechargeForm'));

const TONES = { 0: 'warning', 1: 'success', 2: 'error' } as const;

/** 充值记录: every recharge of every platform, and the recharge action itself. */
export default function RechargeScreen() {
  const messages = useMessages();
  const { t } = messages;
  const platforms = usePlatformOptions();
  const recharging = useDialog();

  const fields = useMemo((): ListField<Recharge, ListQuery<RechargeListQuery>>[] => {
    const statusLabels = Object.fromEntries(
      RECHARGE_STATUSES.map((status) => [status, t(`recharge.status.${status}`)]),
    );
    return [
      {
        key: 'no',
        title: t('recharge.col.rechargeNo'),
        fixed: 'left',
        width: 200,
        cell: (row) => <Stacked main={<CopyableNo value={row.rechargeNo} />} sub={row.createTime} />,
        csv: [
          { title: t('recharge.col.rechargeNo'), value: (row) => row.rechargeNo },
          { title: t('recharge.col.createTime'), value: (row) => row.createTime },
        ],
      },
      {
        key: 'platformName',
        title: t('recharge.col.platform'),
        width: 150,
        ellipsis: true,
        cell: 'platformName',
        filter: {
          kind: 'number',
          name: 'platformId',
          select: platformSelectProps(platforms.options, platforms.failed ? t('options.platforms.failed') : undefined),
        },
        csv: (row) => row.platformName,
      },
      moneyField({ key: 'amount', title: t('recharge.col.amount'), width: 140, fen: (row) => row.amount }),
      choiceField<Recharge, ListQuery<RechargeListQuery>, PayType>({
        key: 'payTypeText',
        title: t('recharge.col.payType'),
        width: 90,
        values: PAY_TYPES,
        label: (value) => t(`recharge.payType.${value}`),
        value: (row) => row.payType,
        filter: { kind: 'number', name: 'payType' },
      }),
      {
        key: 'balance',
        title: t('recharge.col.balance'),
        align: 'right',
        width: 150,
        // Only a credited recharge moved the balance: the others have no balance after.
        cell: (row) =>
          row.status === RECHARGE_STATUS.credited ? (
            <Stacked
              main={<Money fen={row.balanceAfter} />}
              sub={<Sub>{t('recharge.col.before', { amount: formatMoney(row.balanceBefore) })}</Sub>}
            />
          ) : (
            <Stacked main="—" sub={<Sub>{t(`recharge.balance.${row.status}`)}</Sub>} />
          ),
        csv: [
          { title: t('recharge.col.balanceBefore'), value: (row) => fenCsv(row.balanceBefore) },
          {
            title: t('recharge.col.balanceAfter'),
            value: (row) => (row.status === RECHARGE_STATUS.credited ? fenCsv(row.balanceAfter) : undefined),
          },
        ],
      },
      choiceField<Recharge, ListQuery<RechargeListQuery>, RechargeStatus>({
        key: 'statusText',
        title: t('recharge.col.status'),
        width: 90,
        values: RECHARGE_STATUSES,
        label: (value) => statusLabels[value],
        value: (row) => row.status,
        filter: { kind: 'number', name: 'status' },
        // A row that waits for the backend says what it waits for.
        cell: (row) =>
          row.status === RECHARGE_STATUS.pending ? (
            <Stacked
              main={<StatusTag value={row.status} labels={statusLabels} tones={TONES} />}
              sub={<Sub>{t('recharge.status.waitsFor')}</Sub>}
            />
          ) : (
            <StatusTag value={row.status} labels={statusLabels} tones={TONES} />
          ),
      }),
      {
        key: 'voucher',
        title: t('recharge.col.voucher'),
        width: 70,
        cell: (row) => (row.voucherUrl ? <FileLink url={row.voucherUrl}>{t('recharge.voucher.open')}</FileLink> : '-'),
      },
      {
        key: 'operatorName',
        title: t('recharge.col.operator'),
        width: 90,
        cell: 'operatorName',
        csv: (row) => row.operatorName,
      },
      {
        key: 'remark',
        title: t('recharge.col.remark'),
        width: 180,
        ellipsis: true,
        cell: (row) => row.remark ?? '-',
        csv: (row) => row.remark,
      },
      {
        key: 'date',
        title: t('recharge.col.date'),
        filter: { kind: 'dateRange', name: 'date', apiNames: ['startTime', 'endTime'] },
      },
    ];
  }, [t, platforms.options, platforms.failed]);

  return (
    <>
      <ListScreen<Recharge, RechargeListQuery, RechargeSummary>
        id="recharge"
        title={t('recharge.title')}
        rowKey="rechargeNo"
        fields={fields}
        fetchPage={getRechargeList}
        exportAction="finance:export"
        scrollX={1300}
        totals={(summary) => [
          { label: t('recharge.totals.count'), value: t('list.totals.count', { count: summary.count }) },
          { label: t('recharge.totals.amount'), value: <Money fen={summary.amount} /> },
          { label: t('recharge.totals.credited'), value: <Money fen={summary.creditedAmount} />, tone: 'income' },
        ]}
        toolBarRender={() => [
          <Permission key="recharge" action="finance:recharge">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => recharging.open(true)}>
              {t('recharge.add')}
            </Button>
          </Permission>,
        ]}
      />
      {recharging.used && (
        <Suspense fallback={null}>
          <RechargeForm
            open={Boolean(recharging.target)}
            platforms={platforms.options}
            onClose={recharging.close}
            onDone={(result) => {
              recharging.close();
              toast(
                'success',
                t('recharge.done', {
                  name: result.platformName,
                  amount: formatMoney(result.amount),
                  after: formatMoney(result.balanceAfter),
                }),
              );
            }}
          />
        </Suspense>
      )}
    </>
  );
}
