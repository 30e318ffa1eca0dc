/**
 * Each screen declared once (src/services/screens.ts) reaches every place a screen must be:
 * the demo backend's menu, the demo accounts' grants, the palette's words. A screen declared
 * without grants for an account fails `npm run lint` (scripts/checkHouse.mjs); here, what the
 * accounts then hold.
 */
import { describe, expect, it } from 'vitest';
import { menusFor, seedMenus } from '@mock/db/menus';
import { seedUsers } from '@mock/db/users';
import { wordsOf } from '@/features/palette/screenWords';
import type { MenuRecord } from '@/services/menus';
import { DEMO_SCREENS } from '@mock/demoScreens';
import { SCREENS, type ScreenKey } from '@/services/screens';

const keys = Object.keys(SCREENS) as ScreenKey[];
const declared = keys.map((key) => ({ ...SCREENS[key], ...DEMO_SCREENS[key] })) as {
  path: string;
  view?: string;
  menu: { id: number; name: string };
  grants: Record<'operator' | 'dontHaveAccess', string[]>;
}[];
const paths = (tree: MenuRecord[]): string[] => tree.flatMap((item) => [item.path, ...paths(item.children ?? [])]);
const actionsOf = (name: string) =>
  seedUsers()
    .find((user) => user.name === name)!
    .permissions!.map((p) => p.action);

describe('screens declared once', () => {
  it('every declared screen is in the administrator’s demo menu, under its declared id and name', () => {
    const menu = menusFor(seedMenus(), 'admin');
    const flat = (tree: MenuRecord[]): MenuRecord[] => tree.flatMap((item) => [item, ...flat(item.children ?? [])]);
    for (const screen of declared) {
      const entry = flat(menu).find((item) => item.path === screen.path);
      expect(entry, screen.path).toMatchObject({ id: screen.menu.id, menu_name: screen.menu.name });
    }
    expect(paths(menu).filter((path) => path !== '#')).toHaveLength(declared.length);
  });

  it('each demo account holds exactly the grants its screens declare, and admin every view', () => {
    for (const account of ['operator', 'dontHaveAccess'] as const) {
      const declaredGrants = new Set(declared.flatMap((screen) => screen.grants[account]));
      expect(new Set(actionsOf(account))).toEqual(declaredGrants);
    }
    for (const screen of declared) if (screen.view) expect(actionsOf('admin')).toContain(screen.view);
  });

  it('an account granted a screen’s view finds its entry in its own menu', () => {
    for (const account of ['operator', 'dontHaveAccess'] as const) {
      const menu = paths(menusFor(seedMenus(), account));
      for (const screen of declared)
        if (screen.view && screen.grants[account].includes(screen.view)) expect(menu, account).toContain(screen.path);
    }
  });

  it('the palette finds each declared screen by its words, and nothing at an undeclared path', () => {
    for (const screen of declared) expect(wordsOf(screen.path)).not.toBe('');
    expect(wordsOf('/report/g1/p1')).toBe('');
  });
});
