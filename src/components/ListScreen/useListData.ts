import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/core/request';
import { fetchTablePage, type TablePage } from '@/core/pagination';
import type { PageQuery, PageResult } from '@/services/types';

/** How long a load may take before the screen says it is slow. */
export const SLOW_AFTER_MS = 2000;

export interface ListState<T> {
  rows: T[];
  total: number;
  loading: boolean;
  slow: boolean;
  error?: ApiError;
  /** Whether any load has succeeded yet (so an error can keep the last rows on screen). */
  loaded: boolean;
}

/**
 * Loads one page whenever `key` (the URL query) changes. A newer load cancels the older
 * one, so a late answer never overwrites a newer view; the last rows stay visible while
 * the next page loads.
 */
export function useListData<T, F extends object>(
  fetchPage: (query: F & PageQuery, options?: { signal?: AbortSignal }) => Promise<PageResult<T>>,
  page: TablePage,
  filters: F,
  key: string,
) {
  const [state, setState] = useState<ListState<T>>({ rows: [], total: 0, loading: true, slow: false, loaded: false });
  const [nonce, setNonce] = useState(0);
  const latest = useRef({ fetchPage, page, filters });
  const everLoaded = useRef(false);
  latest.current = { fetchPage, page, filters };

  useEffect(() => {
    const controller = new AbortController();
    const slowTimer = setTimeout(() => setState((s) => ({ ...s, slow: true })), SLOW_AFTER_MS);
    setState((s) => ({ ...s, loading: true, slow: false, error: undefined }));
    const { fetchPage: load, page: current, filters: query } = latest.current;
    fetchTablePage(load, current, query, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        const show = () => setState({ rows: result.data, total: result.total, loading: false, slow: false, loaded: true });
        // The first rows render at once: the operator is waiting for them. Later pages replace
        // rows already on screen, as a transition that yields to the browser every few ms.
        if (everLoaded.current) startTransition(show);
        else show();
        everLoaded.current = true;
      })
      .catch((error: ApiError) => {
        if (controller.signal.aborted || error?.kind === 'aborted') return;
        setState((s) => ({ ...s, loading: false, slow: false, error }));
      })
      .finally(() => clearTimeout(slowTimer));
    return () => {
      controller.abort();
      clearTimeout(slowTimer);
    };
  }, [key, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
