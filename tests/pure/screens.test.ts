/**
 * Each screen declared once (src/screens.ts) reaches every place a screen must be:
 * the demo backend's menu, the demo accounts' grants, the palette's words. A screen declared
 * without grants for an account fails `npm run lint` (scripts/checkHouse.mjs); here, what the
 * accounts then hold.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaTable } from '@mock/db/areaTable';
import { resetDb } from '@mock/db';
import { DEMO_ACCOUNTS, SCREEN_DECLARATIONS, type ScreenDeclaration } from '@/screens';
import { menusFor, seedMenus } from '@mock/db/menus';
import { seedUsers } from '@mock/db/users';
import { wordsOf } from '@/features/palette/screenWords';
import type { MenuRecord } from '@/services/menus';
import { DEMO_SCREENS } from '@mock/demoScreens';
import { SCREENS, type ScreenKey } from '@/services/screens';
import { screenProblems } from '../../plugins/screenCheck';

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

describe('a screen declared without what it needs stops the setup and the build (plugins/screenCheck.ts)', () => {
  const exists = (file: string) => existsSync(file);
  it('holds for the declaration as it is', () => {
    expect(screenProblems(SCREEN_DECLARATIONS, DEMO_ACCOUNTS, exists)).toEqual([]);
  });

  it('names a demo account its grants leave out, a page and a locale area that do not exist, a path twice', () => {
    const { operator, ...withoutOperator } = SCREEN_DECLARATIONS.agents.demo.grants;
    expect(operator).toBeDefined();
    const declarations = {
      ...SCREEN_DECLARATIONS,
      coupons: {
        ...SCREEN_DECLARATIONS.agents,
        page: 'Coupons',
        localeArea: 'coupons',
        demo: { ...SCREEN_DECLARATIONS.agents.demo, menu: { id: 60, name: '优惠券', icon: 'GiftOutlined' } },
      },
      bonus: {
        ...SCREEN_DECLARATIONS.agents,
        path: '/bonus/list',
        demo: {
          ...SCREEN_DECLARATIONS.agents.demo,
          menu: { id: 61, name: '奖励', icon: 'GiftOutlined' },
          grants: withoutOperator,
        },
      },
    } as unknown as Record<string, ScreenDeclaration>;
    expect(screenProblems(declarations, DEMO_ACCOUNTS, exists)).toEqual([
      'coupons: src/pages/Coupons/index.tsx is missing',
      'coupons: src/locales/zh-CN/coupons.ts is missing',
      'coupons: src/localesLazy/en-US/coupons.ts is missing',
      "coupons: path /agent/list is agents's too",
      'bonus: its demo grants name nothing for operator ([] on purpose)',
    ]);
  });
});

describe('a table an area keeps in its own file (mock/db/areaTable.ts)', () => {
  it('is seeded at its first use and again after each reset, the same every time', () => {
    let seeded = 0;
    const coupons = areaTable('coupons', () => {
      seeded += 1;
      return [{ id: 1, used: false }];
    });
    coupons()[0].used = true;
    expect(coupons()[0].used).toBe(true);
    expect(seeded).toBe(1);
    resetDb();
    expect(coupons()).toEqual([{ id: 1, used: false }]);
    expect(seeded).toBe(2);
  });
});
