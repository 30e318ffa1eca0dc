import { getFilterMchList, getFilterPlatList, getStatusDescList, type OrderStatus } from '@/services/orders';
import { db } from '../db';
import { merchantOption, ORDER_STATUS_LABELS } from '../db/orders';
import { num, serve } from './serve';

export default [
  serve(getFilterPlatList, () =>
    db.platforms.filter((platform) => platform.ships).map((platform) => ({ value: platform.id, label: platform.name })),
  ),

  serve(getFilterMchList, ({ query }) => {
    const platformId = num(query.platformId);
    return db.merchants
      .filter((merchant) => platformId === undefined || merchant.platformId === platformId)
      .map(merchantOption);
  }),

  serve(getStatusDescList, () =>
    (Object.entries(ORDER_STATUS_LABELS) as [string, string][]).map(([value, label]) => ({
      value: Number(value) as OrderStatus,
      label,
    })),
  ),
];
