import { endpoint } from './endpoint';
import type { Option } from './types';

/** 1 待支付 … 14 已关闭 (domain.md); the labels come from the server. */
export type OrderStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

export const getFilterPlatList = endpoint<void, Option<number>[]>('GET', '/api/platOrder/getFilterPlatList', {
  reads: ['orderFilters'],
});
/** A merchant (a store of a platform) as the order filters list it. */
export type MerchantOption = Option<number> & { platformId: number };

export const getFilterMchList = endpoint<{ platformId?: number } | void, MerchantOption[]>(
  'GET',
  '/api/platOrder/getFilterMchList',
  { reads: ['orderFilters'] },
);
export const getStatusDescList = endpoint<void, Option<OrderStatus>[]>('GET', '/api/platOrder/getStatusDescList', {
  reads: ['orderFilters'],
});
