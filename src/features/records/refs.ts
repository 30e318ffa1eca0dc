/**
 * How each kind of record is referred to, once: its list (where 在列表中查看 leads, and whose
 * menu entry decides whether the operator may open it at all) and the reference the palette,
 * the bell and the links inside another record open.
 */
import { SCREEN_PATH, type ScreenPath } from '@/services/screens';
import { ALL_TAB, listLink } from '@/core/urlQuery';
import type { AgentListQuery } from '@/services/agent';
import type { PlatformListQuery } from '@/services/platform';
import type { SettlementListQuery } from '@/services/settlement';
import type { ShipListQuery } from '@/services/shipping';
import type { RecordKind, RecordRef } from './recordStore';

/** The list of each kind: a record opens only for an operator whose menu has it. */
export const RECORD_LISTS: Record<RecordKind, ScreenPath> = {
  order: SCREEN_PATH.shipping,
  agent: SCREEN_PATH.agents,
  platform: SCREEN_PATH.platforms,
  settlement: SCREEN_PATH.settlements,
};

export const orderRef = (id: string, orderNo: string): RecordRef => ({
  kind: 'order',
  id,
  no: orderNo,
  inList: listLink<ShipListQuery>(RECORD_LISTS.order, { filters: { keyword: orderNo }, tab: ALL_TAB, open: id }),
});

/** `keyword` finds the agent in its list: the agent number, else the name. */
export const agentRef = (id: number, keyword: string): RecordRef => ({
  kind: 'agent',
  id: String(id),
  inList: listLink<AgentListQuery>(RECORD_LISTS.agent, { filters: { keyword }, tab: ALL_TAB, open: id }),
});

/** `keyword` finds the platform in its list: the platform number, else the name. */
export const platformRef = (id: number, keyword: string): RecordRef => ({
  kind: 'platform',
  id: String(id),
  inList: listLink<PlatformListQuery>(RECORD_LISTS.platform, { filters: { keyword }, open: id }),
});

export const settlementRef = (settleNo: string): RecordRef => ({
  kind: 'settlement',
  id: settleNo,
  inList: listLink<SettlementListQuery>(RECORD_LISTS.settlement, { filters: { keyword: settleNo }, tab: ALL_TAB }),
});
