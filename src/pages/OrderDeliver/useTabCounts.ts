import { useCallback, useRef, useState } from 'react';
import type { ListFilters } from '@/components/ListScreen';
import { getShipTabStat, type TabStat } from '@/services/shipping';

/** Tab badge counts for the filters on screen; refreshed after every load of the list. */
export function useTabCounts() {
  const [counts, setCounts] = useState<TabStat>();
  const sequence = useRef(0);
  const refresh = useCallback((filters: ListFilters) => {
    const { shipStatus: _ignored, ...rest } = filters;
    const mine = ++sequence.current;
    getShipTabStat(rest).then(
      (next) => mine === sequence.current && setCounts(next),
      () => mine === sequence.current && setCounts(undefined),
    );
  }, []);
  return { counts, refresh };
}
