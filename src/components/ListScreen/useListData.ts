import { useDeferredValue } from 'react';
import { useDataQuery } from '@/components/data';
import { fetchTablePage, type TablePage, type TableResult } from '@/core/pagination';
import type { Endpoint } from '@/services/endpoint';
import type { FoundEach } from '@/core/findEach';
import type { PageQuery, PageResult } from '@/services/types';

/** How a list searches a pasted column of numbers (./manyNumbers.ts). */
export interface ManyNumbersSearch<T> {
  /** The numbers the filters hold: two or more make it a search number by number. */
  numbers: (filters: object) => string[];
  /** The filters the numbers are searched with: not the tab's (the tabs then say where each is). */
  scope: (filters: object) => object;
  load: (numbers: string[], filters: object, signal: AbortSignal) => Promise<FoundEach<T>>;
  /** The tab counts of the rows found (where each is). */
  counts: (rows: readonly T[]) => TabCounts;
}

/**
 * No rows yet: one array for every render. ProTable keeps its rows as controlled state and
 * copies each new array into it, another render of the whole table.
 */
export const NO_ROWS: never[] = [];
/** Tab badge counts by tab key (`all` and one per status). */
export type TabCounts = Partial<Record<string, number>>;

/**
 * Loads one page, and the tab counts for the same filters, as one answer keyed by both
 * endpoints and the query: rows and counts arrive together, so the badges never describe
 * other rows than the ones on screen. A failing count call leaves the badges out; the rows
 * still show. A change to what the list reads (its endpoint's `reads`) loads it again.
 */
export function useListData<T, F extends object, S = never>(
  fetchPage: Endpoint<F & PageQuery, PageResult<T, S>>,
  page: TablePage,
  filters: F,
  fetchCounts?: {
    endpoint: Endpoint<never, TabCounts>;
    /** Names the counts in the answer's key (the endpoint, or the tabs counted from totals). */
    id: string;
    load: (filters: F, options?: { signal?: AbortSignal }) => Promise<TabCounts>;
  },
  many?: ManyNumbersSearch<T>,
) {
  const numbers = many?.numbers(filters) ?? [];
  const manyMode = numbers.length > 1;
  const query = useDataQuery<{ page: TableResult<T, S>; counts?: TabCounts; at: TablePage; many?: FoundEach<T> }>({
    key: manyMode
      ? [fetchPage.path, 'many', many!.scope(filters)]
      : [fetchPage.path, fetchCounts?.id ?? null, filters, page.current ?? 1, page.pageSize ?? null],
    reads: [...fetchPage.reads, ...(fetchCounts?.endpoint.reads ?? [])],
    load: (signal) =>
      manyMode
        ? many!.load(numbers, filters, signal).then((found) => ({
            page: { data: found.rows, total: found.rows.length },
            counts: many!.counts(found.rows),
            at: { current: 1, pageSize: Math.max(1, found.rows.length) },
            many: found,
          }))
        : Promise.all([
            fetchTablePage(fetchPage, page, filters, signal),
            fetchCounts?.load(filters, { signal }).catch(() => undefined),
          ]).then(([rows, counts]) => ({
            page: rows,
            counts,
            at: { current: page.current ?? 1, pageSize: page.pageSize },
          })),
    keepPrevious: true,
  });
  // Rows reach the screen in a render the browser can interrupt (a page of 100 rows is a
  // long render, and the first page of a cold load was the screen's longest task).
  const deferred = useDeferredValue(query.data);
  const shown = deferred;
  return {
    rows: shown?.page.data ?? NO_ROWS,
    total: shown?.page.total ?? 0,
    counts: shown?.counts,
    /** A pasted column searched number by number: what was asked, found and not found. */
    many: shown?.many,
    summary: shown?.page.summary,
    /** The page the rows shown belong to: after a failed page change, the last good one's. */
    shownPage: shown?.at,
    // Still loading until the new rows are the ones on screen.
    loading: query.loading || deferred !== query.data,
    slow: query.slow,
    error: query.error,
    loaded: query.loaded,
    reload: query.reload,
  };
}
