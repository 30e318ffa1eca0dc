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
  return { search, searchKey: location.search, setSearch };
}
