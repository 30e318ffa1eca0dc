import { useLoad } from '@/components/async';
import { fetchTablePage, type TablePage, type TableResult } from '@/core/pagination';
import type { PageQuery, PageResult } from '@/services/types';

/** Tab badge counts by tab key (`all` and one per status). */
export type TabCounts = Partial<Record<string, number>>;

/**
 * Loads one page, and the tab counts for the same filters, whenever `key` (the URL query)
 * changes: rows and counts arrive together, so the badges never describe other rows than
 * the ones on screen. A failing count call leaves the badges out; the rows still show.
 */
export function useListData<T, F extends object, S = never>(
  fetchPage: (query: F & PageQuery, options?: { signal?: AbortSignal }) => Promise<PageResult<T, S>>,
  page: TablePage,
  filters: F,
  key: string,
  fetchCounts?: (filters: F, options?: { signal?: AbortSignal }) => Promise<TabCounts>,
) {
  const load = useLoad<{ page: TableResult<T, S>; counts?: TabCounts }>(
    (signal) =>
      Promise.all([
        fetchTablePage(fetchPage, page, filters, signal),
        fetchCounts?.(filters, { signal }).catch(() => undefined),
      ]).then(([rows, counts]) => ({ page: rows, counts })),
    [key],
    // Later pages replace rows already on screen, as a transition that yields to the browser.
    { transition: true },
  );
  return {
    rows: load.data?.page.data ?? [],
    total: load.data?.page.total ?? 0,
    counts: load.data?.counts,
    summary: load.data?.page.summary,
    loading: load.loading,
    slow: load.slow,
    error: load.error,
    loaded: load.loaded,
    reload: load.reload,
  };
}
