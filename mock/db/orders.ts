import type { MerchantOption, OrderStatus } from '@/services/orders';

/** The order system's statuses (docs/requirements.md#orders); the server sends the labels. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  1: '待支付',
  2: '待审核',
  3: '审核拒绝',
  4: '待签约',
  5: '待发货',
  6: '已发货',
  7: '租用中',
  8: '待归还',
  9: '归还中',
  10: '已逾期',
  11: '已买断',
  12: '已完成',
  13: '已取消',
  14: '已关闭',
};

export interface MockMerchant {
  id: number;
  platformId: number;
  name: string;
}

const MERCHANT_SUFFIXES = ['旗舰店', '数码专营店', '官方直营店'];

/** Two or three stores for each platform that ships through the warehouse. */
export function seedMerchants(platforms: { id: number; name: string }[]): MockMerchant[] {
  return platforms.flatMap((platform, p) =>
    MERCHANT_SUFFIXES.slice(0, 2 + (p % 2)).map((suffix, m) => ({
      id: platform.id * 10 + m + 1,
      platformId: platform.id,
      name: `${platform.name}${suffix}`,
    })),
  );
}

export function merchantOption(merchant: MockMerchant): MerchantOption {
  return { value: merchant.id, label: merchant.name, platformId: merchant.platformId };
}
