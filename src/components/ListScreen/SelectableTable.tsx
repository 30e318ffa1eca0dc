import { Table, type TableProps } from 'antd';
import { lazy, Suspense, useMemo, type Key } from 'react';
import { useMessages } from '@/adapters/intl';
import type { PermissionAction } from '@/services/auth';
import type { Endpoint } from '@/services/endpoint';
import type { PageQuery, PageResult } from '@/services/types';
import type { ExportFormat, ListFilters, Row } from './listTypes';
import type SelectionBarType from './selectionBar';
import { selectedKeys, useSelection } from './selectionStore';
import { labelledSelection } from './toolbar';
import type { BatchListProps } from './useBatchSelection';

/** Loaded with the first selection: most visits to a list select nothing. */
const SelectionBar = lazy(
  () => import(/* webpackChunkName: "select-across" */ './selectionBar'),
) as unknown as typeof SelectionBarType;

export interface SelectableTableProps<T extends Row> {
  /** What ProTable would hand its own table (columns, rows, pagination, scroll…). */
  table: TableProps<T>;
  rowKey: keyof T & string;
  batch: BatchListProps<T>;
  /** For 选择全部 … 符合条件的: the list's endpoint, its filters and what the page shows. */
  fetchPage: Endpoint<ListFilters & PageQuery, PageResult<T, unknown>>;
  filters: ListFilters;
  shown: { rows: readonly T[]; total: number };
  exportAction: PermissionAction;
  exportRows: (rows: T[], format: ExportFormat) => Promise<void>;
}

/**
 * The table of a list with a batch selection, drawn through ProTable's `tableViewRender`: the
 * selection bar and antd's table with its boxes, the only parts that read the selection. A
 * tick renders them and nothing above them; ProTable's own props stay as they were (its
 * providers would otherwise render every antd component of the list again: docs/decisions.md,
 * "Every click at once").
 */
export default function SelectableTable<T extends Row>({ table, rowKey, batch, ...bar }: SelectableTableProps<T>) {
  const { t } = useMessages();
  const selection = useSelection(batch.store);
  const keys = selectedKeys(selection.rows, batch.keyOf);
  const { store, selectable } = batch;
  const rowSelection = useMemo(
    () =>
      labelledSelection<T>(
        {
          selectedRowKeys: keys,
          // Rows of other pages stay selected (their keys come back without their rows).
          preserveSelectedRowKeys: true,
          onChange: (next: Key[], rows: T[]) =>
            store.update((current) => {
              const known = new Map([...current.rows, ...rows.filter(Boolean)].map((row) => [row[rowKey] as Key, row]));
              return { ...current, rows: next.flatMap((key) => known.get(key) ?? []) };
            }),
          getCheckboxProps: (row: T) => ({ disabled: !selectable(row) }),
        },
        rowKey,
        t,
      ),
    [keys, store, selectable, rowKey, t],
  );
  return (
    <>
      {keys.length > 0 && (
        <Suspense fallback={null}>
          <SelectionBar batch={batch} selection={selection} keys={keys} {...bar} />
        </Suspense>
      )}
      <Table<T> {...table} rowKey={rowKey} rowSelection={rowSelection} />
    </>
  );
}
