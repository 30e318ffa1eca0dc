import { useSyncExternalStore, type Key } from 'react';

/** What a batch selection holds: the rows picked, and whether they are every match across pages. */
export interface Selection<T> {
  readonly rows: readonly T[];
  /** Selected across pages: the filter it was for, and how many matched it. */
  readonly across?: { query: string; total: number };
}

/**
 * A list's batch selection, outside React's state: a tick tells only what reads it (the table's
 * boxes, the selection bar, the batch buttons) and leaves the screen, its search form and
 * ProTable alone (docs/decisions.md, "Every click at once").
 */
export interface SelectionStore<T> {
  get: () => Selection<T>;
  /** The next selection from the one now (the same object: nothing changes, nobody is told). */
  update: (next: (current: Selection<T>) => Selection<T>) => void;
  subscribe: (listener: () => void) => () => void;
}

const NOTHING: Selection<never> = { rows: [] };

export function createSelectionStore<T>(): SelectionStore<T> {
  let current: Selection<T> = NOTHING;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    update: (next) => {
      const value = next(current);
      if (value === current) return;
      current = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The selection now, rendering again when it changes. */
export function useSelection<T>(store: SelectionStore<T>): Selection<T> {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The keys of a selection's rows (one array per selection, not one per render). */
const keysOf = new WeakMap<readonly unknown[], Key[]>();
export function selectedKeys<T>(rows: readonly T[], keyOf: (row: T) => Key): Key[] {
  let keys = keysOf.get(rows);
  if (!keys) {
    keys = rows.map(keyOf);
    keysOf.set(rows, keys);
  }
  return keys;
}
