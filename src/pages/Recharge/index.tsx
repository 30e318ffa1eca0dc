import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { history, useLocation } from '@umijs/max';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { CopyableNo, Money, RowAction, Stacked, StatusTag, Sub } from '@/components/cells';
import { FileLink } from '@/components/FileLink';
import ListScreen, { moneyField, choiceField, type ListField, type ListQuery } from '@/components/ListScreen';
import { platformSelectProps, usePlatformOptions } from '@/components/options';
import Permission, { useCan } from '@/components/Permission';
import { useDialog } from '@/components/useDialog';
import { fenCsv } from '@/core/csv';
import { isImageFile, safeFileUrl } from '@/core/fileUrl';
import { formatMoney } from '@/core/money';
import { RECHARGE_FOR_KEY } from '@/core/urlQuery';
import { toast } from '@/core/notice';
import financeMessages from '@/locales/zh-CN/finance';
import {
  getRechargeList,
  PAY_TYPES,
  RECHARGE_STATUS,
  RECHARGE_STATUSES,
  type PayType,
  type Recharge as RechargeRow,
  type RechargeStatus,
  type RechargeListQuery,
  type RechargeSummary,
} from '@/services/finance';

addScreenMessages(financeMessages);

const RechargeForm = lazy(() => import(/* webpackChunkName: "screen-recharge-form" */ './RechargeForm'));
/** A transfer voucher previewed in the page, large enough to read (antd's Image loads only then). */
const FilePreview = lazy(() =>
  import(/* webpackChunkName: "file-preview" */ '@/components/FileImage').then((module) => ({
    default: module.FilePreview,
  })),
);

const TONES = { 0: 'warning', 1: 'success', 2: 'error' } as const;

/** 充值记录: every recharge of every platform, and the recharge action itself. */
export default function Recharge() {
  const messages = useMessages();
  const { t } = messages;
  const platforms = usePlatformOptions();
  const recharging = useDialog<{ platformId?: number }>();
  const canRecharge = useCan('finance:recharge');
  const [voucher, setVoucher] = useState<string>();
  // Opened from elsewhere to fund one platform (a print that failed for its balance, say):
  // the dialog opens with it chosen, and the link's key leaves the address.
  const location = useLocation();
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (!search.has(RECHARGE_FOR_KEY)) return;
    const platformId = Number(search.get(RECHARGE_FOR_KEY));
    if (canRecharge && platformId > 0) recharging.open({ platformId });
    search.delete(RECHARGE_FOR_KEY);
    const rest = search.toString();
    history.replace({ pathname: location.pathname, search: rest ? `?${rest}` : '' });
  }, [location.search, location.pathname, canRecharge, recharging]);

  const fields = useMemo((): ListField<RechargeRow, ListQuery<RechargeListQuery>>[] => {
    const statusLabels = Object.fromEntries(
      RECHARGE_STATUSES.map((status) => [status, t(`recharge.status.${status}`)]),
    );
    return [
      {
        key: 'no',
        title: t('recharge.col.rechargeNo'),
        fixed: 'left',
        width: 170,
        cell: (row) => <Stacked main={<CopyableNo value={row.rechargeNo} />} sub={row.createTime} />,
        csv: [
          { title: t('recharge.col.rechargeNo'), value: (row) => row.rechargeNo },
          { title: t('recharge.col.createTime'), value: (row) => row.createTime },
        ],
      },
      {
        key: 'platformName',
        title: t('recharge.col.platform'),
        width: 130,
        ellipsis: true,
        cell: 'platformName',
        filter: {
          kind: 'number',
          name: 'platformId',
          select: platformSelectProps(platforms.options, platforms.failed ? t('options.platforms.failed') : undefined),
        },
        csv: (row) => row.platformName,
      },
      {
        // The pay type under the amount it paid.
        ...moneyField({ key: 'amount', title: t('recharge.col.amount'), width: 120, fen: (row) => row.amount }),
        cell: (row) => <Stacked main={<Money fen={row.amount} />} sub={t(`recharge.payType.${row.payType}`)} />,
      },
      choiceField<RechargeRow, ListQuery<RechargeListQuery>, PayType>({
        key: 'payTypeText',
        title: t('recharge.col.payType'),
        noCell: true,
        values: PAY_TYPES,
        label: (value) => t(`recharge.payType.${value}`),
        value: (row) => row.payType,
        filter: { kind: 'number', name: 'payType' },
      }),
      {
        key: 'balance',
        title: t('recharge.col.balance'),
        align: 'right',
        width: 130,
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
      choiceField<RechargeRow, ListQuery<RechargeListQuery>, RechargeStatus>({
        key: 'statusText',
        title: t('recharge.col.status'),
        width: 100,
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
        // An image opens in the page, large; a PDF in its own window (FileLink).
        cell: (row) =>
          !row.voucherUrl ? (
            '-'
          ) : isImageFile(row.voucherUrl) && safeFileUrl(row.voucherUrl) ? (
            <RowAction label={t('recharge.voucher.open')} onClick={() => setVoucher(row.voucherUrl)} />
          ) : (
            <FileLink url={row.voucherUrl}>{t('recharge.voucher.open')}</FileLink>
          ),
      },
      {
        key: 'operatorName',
        title: t('recharge.col.operator'),
        width: 80,
        cell: 'operatorName',
        csv: (row) => row.operatorName,
      },
      {
        key: 'remark',
        title: t('recharge.col.remark'),
        width: 140,
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
      <ListScreen<RechargeRow, RechargeListQuery, RechargeSummary>
        id="recharge"
        title={t('recharge.title')}
        rowKey="rechargeNo"
        fields={fields}
        fetchPage={getRechargeList}
        exportAction="finance:export"
        totals={(summary) => [
          { label: t('recharge.totals.count'), value: t('list.totals.count', { count: summary.count }) },
          { label: t('recharge.totals.amount'), value: <Money fen={summary.amount} /> },
          { label: t('recharge.totals.credited'), value: <Money fen={summary.creditedAmount} />, tone: 'income' },
        ]}
        toolBarRender={() => [
          <Permission key="recharge" action="finance:recharge">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => recharging.open({})}>
              {t('recharge.add')}
            </Button>
          </Permission>,
        ]}
      />
      {recharging.used && (
        <Suspense fallback={null}>
          <RechargeForm
            open={Boolean(recharging.target)}
            platformId={recharging.target?.platformId}
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
      {voucher && (
        <Suspense fallback={null}>
          <FilePreview url={voucher} alt={t('recharge.col.voucher')} onClose={() => setVoucher(undefined)} />
        </Suspense>
      )}
    </>
  );
}
