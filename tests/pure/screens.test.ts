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
import { SCREENS, type ScreenDeclaration } from '@/services/screens';

const declared = Object.values(SCREENS) as ScreenDeclaration[];
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
      expect(entry, screen.path).toMatchObject({ id: screen.demoMenu.id, menu_name: screen.demoMenu.name });
    }
    expect(paths(menu).filter((path) => path !== '#')).toHaveLength(declared.length);
  });

  it('each demo account holds exactly the grants its screens declare, and admin every view', () => {
    for (const account of ['operator', 'dontHaveAccess'] as const) {
      const declaredGrants = new Set(declared.flatMap((screen) => screen.demoGrants[account]));
      expect(new Set(actionsOf(account))).toEqual(declaredGrants);
    }
    for (const screen of declared) if (screen.view) expect(actionsOf('admin')).toContain(screen.view);
  });

  it('an account granted a screen’s view finds its entry in its own menu', () => {
    for (const account of ['operator', 'dontHaveAccess'] as const) {
      const menu = paths(menusFor(seedMenus(), account));
      for (const screen of declared)
        if (screen.view && screen.demoGrants[account].includes(screen.view))
          expect(menu, account).toContain(screen.path);
    }
  });

  it('the palette finds each screen by its declared words, and nothing at an undeclared path', () => {
    for (const screen of declared) expect(wordsOf(screen.path)).toBe(screen.words);
    expect(wordsOf('/report/g1/p1')).toBe('');
  });
});
