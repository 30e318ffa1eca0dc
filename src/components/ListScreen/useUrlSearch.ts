import { history, useLocation } from '@umijs/max';
import { useCallback, useMemo } from 'react';

/** The current URL query, and a way to move to another one (a history entry each). */
export function useUrlSearch() {
  const location = useLocation();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearch = useCallback(
    (next: URLSearchParams) => {
      const text = next.toString();
      history.push({ pathname: location.pathname, search: text ? `?${text}` : '' });
    },
    [location.pathname],
  );
  return { search, searchKey: location.search, setSearch };
}
