/**
 * Every screen's menu path, written once. The screen registry, the bell, the palette, the
 * workbench, the banners, record links and the demo menu name a screen by these; adding a
 * screen starts here (README, "Add a screen"), and `npm run lint` fails when one of the
 * places a screen must be registered lacks it (scripts/checkHouse.mjs).
 */
export const SCREEN_PATH = {
  dashboard: '/dashboard',
  shipping: '/orderDeliver',
  agents: '/agent/list',
  settlements: '/agent/settlement',
  platforms: '/platform/list',
  risk: '/platform/risk',
  recharges: '/finance/recharge',
  flows: '/finance/flow',
  consumption: '/consumption/log',
  menus: '/system/menu',
} as const;

export type ScreenPath = (typeof SCREEN_PATH)[keyof typeof SCREEN_PATH];
