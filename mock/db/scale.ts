import { SETTLEMENT_STATUS } from '@/services/settlement';
import type { MockAgent } from './agent';
import type { Ledger } from './ledger';
import type { MockPlatform } from './platform';
import { beijingTime } from './random';
import type { MockSettlement } from './settlement';

/**
 * The benchmark's larger data sets (`localStorage['mock.scale']` in a mock build; never set
 * by the demo or the tests): `shipments` (50,000 orders to ship), `flows` (50,000 flow rows),
 * `menus` (a menu tree of 2,000 entries), `options` (5,000 agents and 5,000 platforms in the
 * selects), `settlements` (200 settlements awaiting confirmation), a comma-separated choice
 * of them, or `1` for all. Each scenario seeds only its own, so one table's bulk does not
 * weigh on another's figures (the mock lives in the page's heap, where its garbage
 * collection is the page's too).
 */
export const SCALE = { shipments: 50_000, flows: 50_000, options: 5_000, pendingSettlements: 200 };

const SCALE_SETS = ['shipments', 'flows', 'menus', 'options', 'settlements'] as const;
export type ScaleSet = (typeof SCALE_SETS)[number];

export function scaleSwitch(): Set<ScaleSet> {
  let value: string | null | undefined;
  try {
    value = globalThis.localStorage?.getItem('mock.scale');
  } catch {
    value = undefined;
  }
  if (!value) return new Set();
  if (value === '1') return new Set(SCALE_SETS);
  return new Set(value.split(',').map((name) => name.trim()) as ScaleSet[]);
}

/** Older copies of the seeded flow rows, a month back per round, up to `count` rows. */
export function scaleFlows(ledger: Ledger, count: number): void {
  const seeded = ledger.flows.slice();
  for (let round = 1; ledger.flows.length < count; round += 1) {
    for (const row of seeded) {
      if (ledger.flows.length >= count) break;
      const time = beijingTime(Date.parse(`${row.createTime.replace(' ', 'T')}+08:00`) - round * 30 * 86_400_000);
      ledger.flows.push({ ...row, flowNo: `${row.flowNo}R${round}`, createTime: time });
    }
  }
}

/**
 * Copies of the agents and platforms, each with its own id, number and name, up to `count`
 * of each: what the agent and platform selects offer (ids far above the mock's sequence).
 */
export function scaleOptions(agents: MockAgent[], platforms: MockPlatform[], count: number): void {
  const seededAgents = agents.slice();
  for (let copy = 0; agents.length < count; copy += 1) {
    const agent = seededAgents[copy % seededAgents.length];
    const round = Math.floor(copy / seededAgents.length) + 1;
    agents.push({ ...agent, id: 100_000 + copy, agentNo: `${agent.agentNo}${round}`, name: `${agent.name}${round}` });
  }
  const seededPlatforms = platforms.slice();
  for (let copy = 0; platforms.length < count; copy += 1) {
    const platform = seededPlatforms[copy % seededPlatforms.length];
    const round = Math.floor(copy / seededPlatforms.length) + 1;
    platforms.push({ ...platform, id: 200_000 + copy, name: `${platform.name}${round}` });
  }
}

/** Copies of the settlements awaiting confirmation, up to `count` of them. */
export function scaleSettlements(rows: MockSettlement[], count: number): void {
  const pending = rows.filter((row) => row.status === SETTLEMENT_STATUS.pending);
  if (!pending.length) return;
  for (let copy = 0; copy < count - pending.length; copy += 1) {
    const row = pending[copy % pending.length];
    rows.push({ ...row, settleNo: `${row.settleNo}C${copy + 1}` });
  }
}
