import type { Messages } from '@/adapters/intl';
import { percentCsv } from '@/core/csvValue';
import { CopyableNo, Money, Stacked, StatusTag, Sub, type Tone } from '@/components/cells';
import { moneyField, type ListField, type ListQuery } from '@/components/ListScreen';
import { agentSelectProps } from '@/components/options/agents';
import { formatPercent, fractionToBp } from '@/core/percent';
import type { AgentOption } from '@/services/agent';
import {
  SETTLEMENT_STATUSES,
  type Settlement,
  type SettlementListQuery,
  type SettlementStatus,
} from '@/services/settlement';

const SETTLEMENT_TONES: Record<SettlementStatus, Tone> = {
  0: 'warning',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

/**
 * The last `count` settlement periods (`YYYY-MM`), newest first, counted from `today`.
 * @internal exported for its tests
 */
export function recentPeriods(today: Date, count = 13): string[] {
  const periods: string[] = [];
  for (let back = 0; back < count; back += 1) {
    const month = today.getFullYear() * 12 + today.getMonth() - back;
    periods.push(`${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`);
  }
  return periods;
}

/** 代理商结算's fields: each one's cell, filter and CSV column together. */
export function settlementFields(
  { t }: Messages,
  agents: { options?: AgentOption[]; failed: boolean },
): ListField<Settlement, ListQuery<SettlementListQuery>>[] {
  const statusLabels = Object.fromEntries(
    SETTLEMENT_STATUSES.map((status) => [status, t(`settlement.status.${status}`)]),
  );
  return [
    {
      key: 'keyword',
      title: t('settlement.col.keyword'),
      filter: { kind: 'text', name: 'keyword', placeholder: t('settlement.col.keyword.placeholder') },
    },
    {
      key: 'settleNo',
      title: t('settlement.col.settleNo'),
      fixed: 'left',
      width: 170,
      cell: (row) => <Stacked main={<CopyableNo value={row.settleNo} />} sub={row.createTime} />,
      csv: [
        { title: t('settlement.col.settleNo'), value: (row) => row.settleNo },
        { title: t('settlement.col.createTime'), value: (row) => row.createTime },
      ],
    },
    {
      key: 'statusText',
      title: t('settlement.col.status'),
      width: 90,
      cell: (row) => <StatusTag value={row.status} labels={statusLabels} tones={SETTLEMENT_TONES} />,
      csv: (row) => t(`settlement.status.${row.status}`),
    },
    {
      key: 'agent',
      title: t('settlement.col.agent'),
      width: 140,
      cell: (row) => <Stacked ellipsis main={row.agentName} sub={row.platformName} />,
      filter: {
        kind: 'number',
        name: 'agentId',
        select: agentSelectProps(agents.options, agents.failed ? t('options.agents.failed') : undefined),
      },
      csv: [
        { title: t('settlement.col.agent'), value: (row) => row.agentName },
        { title: t('settlement.col.platform'), value: (row) => row.platformName },
      ],
    },
    {
      key: 'period',
      title: t('settlement.col.period'),
      width: 84,
      cell: 'period',
      filter: {
        kind: 'text',
        name: 'period',
        select: { options: recentPeriods(new Date()).map((period) => ({ value: period, label: period })) },
      },
      csv: (row) => row.period,
    },
    // The amounts with what they come from under them: the order count under the order
    // amount, the commission rate under the settlement amount (amount × rate).
    { key: 'orderCount', title: t('settlement.col.orderCount'), csv: (row) => row.orderCount },
    {
      ...moneyField({
        key: 'orderAmount',
        title: t('settlement.col.orderAmount'),
        width: 120,
        fen: (row) => row.orderAmount,
      }),
      cell: (row) => (
        <Stacked
          main={<Money fen={row.orderAmount} />}
          sub={t('settlement.col.orderCount.value', { count: row.orderCount })}
        />
      ),
    },
    { key: 'rate', title: t('settlement.col.rate'), csv: (row) => percentCsv(fractionToBp(row.commissionRate)) },
    {
      ...moneyField({
        key: 'settleAmount',
        title: t('settlement.col.amount'),
        width: 120,
        fen: (row) => row.settleAmount,
      }),
      cell: (row) => (
        <Stacked
          main={<Money fen={row.settleAmount} />}
          sub={t('settlement.col.rate.value', { rate: formatPercent(fractionToBp(row.commissionRate)) })}
        />
      ),
    },
    {
      key: 'times',
      title: t('settlement.col.times'),
      width: 230,
      hidden: true,
      cell: (row) => (
        <Stacked
          main={<Sub>{`${t('settlement.col.confirmTime')} ${row.deliveryConfirmTime ?? '-'}`}</Sub>}
          sub={`${t('settlement.col.voucherTime')} ${row.voucherUploadTime ?? '-'}`}
        />
      ),
      csv: [
        { title: t('settlement.col.confirmTime'), value: (row) => row.deliveryConfirmTime },
        { title: t('settlement.col.voucherTime'), value: (row) => row.voucherUploadTime },
      ],
    },
    {
      key: 'operatorName',
      title: t('settlement.col.operator'),
      width: 90,
      hidden: true,
      cell: (row) => row.operatorName ?? '-',
      csv: (row) => row.operatorName,
    },
    { key: 'remark', title: t('settlement.col.remark'), csv: (row) => row.remark },
  ];
}
