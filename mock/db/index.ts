import { seedMenus } from './menus';
import { seedShipping } from './shipping';
import { seedUsers, type MockUser } from './users';

export interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  data: ArrayBuffer;
}

function seed() {
  return {
    users: seedUsers() as MockUser[],
    menus: seedMenus(),
    /** token -> user id */
    tokens: new Map<string, number>(),
    files: new Map<string, StoredFile>(),
    ...seedShipping(),
    sequence: 1000,
  };
}

/**
 * The fake backend's state: in memory, seeded the same way every time. Tests call
 * `resetDb()` between cases; the browser demo starts fresh on every page load.
 */
export let db = seed();

export function resetDb(): void {
  db = seed();
}

export function nextId(): number {
  db.sequence += 1;
  return db.sequence;
}
