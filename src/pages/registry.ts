import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access } from '@/access';
import type { PermissionAction } from '@/services/actions';

/** A concrete screen behind a menu path. */
export interface ScreenEntry {
  component: LazyExoticComponent<ComponentType>;
  /** A flag of src/access.ts the operator must hold, besides the menu entry itself. */
  access?: Exclude<keyof Access, 'can'>;
  /**
   * The permission action the screen's own list needs: an account without it is told 无权访问
   * (403) there, even when the server sends no menu entry for it; without the menu entry but
   * with the action, the screen is gone (404: a disabled or deleted entry).
   */
  view?: PermissionAction;
}

/**
 * The one registry of screens, keyed by menu path. Each screen is its own chunk, loaded
 * when first opened. Adding a screen is one line here.
 */
export const SCREENS: Record<string, ScreenEntry> = {
  '/dashboard': { component: lazy(() => import(/* webpackChunkName: "screen-dashboard" */ '@/pages/Dashboard')) },
  '/orderDeliver': {
    view: 'ship:view',
    component: lazy(() => import(/* webpackChunkName: "screen-order-deliver" */ '@/pages/Shipping')),
  },
  '/agent/list': {
    view: 'agent:view',
    component: lazy(() => import(/* webpackChunkName: "screen-agents" */ '@/pages/Agent')),
  },
  '/agent/settlement': {
    view: 'settlement:view',
    component: lazy(() => import(/* webpackChunkName: "screen-agent-settlement" */ '@/pages/Settlement')),
  },
  '/platform/list': {
    view: 'platform:view',
    component: lazy(() => import(/* webpackChunkName: "screen-platforms" */ '@/pages/Platform')),
  },
  '/platform/risk': {
    view: 'risk:view',
    component: lazy(() => import(/* webpackChunkName: "screen-risk" */ '@/pages/Risk')),
  },
  '/finance/recharge': {
    view: 'finance:view',
    component: lazy(() => import(/* webpackChunkName: "screen-recharge" */ '@/pages/FinanceRecharge')),
  },
  '/finance/flow': {
    view: 'finance:view',
    component: lazy(() => import(/* webpackChunkName: "screen-finance-flow" */ '@/pages/FinanceFlow')),
  },
  '/consumption/log': {
    view: 'consumption:view',
    component: lazy(() => import(/* webpackChunkName: "screen-consumption" */ '@/pages/Consumption')),
  },
  '/system/menu': {
    access: 'canSeeAdmin',
    component: lazy(() => import(/* webpackChunkName: "screen-system-menu" */ '@/pages/Menus')),
  },
};
