import { useDataQuery } from '@/components/data';
import {
  getFilterMchList,
  getFilterPlatList,
  getStatusDescList,
  type MerchantOption,
  type OrderStatus,
} from '@/services/orders';
import { getShipOperateList, getShipPlatList } from '@/services/shipping';
import type { Option } from '@/services/types';

export interface FilterOptions {
  platforms?: Option<number>[];
  merchants?: MerchantOption[];
  /** All platforms of the order system, for grouping merchants by platform. */
  orderPlatforms?: Option<number>[];
  statuses?: Option<OrderStatus>[];
  operators?: Option<number>[];
  /** Which lists failed; each failure only empties its own select. */
  failed: Set<string>;
}

const LOADERS = {
  platforms: getShipPlatList,
  merchants: getFilterMchList,
  orderPlatforms: getFilterPlatList,
  statuses: getStatusDescList,
  operators: getShipOperateList,
} as const;

/**
 * Loads the filter options side by side. One failing list leaves its select empty (with a
 * note) and never stops the list itself from loading.
 */
export function useFilterOptions(): FilterOptions {
  const load = useDataQuery<FilterOptions>({
    key: ['orderDeliver.filterOptions'],
    reads: ['orderFilters'],
    staleTime: 5 * 60_000,
    load: async (signal) => {
      const keys = Object.keys(LOADERS) as (keyof typeof LOADERS)[];
      const settled = await Promise.allSettled(keys.map((key) => LOADERS[key](undefined, { signal })));
      const options: FilterOptions = { failed: new Set() };
      settled.forEach((result, index) => {
        if (result.status === 'fulfilled') Object.assign(options, { [keys[index]]: result.value });
        else options.failed.add(keys[index]);
      });
      return options;
    },
  });
  return load.data ?? EMPTY;
}

const EMPTY: FilterOptions = { failed: new Set() };

/** Merchants grouped under their platform (for the merchant select). */
export function groupMerchants(
  merchants: MerchantOption[] = [],
  platforms: Option<number>[] = [],
  platformId?: number,
) {
  const visible = platformId ? merchants.filter((merchant) => merchant.platformId === platformId) : merchants;
  const groups = new Map<number, MerchantOption[]>();
  for (const merchant of visible)
    groups.set(merchant.platformId, [...(groups.get(merchant.platformId) ?? []), merchant]);
  return Array.from(groups, ([id, list]) => ({
    label: platforms.find((platform) => platform.value === id)?.label ?? String(id),
    options: list.map(({ value, label }) => ({ value, label })),
  }));
}
