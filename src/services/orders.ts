import * as v from 'valibot';
import { endpoint } from './endpoint';
import { int, list, option, optional, record, needed } from './wire';

/** 1 待支付 … 14 已关闭 (docs/requirements.md#orders); the labels come from the server. */
export type OrderStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
export const orderStatus = v.pipe(
  v.picklist([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as OrderStatus[], 'oneOf'),
  v.description('Order status 1 待支付 … 14 已关闭 (labels from getStatusDescList)'),
);

/** A merchant (a store of a platform) as the order filters list it. */
const merchantOption = record({
  ...option(int('Merchant id')).entries,
  platformId: needed(int('Its platform'), 'narrows the merchants to the platform chosen'),
});
export type MerchantOption = v.InferOutput<typeof merchantOption>;

export const getFilterPlatList = endpoint('GET', '/api/platOrder/getFilterPlatList', {
  summary: 'Platforms to filter orders by',
  answer: list(option(int('Platform id'))),
  reads: ['orderFilters'],
});
export const getFilterMchList = endpoint('GET', '/api/platOrder/getFilterMchList', {
  summary: 'Merchants to filter orders by (of one platform, or all)',
  request: optional(record({ platformId: optional(int('Only this platform’s merchants')) })),
  answer: list(merchantOption),
  reads: ['orderFilters'],
});
export const getStatusDescList = endpoint('GET', '/api/platOrder/getStatusDescList', {
  summary: 'The label of each order status',
  answer: list(option(orderStatus)),
  reads: ['orderFilters'],
});
