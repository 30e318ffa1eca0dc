import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SCREEN_PATH, type ScreenPath } from '@/core/urlQuery';
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
const SCREENS: Record<ScreenPath, ScreenEntry> = {
  [SCREEN_PATH.dashboard]: {
    component: lazy(() => import(/* webpackChunkName: "screen-dashboard" */ '@/pages/Dashboard')),
  },
  [SCREEN_PATH.shipping]: {
    view: 'ship:view',
    component: lazy(() => import(/* webpackChunkName: "screen-order-deliver" */ '@/pages/Shipping')),
  },
  [SCREEN_PATH.agents]: {
    view: 'agent:view',
    component: lazy(() => import(/* webpackChunkName: "screen-agents" */ '@/pages/Agent')),
  },
  [SCREEN_PATH.settlements]: {
    view: 'settlement:view',
    component: lazy(() => import(/* webpackChunkName: "screen-agent-settlement" */ '@/pages/Settlement')),
  },
  [SCREEN_PATH.platforms]: {
    view: 'platform:view',
    component: lazy(() => import(/* webpackChunkName: "screen-platforms" */ '@/pages/Platform')),
  },
  [SCREEN_PATH.risk]: {
    view: 'risk:view',
    component: lazy(() => import(/* webpackChunkName: "screen-risk" */ '@/pages/Risk')),
  },
  [SCREEN_PATH.recharges]: {
    view: 'finance:view',
    component: lazy(() => import(/* webpackChunkName: "screen-recharge" */ '@/pages/FinanceRecharge')),
  },
  [SCREEN_PATH.flows]: {
    view: 'finance:view',
    component: lazy(() => import(/* webpackChunkName: "screen-finance-flow" */ '@/pages/FinanceFlow')),
  },
  [SCREEN_PATH.consumption]: {
    view: 'consumption:view',
    component: lazy(() => import(/* webpackChunkName: "screen-consumption" */ '@/pages/Consumption')),
  },
  [SCREEN_PATH.menus]: {
    access: 'canSeeAdmin',
    component: lazy(() => import(/* webpackChunkName: "screen-system-menu" */ '@/pages/Menus')),
  },
};

/** The screen behind a menu path, if any (a menu path is data from the server). */
export const screenAt = (path: string): ScreenEntry | undefined =>
  Object.hasOwn(SCREENS, path) ? SCREENS[path as ScreenPath] : undefined;
