import type { PermissionAction } from './actions';

/**
 * Every screen of the console, declared once (refine's `resources`): its menu path, the action
 * its own list needs and its locale area, what every first load needs. Keyed by the same names,
 * and typed to cover every key so that a screen missing from one fails the type check: its
 * loader (src/pages/registry.ts), its palette words (src/features/palette/screenWords.ts, in
 * the palette's own chunk) and its demo menu entry and grants (mock/demoScreens.ts, in the
 * mock only). Read by the registry, the palette, the mock's menu and accounts and the house
 * check (scripts/checkHouse.mjs). README, "Add a screen".
 */

export interface ScreenDeclaration {
  path: `/${string}`;
  /**
   * The permission action the screen's own list needs: an account without it is told 无权访问
   * (403) there; without the menu entry but with the action, the screen is gone (404).
   */
  view?: PermissionAction;
  /** Shown only where `canSeeAdmin` holds (src/access.ts), besides the menu entry. */
  adminOnly?: true;
  /** Its messages: src/locales/zh-CN/<area>.ts and src/localesLazy/en-US/<area>.ts. */
  localeArea: string;
}

export const SCREENS = {
  dashboard: {
    path: '/dashboard',
    localeArea: 'dashboard',
  },
  shipping: {
    path: '/orderDeliver',
    view: 'ship:view',
    localeArea: 'shipping',
  },
  agents: {
    path: '/agent/list',
    view: 'agent:view',
    localeArea: 'agent',
  },
  settlements: {
    path: '/agent/settlement',
    view: 'settlement:view',
    localeArea: 'settlement',
  },
  recharges: {
    path: '/finance/recharge',
    view: 'finance:view',
    localeArea: 'finance',
  },
  flows: {
    path: '/finance/flow',
    view: 'finance:view',
    localeArea: 'finance',
  },
  consumption: {
    path: '/consumption/log',
    view: 'consumption:view',
    localeArea: 'consumption',
  },
  platforms: {
    path: '/platform/list',
    view: 'platform:view',
    localeArea: 'platform',
  },
  risk: {
    path: '/platform/risk',
    view: 'risk:view',
    localeArea: 'risk',
  },
  menus: {
    path: '/system/menu',
    adminOnly: true,
    localeArea: 'menus',
  },
} as const satisfies Record<string, ScreenDeclaration>;

export type ScreenKey = keyof typeof SCREENS;

/** Every screen's menu path, by key (links into a screen go through src/core/urlQuery.ts). */
export const SCREEN_PATH = Object.fromEntries(Object.entries(SCREENS).map(([key, screen]) => [key, screen.path])) as {
  readonly [Key in ScreenKey]: (typeof SCREENS)[Key]['path'];
};

export type ScreenPath = (typeof SCREENS)[ScreenKey]['path'];
