/**
 * What waits for the operator, as the workbench's cards and the header's bell list it: what
 * each counts (./sources.ts), which view of which list it opens. A count and its link use the
 * same filters, so they cannot disagree.
 */
import type { ReactNode } from 'react';
import { ALL_TAB, listLink } from '@/core/urlQuery';
import { SCREEN_PATH } from '@/services/screens';
import type { Messages } from '@/adapters/intl';
import type { LoadState } from '@/components/data';
import type { MessageKey } from '@/core/i18n';
import { formatMoney } from '@/core/money';
import type { PermissionAction } from '@/services/actions';
import { AGENT_STATUS, type AgentListQuery } from '@/services/agent';
import type { RechargeListQuery } from '@/services/finance';
import { LOW_BALANCE_FEN, type PlatformListQuery } from '@/services/platform';
import { SETTLEMENT_STATUS, type SettlementListQuery } from '@/services/settlement';
import { SHIPMENT_STATUS, type ShipListQuery } from '@/services/shipping';
import { LOW_BALANCE, PRINT_FAILED, RECHARGE_PENDING, type SourceData, type SourceKey } from './sources';

export interface Todo {
  key: string;
  title: MessageKey;
  hint: ReactNode;
  /** The list that shows these, with its tab and filters. */
  to: string;
  /** The source it is counted from (./sources.ts). */
  source: SourceKey;
  state: LoadState<unknown>;
  count: number | undefined;
  /** What acting on these takes; none: no screen acts on them (待审核充值 waits for the backend). */
  actedOnWith?: PermissionAction;
}

/** Each source's answer as loaded (the workbench's own queries, or the bell's shared ones). */
export type TodoCounts = { [K in SourceKey]: LoadState<SourceData[K]> };

/** Every card, in the order they show. */
export function todoList({ t }: Messages, counts: TodoCounts): Todo[] {
  return [
    {
      key: 'toShip',
      source: 'shipTabs',
      title: 'todos.toShip',
      hint: t('todos.toShip.hint'),
      to: listLink<ShipListQuery>(SCREEN_PATH.shipping),
      state: counts.shipTabs,
      count: counts.shipTabs.data?.[SHIPMENT_STATUS.toShip],
      actedOnWith: 'ship:print',
    },
    {
      key: 'printFailed',
      source: 'printFailed',
      title: 'todos.printFailed',
      hint: t('todos.printFailed.hint'),
      to: listLink<ShipListQuery>(SCREEN_PATH.shipping, { filters: PRINT_FAILED, tab: ALL_TAB }),
      state: counts.printFailed,
      count: counts.printFailed.data?.total,
      actedOnWith: 'ship:print',
    },
    {
      key: 'exception',
      source: 'shipTabs',
      title: 'todos.exception',
      hint: t('todos.exception.hint'),
      to: listLink<ShipListQuery>(SCREEN_PATH.shipping, { tab: SHIPMENT_STATUS.exception }),
      state: counts.shipTabs,
      count: counts.shipTabs.data?.[SHIPMENT_STATUS.exception],
      actedOnWith: 'ship:print',
    },
    {
      key: 'settlePending',
      source: 'settlementTabs',
      title: 'todos.settlePending',
      hint: t('todos.settlePending.hint'),
      to: listLink<SettlementListQuery>(SCREEN_PATH.settlements),
      state: counts.settlementTabs,
      count: counts.settlementTabs.data?.[SETTLEMENT_STATUS.pending] ?? (counts.settlementTabs.data ? 0 : undefined),
      actedOnWith: 'settlement:confirm',
    },
    {
      key: 'settleVoucher',
      source: 'settlementTabs',
      title: 'todos.settleVoucher',
      hint: t('todos.settleVoucher.hint'),
      to: listLink<SettlementListQuery>(SCREEN_PATH.settlements, { tab: SETTLEMENT_STATUS.awaitingVoucher }),
      state: counts.settlementTabs,
      count:
        counts.settlementTabs.data?.[SETTLEMENT_STATUS.awaitingVoucher] ?? (counts.settlementTabs.data ? 0 : undefined),
      actedOnWith: 'settlement:voucher',
    },
    {
      key: 'lowBalance',
      source: 'lowBalance',
      title: 'todos.lowBalance',
      hint: t('todos.lowBalance.hint', { amount: formatMoney(LOW_BALANCE_FEN) }),
      to: listLink<PlatformListQuery>(SCREEN_PATH.platforms, { filters: LOW_BALANCE }),
      state: counts.lowBalance,
      count: counts.lowBalance.data?.total,
      actedOnWith: 'finance:recharge',
    },
    {
      key: 'rechargePending',
      source: 'recharges',
      title: 'todos.rechargePending',
      hint: t('todos.rechargePending.hint'),
      to: listLink<RechargeListQuery>(SCREEN_PATH.recharges, { filters: RECHARGE_PENDING }),
      state: counts.recharges,
      count: counts.recharges.data?.total,
    },
    {
      key: 'agentPending',
      source: 'agents',
      title: 'todos.agentPending',
      hint: t('todos.agentPending.hint'),
      to: listLink<AgentListQuery>(SCREEN_PATH.agents, { tab: AGENT_STATUS.pending }),
      state: counts.agents,
      count: counts.agents.data?.total,
      actedOnWith: 'agent:approve',
    },
  ];
}
