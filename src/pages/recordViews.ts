import { lazy } from 'react';
import type { RecordViews } from '@/features/records/recordStore';

/**
 * The detail of each kind of record, opened over any screen (src/features/records), each loaded
 * when first opened, in the chunk of its screen's own detail. This file is itself loaded only
 * when a record is opened (MenuScreen hands the host a loader): imported by MenuScreen, the
 * record views reshaped webpack's split of the screens' shared code, and a list's first load
 * grew by 5 KiB.
 */
export const RECORD_VIEWS: RecordViews = {
  order: lazy(() => import(/* webpackChunkName: "screen-order-deliver-detail" */ '@/pages/Shipping/OrderRecord')),
  agent: lazy(() => import(/* webpackChunkName: "screen-agents-detail" */ '@/pages/Agent/AgentRecord')),
  platform: lazy(() => import(/* webpackChunkName: "screen-platforms-detail" */ '@/pages/Platform/PlatformRecord')),
  settlement: lazy(
    () => import(/* webpackChunkName: "screen-settlement-voucher" */ '@/pages/Settlement/SettlementRecord'),
  ),
};
