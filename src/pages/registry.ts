import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access } from '@/access';
import type { PermissionAction } from '@/services/actions';
import { SCREENS, type ScreenKey } from '@/services/screens';

/** A concrete screen behind a menu path. */
export interface ScreenEntry {
  component: LazyExoticComponent<ComponentType>;
  /** A flag of src/access.ts the operator must hold, besides the menu entry itself. */
  access?: Exclude<keyof Access, 'can'>;
  /** The permission action the screen's own list needs (src/services/screens.ts). */
  view?: PermissionAction;
}

/**
 * Each declared screen's code (src/services/screens.ts declares the rest), its own chunk,
 * loaded when first opened. Typed to cover every key: a declared screen without its loader
 * fails the type check.
 */
const LOADERS: Record<ScreenKey, () => Promise<{ default: ComponentType }>> = {
  dashboard: () => import(/* webpackChunkName: "screen-dashboard" */ '@/pages/Dashboard'),
  shipping: () => import(/* webpackChunkName: "screen-order-deliver" */ '@/pages/Shipping'),
  agents: () => import(/* webpackChunkName: "screen-agents" */ '@/pages/Agent'),
  settlements: () => import(/* webpackChunkName: "screen-agent-settlement" */ '@/pages/Settlement'),
  platforms: () => import(/* webpackChunkName: "screen-platforms" */ '@/pages/Platform'),
  risk: () => import(/* webpackChunkName: "screen-risk" */ '@/pages/Risk'),
  recharges: () => import(/* webpackChunkName: "screen-recharge" */ '@/pages/FinanceRecharge'),
  flows: () => import(/* webpackChunkName: "screen-finance-flow" */ '@/pages/FinanceFlow'),
  consumption: () => import(/* webpackChunkName: "screen-consumption" */ '@/pages/Consumption'),
  menus: () => import(/* webpackChunkName: "screen-system-menu" */ '@/pages/Menus'),
};

/** The one registry of screens, keyed by menu path. */
const BY_PATH = new Map<string, ScreenEntry>(
  (Object.keys(SCREENS) as ScreenKey[]).map((key) => {
    const screen: { path: string; view?: PermissionAction; adminOnly?: true } = SCREENS[key];
    return [
      screen.path,
      {
        component: lazy(LOADERS[key]),
        view: screen.view,
        access: screen.adminOnly ? 'canSeeAdmin' : undefined,
      },
    ];
  }),
);

/** The screen behind a menu path, if any (a menu path is data from the server). */
export const screenAt = (path: string): ScreenEntry | undefined => BY_PATH.get(path);
