import type { ProTableProps } from '@ant-design/pro-components';
import { Button, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import { useReloadMemory } from '@/components/useReloadMemory';
import type { ListFilters, Row } from './listTypes';

/** What ListScreen takes from a batch selection. */
export type BatchListProps<T extends Row> = Pick<
  ProTableProps<T, ListFilters>,
  'rowSelection' | 'tableAlertRender' | 'tableAlertOptionRender'
> & {
  /** The rows selected, on this page or others (what 导出所选 writes). */
  selected: T[];
  /** Selects every row that matches `filters` (fetched across pages, at most BATCH_CAP). */
  selectAcross: (rows: T[], total: number, filters: object) => void;
  /** Selected across pages: the filter it was for, and how many matched it. */
  across?: { query: string; total: number };
  /** Whether a row may be selected (the batch action applies to it). */
  selectable: (row: T) => boolean;
  keyOf: (row: T) => Key;
};

/**
 * The most rows one batch takes when every match is selected across pages: a day's work, yet
 * bounded (each is one call, a few at a time). What it leaves out is said.
 */
export const BATCH_CAP = 200;

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
 * Rows picked for a batch action (print, confirm): the checkboxes, the bar that counts
 * them with 取消选择, and the selection itself. One array per selection, not one per render:
 * ProTable holds the keys as controlled state and copies a new array into its own after
 * every render that brings one, each copy another render of the whole table.
 */
export function useBatchSelection<T extends Row, K extends keyof T & string>(rowKey: K, batch: BatchSelection<T>) {
  const { t } = useMessages();
  const [selected, setSelected] = useState<T[]>([]);
  const [across, setAcross] = useState<{ query: string; total: number }>();
  const selectedKeys = useMemo(() => selected.map((row) => row[rowKey]), [selected, rowKey]);
  // The same array when nothing is selected: a new one re-renders the table.
  const select = useCallback(
    (rows: T[]) => setSelected((current) => (rows.length === 0 && current.length === 0 ? current : rows)),
    [],
  );
  const clear = useCallback(() => {
    setAcross(undefined);
    select([]);
  }, [select]);
  const selectable = useRef(batch.selectable);
  selectable.current = batch.selectable;
  const takeKept = useReloadMemory<Key[]>('selected', batch.keptOverReload ? (selectedKeys as Key[]) : undefined);
  /**
   * After a load: what stays selected is what the list still shows and may still be acted on,
   * as loaded now. A refresh of the same page (a tab shown again, a change made elsewhere)
   * keeps the operator's choice; another page or filter, or rows that moved on, let go of it.
   */
  const keepLoaded = useCallback(
    (rows: readonly T[], filters?: object) => {
      // Every match selected across pages, and still the same filter: a page turned keeps it
      // (the rows shown are taken as now loaded; one that moved on is let go).
      if (across && filters && filterKey(filters) === across.query) {
        const loaded = new Map(rows.map((row) => [row[rowKey], row]));
        setSelected((current) =>
          current.flatMap((row) => {
            const now = loaded.get(row[rowKey]) ?? row;
            return selectable.current(now) ? [now] : [];
          }),
        );
        return;
      }
      if (across) setAcross(undefined);
      // The first load after a reload selects again what was selected before it.
      const before = takeKept();
      setSelected((current) => {
        if (before?.length && current.length === 0)
          return rows.filter((row) => before.includes(row[rowKey] as Key) && selectable.current(row));
        if (current.length === 0) return current;
        const loaded = new Map(rows.map((row) => [row[rowKey], row]));
        const kept = current.flatMap((row) => {
          const now = loaded.get(row[rowKey]);
          return now && selectable.current(now) ? [now] : [];
        });
        return kept.length === current.length && kept.every((row, index) => row === current[index]) ? current : kept;
      });
    },
    [rowKey, takeKept, across],
  );
  const selectAcross = useCallback((rows: T[], total: number, filters: object) => {
    setAcross({ query: filterKey(filters), total });
    setSelected(rows.filter((row) => selectable.current(row)).slice(0, BATCH_CAP));
  }, []);
  const listProps: BatchListProps<T> = {
    rowSelection: batch.enabled
      ? {
          selectedRowKeys: selectedKeys as Key[],
          // Rows of other pages stay selected (their keys come back without their rows).
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) =>
            setSelected((current) => {
              const known = new Map([...current, ...rows.filter(Boolean)].map((row) => [row[rowKey], row]));
              return keys.flatMap((key) => known.get(key as T[K]) ?? []);
            }),
          getCheckboxProps: (row) => ({ disabled: !batch.selectable(row) }),
        }
      : undefined,
    tableAlertRender: ({ selectedRowKeys }) => batch.selectedText(selectedRowKeys.length, selectedRowKeys),
    tableAlertOptionRender: () => <Typography.Link onClick={clear}>{t('list.selection.clear')}</Typography.Link>,
    selected,
    selectAcross,
    across,
    selectable: batch.selectable,
    keyOf: (row) => row[rowKey] as Key,
  };
  return { selected, clear, select, keepLoaded, listProps };
}

/** The toolbar's button for the batch action, with the count of rows it will act on. */
export function BatchButton({
  count,
  icon,
  onClick,
  children,
}: {
  count: number;
  icon?: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button type="primary" icon={icon} disabled={count === 0} onClick={onClick}>
      {children}
      {count > 0 ? ` (${count})` : ''}
    </Button>
  );
}
