import type { Messages } from '@/adapters/intl';
import { CopyableNo, Money, RowAction, Stacked, StatusTag, Sub } from '@/components/cells';
import { FileLink } from '@/components/FileLink';
import { choiceField, moneyField, type ListField, type ListQuery } from '@/components/ListScreen';
import { platformSelectProps, type usePlatformOptions } from '@/components/options';
import { fenCsv } from '@/core/csvValue';
import { isImageFile, safeFileUrl } from '@/core/fileUrl';
import { formatMoney } from '@/core/money';
import {
  PAY_TYPES,
  RECHARGE_STATUS,
  RECHARGE_STATUSES,
  type PayType,
  type Recharge,
  type RechargeListQuery,
  type RechargeStatus,
} from '@/services/finance';

const TONES = { 0: 'warning', 1: 'success', 2: 'error' } as const;

/** The balance a credited recharge left (and had before); the others moved nothing. */
function balanceField(t: Messages['t']): ListField<Recharge, ListQuery<RechargeListQuery>> {
  return {
    key: 'balance',
    title: t('finance.recharge.col.balance'),
    align: 'right',
    width: 130,
    // Only a credited recharge moved the balance: the others have no balance after.
    cell: (row) =>
      row.status === RECHARGE_STATUS.credited ? (
        <Stacked
          main={<Money fen={row.balanceAfter} />}
          sub={<Sub>{t('finance.recharge.col.before', { amount: formatMoney(row.balanceBefore) })}</Sub>}
        />
      ) : (
        <Stacked main="—" sub={<Sub>{t(`finance.recharge.balance.${row.status}`)}</Sub>} />
      ),
    csv: [
      { title: t('finance.recharge.col.balanceBefore'), value: (row) => fenCsv(row.balanceBefore) },
      {
        title: t('finance.recharge.col.balanceAfter'),
        value: (row) => (row.status === RECHARGE_STATUS.credited ? fenCsv(row.balanceAfter) : undefined),
      },
    ],
  };
}

/** 充值记录's fields: each one's cell, filter and CSV column; an image voucher opens in the page. */
export function rechargeFields(
  { t }: Messages,
  platforms: ReturnType<typeof usePlatformOptions>,
  showVoucher: (url: string) => void,
): ListField<Recharge, ListQuery<RechargeListQuery>>[] {
  const statusLabels = Object.fromEntries(
    RECHARGE_STATUSES.map((status) => [status, t(`finance.recharge.status.${status}`)]),
  );
  return [
    {
      key: 'no',
      title: t('finance.recharge.col.rechargeNo'),
      fixed: 'left',
      width: 170,
      cell: (row) => <Stacked main={<CopyableNo value={row.rechargeNo} />} sub={row.createTime} />,
      csv: [
        { title: t('finance.recharge.col.rechargeNo'), value: (row) => row.rechargeNo },
        { title: t('finance.recharge.col.createTime'), value: (row) => row.createTime },
      ],
    },
    {
      key: 'platformName',
      title: t('finance.recharge.col.platform'),
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
      ...moneyField({ key: 'amount', title: t('finance.recharge.col.amount'), width: 120, fen: (row) => row.amount }),
      cell: (row) => <Stacked main={<Money fen={row.amount} />} sub={t(`finance.recharge.payType.${row.payType}`)} />,
    },
    choiceField<Recharge, ListQuery<RechargeListQuery>, PayType>({
      key: 'payTypeText',
      title: t('finance.recharge.col.payType'),
      noCell: true,
      values: PAY_TYPES,
      label: (value) => t(`finance.recharge.payType.${value}`),
      value: (row) => row.payType,
      filter: { kind: 'number', name: 'payType' },
    }),
    balanceField(t),
    choiceField<Recharge, ListQuery<RechargeListQuery>, RechargeStatus>({
      key: 'statusText',
      title: t('finance.recharge.col.status'),
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
            sub={<Sub>{t('finance.recharge.status.waitsFor')}</Sub>}
          />
        ) : (
          <StatusTag value={row.status} labels={statusLabels} tones={TONES} />
        ),
    }),
    {
      key: 'voucher',
      title: t('finance.recharge.col.voucher'),
      width: 70,
      // An image opens in the page, large; a PDF in its own window (FileLink).
      cell: (row) =>
        !row.voucherUrl ? (
          '-'
        ) : isImageFile(row.voucherUrl) && safeFileUrl(row.voucherUrl) ? (
          <RowAction label={t('finance.recharge.voucher.open')} onClick={() => showVoucher(row.voucherUrl!)} />
        ) : (
          <FileLink url={row.voucherUrl}>{t('finance.recharge.voucher.open')}</FileLink>
        ),
    },
    {
      key: 'operatorName',
      title: t('finance.recharge.col.operator'),
      width: 80,
      cell: 'operatorName',
      csv: (row) => row.operatorName,
    },
    {
      key: 'remark',
      title: t('finance.recharge.col.remark'),
      width: 140,
      ellipsis: true,
      cell: (row) => row.remark ?? '-',
      csv: (row) => row.remark,
    },
    {
      key: 'date',
      title: t('finance.recharge.col.date'),
      filter: { kind: 'dateRange', name: 'date', apiNames: ['startTime', 'endTime'] },
    },
  ];
}
