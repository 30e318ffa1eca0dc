import { history, useLocation } from '@umijs/max';
import { useEffect, useRef } from 'react';

/**
 * A one-time instruction in the address (`rechargeFor`, `resume`, `open`): handed to `take`
 * once, then taken out of the address, so a reload or the back button does not repeat it.
 */
export function useUrlHandoff(key: string, take: (value: string) => void): void {
  const location = useLocation();
  const latest = useRef(take);
  latest.current = take;
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const value = search.get(key);
    if (value === null) return;
    latest.current(value);
    search.delete(key);
    const rest = search.toString();
    history.replace({ pathname: location.pathname, search: rest ? `?${rest}` : '' });
  }, [key, location.search, location.pathname]);
}
