import { Children, isValidElement, useMemo, useRef, type ReactNode } from 'react';
import type { Messages } from '@/adapters/intl';
import { RowActions } from '@/components/cells';
import type { PageQuery } from '@/services/types';
import { proColumns, type ListField } from './fields';
import type { ListQuery, Row } from './listTypes';

/** Whether a row's actions are none: nothing, or a RowActions whose every child is off. */
function noActions(node: ReactNode): boolean {
  if (!node) return true;
  if (isValidElement<{ children?: ReactNode }>(node) && node.type === RowActions)
    return Children.toArray(node.props.children).length === 0;
  return false;
}

/**
 * The table's columns from the field list, with the row actions pinned on the right; none
 * where no row of the page offers an action (a read-only account); in a narrow window only the
 * identifying column on the left stays pinned.
 */
export function useListColumns<T extends Row, Q extends PageQuery>(
  t: Messages['t'],
  fields: readonly ListField<T, ListQuery<Q>>[],
  rows: readonly T[],
  options: { rowActions?: (row: T) => ReactNode; actionsWidth?: number; narrow: boolean },
) {
  // Read when a row renders: the page's latest actions (its permissions, its open dialogs).
  const rowActions = useRef(options.rowActions);
  rowActions.current = options.rowActions;
  const hasActions = Boolean(options.rowActions) && rows.some((row) => !noActions(options.rowActions!(row)));
  const { actionsWidth, narrow } = options;
  // What each row's actions were drawn with: a cell draws again when its row or the page's
  // actions are new (every render of the screen makes them anew), not on a tick, which
  // renders the table alone (./SelectableTable.tsx).
  const drewWith = useRef(new WeakMap<T, unknown>());
  return useMemo(() => {
    const derived = proColumns<T, ListQuery<Q>>(fields);
    if (hasActions) {
      derived.push({
        title: t('list.actions'),
        key: 'actions',
        search: false,
        fixed: 'right',
        width: actionsWidth ?? 140,
        shouldCellUpdate: (row: T, previous: T) =>
          !(row === previous && drewWith.current.get(row) === rowActions.current),
        render: (_, row) => {
          drewWith.current.set(row, rowActions.current);
          return rowActions.current?.(row);
        },
      });
    }
    // Narrow (a small window, 200 % zoom): the row's identity stays pinned on the left, so a
    // row scrolled sideways to its actions still says which order it is; the actions unpin.
    return narrow
      ? derived.map((column) =>
          column.fixed === 'left' || column.fixed === true ? column : { ...column, fixed: undefined },
        )
      : derived;
  }, [narrow, fields, hasActions, actionsWidth, t]);
}
