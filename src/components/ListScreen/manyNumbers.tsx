/**
 * A pasted column of numbers in a list's keyword box (orders from a merchant's sheet, waybills
 * from a carrier's): each number is searched on its own through the list endpoint's one-keyword
 * filter (src/core/findEach.ts), across every tab; the tabs then show where the rows found are,
 * and the list names the numbers nothing was found for.
 */
import { lazy, Suspense, useMemo, type ComponentProps } from 'react';
import { numbersIn } from '@/core/searchText';
import type { Endpoint } from '@/services/endpoint';
import { ALL_TAB } from '@/core/urlQuery';
import type { TablePage } from '@/core/pagination';
import type { PageQuery, PageResult } from '@/services/types';
import type { ListFilters, Row } from './listTypes';
import { tabCountsLoader, withoutTab, type ListTabs } from './statusTabs';
import { useListData, type ManyNumbersSearch, type TabCounts } from './useListData';

/** What a screen says of its keyword: which filter takes one number, and which row a number names. */
export interface ManyNumbers<T> {
  filter: string;
  /** Whether a row is the one a number names (its order or waybill number), not a partial match. */
  names: (row: T, number: string) => boolean;
}

/** Rows one number may find (an order number finds one; a waybill, its parcels). */
const ROWS_PER_NUMBER = 10;

function manyNumbersSearch<T extends Row>(
  spec: ManyNumbers<T>,
  fetchPage: Endpoint<ListFilters & PageQuery, PageResult<T, unknown>>,
  rowKey: string,
  tabParam: string | undefined,
): ManyNumbersSearch<T> {
  const text = (filters: object) => (filters as ListFilters)[spec.filter];
  return {
    numbers: (filters) => numbersIn(typeof text(filters) === 'string' ? (text(filters) as string) : ''),
    scope: (filters) => withoutTab(filters as ListFilters, tabParam),
    // The one-by-one search loads with the first pasted column, not with the list.
    load: async (numbers, filters, signal) => {
      const { findEach } = await import(/* webpackChunkName: "find-each" */ '@/core/findEach');
      return findEach(
        numbers,
        (number, called) =>
          fetchPage(
            { ...withoutTab(filters as ListFilters, tabParam), [spec.filter]: number, page: 1, limit: ROWS_PER_NUMBER },
            { signal: called },
          ).then((answer) => answer.list),
        { key: (row) => String(row[rowKey]), names: spec.names, signal },
      );
    },
    counts: (rows) => {
      const counts: TabCounts = { all: rows.length };
      if (tabParam) for (const row of rows) counts[String(row[tabParam])] = (counts[String(row[tabParam])] ?? 0) + 1;
      return counts;
    },
  };
}

/**
 * The list's rows: a page as usual, or, when the keyword holds several numbers, every row found
 * for them, of which a tab shows those it holds.
 */
export function useFoundRows<T extends Row, S>(
  props: { manyNumbers?: ManyNumbers<T>; rowKey: string; tabs?: ListTabs<PageQuery> },
  fetchPage: Endpoint<ListFilters & PageQuery, PageResult<T, S>>,
  page: TablePage,
  filters: ListFilters,
  activeTab: string,
) {
  const tabParam = props.tabs?.param;
  const { manyNumbers, rowKey } = props;
  const many = useMemo(
    () => manyNumbers && manyNumbersSearch(manyNumbers, fetchPage as never, rowKey, tabParam),
    [manyNumbers, fetchPage, rowKey, tabParam],
  );
  const loaded = useListData<T, ListFilters, S>(fetchPage, page, filters, tabCountsLoader(props.tabs), many);
  return useMemo(
    () => ({
      ...loaded,
      activeTab,
      rows:
        loaded.many && tabParam && activeTab !== ALL_TAB
          ? loaded.rows.filter((row) => String(row[tabParam]) === activeTab)
          : loaded.rows,
    }),
    [loaded, tabParam, activeTab],
  );
}

/**
 * Above the rows: what a search by numbers found, or where a search found nothing in this tab.
 * Its own chunk: a list shows it only after such a search.
 */
const FindNotes = lazy(() => import(/* webpackChunkName: "list-find-notes" */ './FindNotes'));

/** FindNotes where it has something to say, loaded then. */
export function ListFindNotes(props: ComponentProps<typeof FindNotes>) {
  if (!findNotesNeeded(props.tabs, props.data)) return null;
  return (
    <Suspense fallback={null}>
      <FindNotes {...props} />
    </Suspense>
  );
}

/** Whether FindNotes has anything to say (so the list loads it only then). */
function findNotesNeeded(
  tabs: { items: unknown[] } | undefined,
  data: {
    many?: unknown;
    loaded: boolean;
    loading: boolean;
    error?: unknown;
    rows: readonly unknown[];
    activeTab: string;
  },
): boolean {
  if (data.many) return true;
  return (
    Boolean(tabs) && data.activeTab !== ALL_TAB && data.loaded && !data.loading && !data.error && data.rows.length === 0
  );
}
