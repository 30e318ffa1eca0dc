import { seedAgents } from './agent';
import { seedLedger, type Ledger } from './ledger';
import { seedMenus } from './menus';
import { seedMerchants } from './orders';
import { SHIPPING_PLATFORMS, seedPlatforms } from './platform';
import { beijingTime, seededRandom } from './random';
import { seedRisk } from './risk';
import { seedSettlements } from './settlement';
import { seedShipments } from './shipping';
import { seedUsers, type MockUser } from './users';
import { markMockWork } from '../timing';

export interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  data: ArrayBuffer;
}

/** What a money-moving call answered the first time its idempotency key was seen. */
/** The answer a request key got first, bound to the request it came with. */
export interface RememberedAnswer {
  code: number;
  data: unknown;
  msg: string;
  /** The request's parameters without the key: the same key with others is refused. */
  request: string;
  /** When it was answered (ms): a key is forgotten after 24 hours. */
  at: number;
}

/**
 * The benchmark's larger data sets (`localStorage['mock.scale']` in a mock build; never set
 * by the demo or the tests): `shipments` (50,000 orders to ship), `flows` (50,000 flow rows),
 * `menus` (a menu tree of 2,000 entries), a comma-separated choice of them, or `1` for all.
 * Each scenario seeds only its own, so one table's bulk does not weigh on another's figures
 * (the mock lives in the page's heap, where its garbage collection is the page's too).
 */
export const SCALE = { shipments: 50_000, flows: 50_000 };

type ScaleSet = 'shipments' | 'flows' | 'menus';

function scaleSwitch(): Set<ScaleSet> {
  let value: string | null | undefined;
  try {
    value = globalThis.localStorage?.getItem('mock.scale');
  } catch {
    value = undefined;
  }
  if (!value) return new Set();
  if (value === '1') return new Set(['shipments', 'flows', 'menus']);
  return new Set(value.split(',').map((name) => name.trim()) as ScaleSet[]);
}

/** Older copies of the seeded flow rows, a month back per round, up to `count` rows. */
function scaleFlows(ledger: Ledger, count: number): void {
  const seeded = ledger.flows.slice();
  for (let round = 1; ledger.flows.length < count; round += 1) {
    for (const row of seeded) {
      if (ledger.flows.length >= count) break;
      const time = beijingTime(Date.parse(`${row.createTime.replace(' ', 'T')}+08:00`) - round * 30 * 86_400_000);
      ledger.flows.push({ ...row, flowNo: `${row.flowNo}R${round}`, createTime: time });
    }
  }
}

/** Every table of the fake backend, seeded the same way every time. */
function seed() {
  const scale = scaleSwitch();
  const random = seededRandom(20240518);
  const agents = seedAgents(random);
  const { platforms, signings } = seedPlatforms(random, agents);
  const merchants = seedMerchants(platforms.filter((platform) => platform.ships));
  const ledger = seedLedger(random, platforms, new Map(SHIPPING_PLATFORMS.map((seed) => [seed.id, seed.target])));
  if (scale.has('flows')) scaleFlows(ledger, SCALE.flows);
  return {
    users: seedUsers() as MockUser[],
    menus: seedMenus(scale.has('menus')),
    /** token -> user id */
    tokens: new Map<string, number>(),
    files: new Map<string, StoredFile>(),
    idempotency: new Map<string, RememberedAnswer>(),
    agents,
    signings,
    platforms,
    merchants,
    ledger,
    settlements: seedSettlements(random, agents, signings),
    risk: seedRisk(random, platforms),
    ...seedShipments(platforms, merchants, scale.has('shipments') ? SCALE.shipments : undefined),
    sequence: 1000,
  };
}

/**
 * The fake backend's state: in memory, seeded the same way every time. Tests call
 * `resetDb()` between cases (the one reset of every table); the browser demo starts
 * fresh on every page load.
 */
export let db = timedSeed();

export function resetDb(): void {
  db = timedSeed();
}

/** Seeding is the mock's work too (seconds for the benchmark's data set): see markMockWork. */
function timedSeed() {
  const start = performance.now();
  const seeded = seed();
  markMockWork(start);
  return seeded;
}

export function nextId(): number {
  db.sequence += 1;
  return db.sequence;
}
