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
 * The benchmark's larger data set (`localStorage['mock.scale'] = '1'` in a mock build; never
 * set by the demo or the tests): 50,000 orders to ship and 50,000 flow rows to export, and a
 * menu tree of 2,000 entries.
 */
export const SCALE = { shipments: 50_000, flows: 50_000 };

function scaleSwitch(): boolean {
  try {
    return globalThis.localStorage?.getItem('mock.scale') === '1';
  } catch {
    return false;
  }
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
  if (scale) scaleFlows(ledger, SCALE.flows);
  return {
    users: seedUsers() as MockUser[],
    menus: seedMenus(scale),
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
    ...seedShipments(platforms, merchants, scale ? SCALE.shipments : undefined),
    sequence: 1000,
  };
}

/**
 * The fake backend's state: in memory, seeded the same way every time. Tests call
 * `resetDb()` between cases (the one reset of every table); the browser demo starts
 * fresh on every page load.
 */
export let db = seed();

export function resetDb(): void {
  db = seed();
}

export function nextId(): number {
  db.sequence += 1;
  return db.sequence;
}
