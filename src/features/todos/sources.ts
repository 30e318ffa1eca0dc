/**
 * What waits for the operator, and where it is counted: each source is one call of an
 * existing endpoint (a tab count, or a page of one row whose `total` is the count) and the
 * menu path of the list that shows those rows. The workbench's cards and the header's bell
 * count with these same calls, and link with the same filters (./todoList.tsx).
 */
import { SCREEN_PATH, type ScreenPath } from '@/services/screens';
import type { Endpoint } from '@/services/endpoint';
import { AGENT_STATUS, getAgentList, type AgentListQuery } from '@/services/agent';
import { getRechargeList, RECHARGE_STATUS, type RechargeListQuery } from '@/services/finance';
import { getPlatformList, type PlatformListQuery } from '@/services/platform';
import { agentSettlementStatusCount } from '@/services/settlement';
import { getShipList, getShipTabStat, PRINT_STATUS, type ShipListQuery } from '@/services/shipping';

/** The views a count counts and opens: the same filters go into the count and into the link. */
export const PRINT_FAILED = { printStatus: PRINT_STATUS.failed } satisfies Partial<ShipListQuery>;
export const LOW_BALANCE = { lowBalance: 1 } as const satisfies Partial<PlatformListQuery>;
export const RECHARGE_PENDING = { status: RECHARGE_STATUS.pending } satisfies Partial<RechargeListQuery>;
const AGENT_PENDING = { status: AGENT_STATUS.pending } satisfies Partial<AgentListQuery>;

interface Source<Req, Res> {
  call: Endpoint<Req, Res>;
  params: Req;
  /** The list that shows these rows: counted only when the operator's menu has it. */
  path: ScreenPath;
}

const source = <Req, Res>(call: Endpoint<Req, Res>, params: Req, path: ScreenPath): Source<Req, Res> => ({
  call,
  params,
  path,
});

/** One row is enough: the answer's `total` is the count. */
const ONE_ROW = { page: 1, limit: 1 } as const;

export const TODO_SOURCES = {
  shipTabs: source(getShipTabStat, {}, SCREEN_PATH.shipping),
  printFailed: source(getShipList, { ...PRINT_FAILED, ...ONE_ROW }, SCREEN_PATH.shipping),
  settlementTabs: source(agentSettlementStatusCount, {}, SCREEN_PATH.settlements),
  agents: source(getAgentList, { ...AGENT_PENDING, ...ONE_ROW }, SCREEN_PATH.agents),
  lowBalance: source(getPlatformList, { ...LOW_BALANCE, ...ONE_ROW }, SCREEN_PATH.platforms),
  recharges: source(getRechargeList, { ...RECHARGE_PENDING, ...ONE_ROW }, SCREEN_PATH.recharges),
};

export type SourceKey = keyof typeof TODO_SOURCES;
export const SOURCE_KEYS = Object.keys(TODO_SOURCES) as SourceKey[];

/** What each source answers. */
export type SourceData = {
  [K in SourceKey]: Awaited<ReturnType<(typeof TODO_SOURCES)[K]['call']>>;
};

/** Calls one source (what the workbench and the bell both load). */
export function loadSource<K extends SourceKey>(key: K, signal?: AbortSignal): Promise<SourceData[K]> {
  const { call, params } = TODO_SOURCES[key] as unknown as Source<unknown, SourceData[K]>;
  return call(params, { signal });
}
