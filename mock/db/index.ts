import { seedPayeeAnomalies } from './payeeAnomalies';
import { seedAgents } from './agent';
import { seedLedger } from './ledgerSeed';
import { seedMenus } from './menus';
import { seedMerchants } from './orders';
import { SHIPPING_PLATFORMS, seedPlatforms } from './platform';
import { seededRandom } from './random';
import { seedRisk } from './risk';
import { seedSettlements } from './settlement';
import { seedShipments } from './shipping';
import { seedUsers, type MockUser } from './users';
import { SCALE, scaleFlows, scaleOptions, scaleSettlements, scaleSwitch } from './scale';
import { markMockWork } from '../timing';

interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  data: ArrayBuffer;
}

/** The answer a request key got first, bound to the request it came with. */
interface RememberedAnswer {
  code: number;
  data: unknown;
  msg: string;
  /** The request's parameters without the key: the same key with others is refused. */
  request: string;
  /** When it was answered (ms): a key is forgotten after 24 hours. */
  at: number;
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
  // The seeded random numbers are drawn in this order: a change of order changes the demo data.
  const settlements = seedSettlements(random, agents, signings);
  if (scale.has('settlements')) scaleSettlements(settlements, SCALE.pendingSettlements);
  seedPayeeAnomalies(agents, platforms, settlements);
  const risk = seedRisk(random, platforms);
  // Last: the copies only lengthen the agent and platform option lists.
  if (scale.has('options')) scaleOptions(agents, platforms, SCALE.options);
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
    settlements,
    risk,
    ...seedShipments(platforms, merchants, scale.has('shipments') ? SCALE.shipments : undefined),
    sequence: 1000,
    /** The tables of areas that keep their own (./areaTable.ts), seeded at their first use. */
    areaTables: {} as Record<string, unknown>,
  };
}

/**
 * The fake backend's state: in memory, seeded the same way every time. Tests call
 * `resetDb()` between cases (the one reset of every table); the browser demo starts
 * fresh on every page load.
 */
export let db = timedSeed();

/** @internal exported for its tests */
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
