/**
 * The workbench's cards: what each counts, with which call, and which view of which list it
 * opens. A card's count and its link use the same filters, so they cannot disagree.
 */
import type { ReactNode } from 'react';
import type { Messages } from '@/adapters/intl';
import { useApiQuery, type LoadState } from '@/components/data';
import type { MessageKey } from '@/core/i18n';
import { formatMoney } from '@/core/money';
import { ALL_TAB, listLink } from '@/core/urlQuery';
import type { PermissionAction } from '@/services/actions';
import { getRechargeList, RECHARGE_STATUS, type RechargeListQuery } from '@/services/finance';
import { getPlatformList, LOW_BALANCE_FEN, type PlatformListQuery } from '@/services/platform';
import { agentSettlementStatusCount, SETTLEMENT_STATUS, type SettlementListQuery } from '@/services/settlement';
import { getShipList, getShipTabStat, PRINT_STATUS, SHIP_STATUS, type ShipListQuery } from '@/services/shipping';

/** The views a card counts and opens: the same filters go into the count and into the link. */
const PRINT_FAILED = { printStatus: PRINT_STATUS.failed } satisfies Partial<ShipListQuery>;
const LOW_BALANCE = { lowBalance: 1 } as const satisfies Partial<PlatformListQuery>;
const RECHARGE_PENDING = { status: RECHARGE_STATUS.pending } satisfies Partial<RechargeListQuery>;

/** Every count answer loads again when the operator comes back to the tab. */
const LIVE = { refreshOnReturn: true } as const;

export interface Todo {
  key: string;
  title: MessageKey;
  hint: ReactNode;
  /** The list that shows these, with its tab and filters. */
  to: string;
  state: LoadState<unknown>;
  count: number | undefined;
  /** What acting on these takes; none: no screen acts on them (待审核充值 waits for the backend). */
  actedOnWith?: PermissionAction;
}

/** The counts of the lists this operator's menu has (`has`); the others are never asked for. */
export function useTodoCounts(has: (path: string) => boolean) {
  const ship = useApiQuery(getShipTabStat, {}, { ...LIVE, enabled: has('/orderDeliver') });
  const printFailed = useApiQuery(
    getShipList,
    { ...PRINT_FAILED, page: 1, limit: 1 },
    { ...LIVE, enabled: has('/orderDeliver') },
  );
  const settle = useApiQuery(agentSettlementStatusCount, {}, { ...LIVE, enabled: has('/agent/settlement') });
  const lowBalance = useApiQuery(
    getPlatformList,
    { ...LOW_BALANCE, page: 1, limit: 1 },
    { ...LIVE, enabled: has('/platform/list') },
  );
  const recharges = useApiQuery(
    getRechargeList,
    { ...RECHARGE_PENDING, page: 1, limit: 1 },
    { ...LIVE, enabled: has('/finance/recharge') },
  );
  return { ship, printFailed, settle, lowBalance, recharges };
}

/** Every card, in the order they show. */
export function todoList({ t }: Messages, counts: ReturnType<typeof useTodoCounts>): Todo[] {
  return [
    {
      key: 'toShip',
      title: 'dashboard.card.toShip',
      hint: t('dashboard.card.toShip.hint'),
      to: listLink<ShipListQuery>('/orderDeliver'),
      state: counts.ship,
      count: counts.ship.data?.[SHIP_STATUS.toShip],
      actedOnWith: 'ship:print',
    },
    {
      key: 'printFailed',
      title: 'dashboard.card.printFailed',
      hint: t('dashboard.card.printFailed.hint'),
      to: listLink<ShipListQuery>('/orderDeliver', { filters: PRINT_FAILED, tab: ALL_TAB }),
      state: counts.printFailed,
      count: counts.printFailed.data?.total,
      actedOnWith: 'ship:print',
    },
    {
      key: 'exception',
      title: 'dashboard.card.exception',
      hint: t('dashboard.card.exception.hint'),
      to: listLink<ShipListQuery>('/orderDeliver', { tab: SHIP_STATUS.exception }),
      state: counts.ship,
      count: counts.ship.data?.[SHIP_STATUS.exception],
      actedOnWith: 'ship:print',
    },
    {
      key: 'settlePending',
      title: 'dashboard.card.settlePending',
      hint: t('dashboard.card.settlePending.hint'),
      to: listLink<SettlementListQuery>('/agent/settlement'),
      state: counts.settle,
      count: counts.settle.data?.[SETTLEMENT_STATUS.pending] ?? (counts.settle.data ? 0 : undefined),
      actedOnWith: 'settlement:confirm',
    },
    {
      key: 'settleVoucher',
      title: 'dashboard.card.settleVoucher',
      hint: t('dashboard.card.settleVoucher.hint'),
      to: listLink<SettlementListQuery>('/agent/settlement', { tab: SETTLEMENT_STATUS.awaitingVoucher }),
      state: counts.settle,
      count: counts.settle.data?.[SETTLEMENT_STATUS.awaitingVoucher] ?? (counts.settle.data ? 0 : undefined),
      actedOnWith: 'settlement:voucher',
    },
    {
      key: 'lowBalance',
      title: 'dashboard.card.lowBalance',
      hint: t('dashboard.card.lowBalance.hint', { amount: formatMoney(LOW_BALANCE_FEN) }),
      to: listLink<PlatformListQuery>('/platform/list', { filters: LOW_BALANCE }),
      state: counts.lowBalance,
      count: counts.lowBalance.data?.total,
      actedOnWith: 'finance:recharge',
    },
    {
      key: 'rechargePending',
      title: 'dashboard.card.rechargePending',
      hint: t('dashboard.card.rechargePending.hint'),
      to: listLink<RechargeListQuery>('/finance/recharge', { filters: RECHARGE_PENDING }),
      state: counts.recharges,
      count: counts.recharges.data?.total,
    },
  ];
}
