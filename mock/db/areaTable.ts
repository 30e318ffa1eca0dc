import { db } from './index';

/**
 * A table a new API area keeps in its own file (README, "Add a screen"), with nothing to add to
 * ./index.ts: seeded at its first use after each reset of the fake backend (`resetDb()`), so it
 * starts the same in every test and every demo load. Its seed draws from its own
 * `seededRandom(…)`, never from the shared one, whose order fixes the rest of the demo data.
 * @public for the areas a new screen brings; tests/unit/areaTable.test.ts holds it to that
 */
export function areaTable<T>(name: string, seed: () => T): () => T {
  return () => (db.areaTables[name] ??= seed()) as T;
}
