import { history, useLocation } from '@umijs/max';
import { startTransition, useCallback, useMemo } from 'react';

/**
 * The current URL query, and a way to move to another one (a history entry each). The
 * address changes at once; the screen re-renders as a transition, in slices the browser
 * can interleave with input and paint (a new page size re-renders the whole table).
 */
export function useUrlSearch() {
  const location = useLocation();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearch = useCallback(
    (next: URLSearchParams) => {
      const text = next.toString();
      startTransition(() => history.push({ pathname: location.pathname, search: text ? `?${text}` : '' }));
    },
    [location.pathname],
  );
  // The address as it is now, a move still rendering included: a change made right after
  // another (a tab, then 查询) builds on it, not on what the screen shows yet.
  const latest = useCallback(() => new URLSearchParams(history.location.search), []);
  return { search, searchKey: location.search, setSearch, latest };
}
