import { Button } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useReloadKeeping } from '@/components/useReloadMemory';
import type { Row } from './listTypes';
import {
  createSelectionStore,
  selectedKeys,
  useSelection,
  type Selection,
  type SelectionStore,
} from './selectionStore';

export { useSelection, type SelectionStore } from './selectionStore';

/** What ListScreen takes from a batch selection. */
export interface BatchListProps<T extends Row> {
  /** The selection: the rows picked, on this page or others (what 导出所选 writes). */
  store: SelectionStore<T>;
  /** Whether a row may be selected (the batch action applies to it). */
  selectable: (row: T) => boolean;
  keyOf: (row: T) => Key;
  /** What the bar above the table says about the selection (its keys, for what it knows of them). */
  selectedText: (count: number, keys: readonly Key[]) => ReactNode;
  /** Lets go of the whole selection (取消选择). */
  clear: () => void;
  /** Selects every row that matches `filters` (fetched across pages, at most BATCH_CAP). */
  selectAcross: (rows: T[], total: number, filters: object) => void;
}

/**
 * The most rows one batch takes when every match is selected across pages: a day's work, yet
 * bounded (each is one call, a few at a time). What it leaves out is said.
 */
export const BATCH_CAP = 200;

/** Every row of the page that can be acted on is selected, and more pages match (选择全部 … 符合条件的 applies). */
export function wholePageOfMore<T extends Row>(
  batch: BatchListProps<T>,
  shown: { rows: readonly T[]; total: number },
  keys: readonly Key[],
): boolean {
  const picked = new Set(keys);
  const canAct = shown.rows.filter(batch.selectable);
  return shown.total > shown.rows.length && canAct.length > 0 && canAct.every((row) => picked.has(batch.keyOf(row)));
}

/** A list's filters as one text: the same filter whichever page is shown. */
const filterKey = (filters: object) => JSON.stringify(filters);

interface BatchSelection<T> {
  /** The operator may act on a batch at all (the permission the batch action needs). */
  enabled: boolean;
  /** Rows the batch action applies to; the others' checkboxes are disabled. */
  selectable: (row: T) => boolean;
  /** What the bar above the table says about the selection (its keys, for what it knows of them). */
  selectedText: (count: number, keys: readonly Key[]) => string;
  /** A reload of the page gives the selection back (src/components/useReloadMemory.ts). */
  keptOverReload?: boolean;
}

/**
 * Rows picked for a batch action (print, confirm): the checkboxes, the bar that counts them
 * with 取消选择, and the selection itself. The selection lives in a store, not in the screen's
 * state: a tick renders the table's boxes, the bar and the batch buttons (`useSelection`), and
 * leaves the screen, its search form and ProTable as they are.
 */
export function useBatchSelection<T extends Row, K extends keyof T & string>(rowKey: K, batch: BatchSelection<T>) {
  const [store] = useState(() => createSelectionStore<T>());
  const keyOf = useCallback((row: T) => row[rowKey] as Key, [rowKey]);
  const change = store.update;
  const select = useCallback(
    (rows: T[]) => change((current) => (rows.length === 0 && current.rows.length === 0 ? current : { rows })),
    [change],
  );
  const clear = useCallback(() => select([]), [select]);
  const selectable = useRef(batch.selectable);
  selectable.current = batch.selectable;
  const kept = useReloadKeeping<Key[]>('selected');
  const { keep } = kept;
  const keptOverReload = Boolean(batch.keptOverReload);
  useEffect(
    () => (keptOverReload ? store.subscribe(() => keep(selectedKeys(store.get().rows, keyOf))) : undefined),
    [store, keep, keyOf, keptOverReload],
  );
  /**
   * After a load: what stays selected is what the list still shows and may still be acted on,
   * as loaded now. A refresh of the same page (a tab shown again, a change made elsewhere)
   * keeps the operator's choice; another page or filter, or rows that moved on, let go of it.
   */
  const keepLoaded = useCallback(
    (rows: readonly T[], filters?: object) => {
      const loaded = new Map(rows.map((row) => [keyOf(row), row]));
      // The first load after a reload selects again what was selected before it.
      const before = keptOverReload ? kept.take() : undefined;
      change((current) => afterLoad(current, { rows, loaded, filters, before, selectable: selectable.current, keyOf }));
    },
    [change, keyOf, kept, keptOverReload],
  );
  const selectAcross = useCallback(
    (rows: T[], total: number, filters: object) =>
      change(() => ({
        rows: rows.filter((row) => selectable.current(row)).slice(0, BATCH_CAP),
        across: { query: filterKey(filters), total },
      })),
    [change],
  );
  const listProps = useMemo<BatchListProps<T> | undefined>(
    () =>
      batch.enabled
        ? { store, selectable: batch.selectable, keyOf, selectedText: batch.selectedText, clear, selectAcross }
        : undefined,
    [batch.enabled, batch.selectable, batch.selectedText, store, keyOf, clear, selectAcross],
  );
  return { store, clear, select, keepLoaded, listProps };
}

/** What a load leaves selected (see `keepLoaded`). */
function afterLoad<T>(
  current: Selection<T>,
  load: {
    rows: readonly T[];
    loaded: Map<Key, T>;
    filters?: object;
    before?: Key[];
    selectable: (row: T) => boolean;
    keyOf: (row: T) => Key;
  },
): Selection<T> {
  const { loaded, selectable, keyOf } = load;
  // Every match selected across pages, and still the same filter: a page turned keeps it (the
  // rows shown are taken as now loaded; one that moved on is let go).
  const across = current.across;
  if (across && load.filters && filterKey(load.filters) === across.query) {
    const rows = current.rows.flatMap((row) => {
      const now = loaded.get(keyOf(row)) ?? row;
      return selectable(now) ? [now] : [];
    });
    return { rows, across };
  }
  if (load.before?.length && current.rows.length === 0) {
    const before = new Set(load.before);
    return { rows: load.rows.filter((row) => before.has(keyOf(row)) && selectable(row)) };
  }
  if (current.rows.length === 0) return across ? { rows: current.rows } : current;
  const kept = current.rows.flatMap((row) => {
    const now = loaded.get(keyOf(row));
    return now && selectable(now) ? [now] : [];
  });
  const same =
    !across && kept.length === current.rows.length && kept.every((row, index) => row === current.rows[index]);
  return same ? current : { rows: kept };
}

/**
 * The toolbar's button for a batch action, with the count of the selected rows it acts on;
 * it reads the selection itself, so a tick renders the button and not the screen.
 */
export function BatchButton<T extends Row>({
  selection,
  pick = (rows) => rows,
  icon,
  onClick,
  children,
}: {
  selection: SelectionStore<T>;
  /** The selected rows this action applies to (default: all of them). */
  pick?: (rows: readonly T[]) => readonly T[];
  icon?: ReactNode;
  onClick: (rows: T[]) => void;
  children: ReactNode;
}) {
  const rows = pick(useSelection(selection).rows);
  return (
    <Button type="primary" icon={icon} disabled={rows.length === 0} onClick={() => onClick([...rows])}>
      {children}
      {rows.length > 0 ? ` (${rows.length})` : ''}
    </Button>
  );
}
