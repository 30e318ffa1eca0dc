import { useEffect, useState } from 'react';
import { getFilterMchList, getFilterPlatList, getStatusDescList, type MerchantOption, type OrderStatus } from '@/services/orders';
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

/**
 * Loads the filter options side by side. One failing list leaves its select empty (with a
 * note) and never stops the list itself from loading.
 */
export function useFilterOptions(): FilterOptions {
  const [options, setOptions] = useState<FilterOptions>({ failed: new Set() });
  useEffect(() => {
    let alive = true;
    const load = <K extends keyof Omit<FilterOptions, 'failed'>>(key: K, call: () => Promise<FilterOptions[K]>) =>
      call().then(
        (value) => alive && setOptions((current) => ({ ...current, [key]: value })),
        () => alive && setOptions((current) => ({ ...current, failed: new Set(current.failed).add(key) })),
      );
    void load('platforms', () => getShipPlatList());
    void load('merchants', () => getFilterMchList());
    void load('orderPlatforms', () => getFilterPlatList());
    void load('statuses', () => getStatusDescList());
    void load('operators', () => getShipOperateList());
    return () => {
      alive = false;
    };
  }, []);
  return options;
}

/** Merchants grouped under their platform (for the merchant select). */
export function groupMerchants(merchants: MerchantOption[] = [], platforms: Option<number>[] = [], platformId?: number) {
  const visible = platformId ? merchants.filter((merchant) => merchant.platformId === platformId) : merchants;
  const groups = new Map<number, MerchantOption[]>();
  for (const merchant of visible) groups.set(merchant.platformId, [...(groups.get(merchant.platformId) ?? []), merchant]);
  return Array.from(groups, ([id, list]) => ({
    label: platforms.find((platform) => platform.value === id)?.label ?? String(id),
    options: list.map(({ value, label }) => ({ value, label })),
  }));
}
