import { describe, expect, it, vi } from 'vitest';
import {
  filterByAuth,
  findMenuRoute,
  knowsIcon,
  MENU_ICON_NAMES,
  normalizeIcon,
  serverIconName,
  toMenuRoutes,
  type ServerMenuItem,
} from '@/core/menus';

const tree: ServerMenuItem[] = [
  { id: 1, menu_pid: 0, menu_name: '订单发货', path: '/orderDeliver', menu_icon: 'CarOutlined' },
  {
    id: 10,
    menu_pid: 0,
    menu_name: '代理管理',
    path: '#',
    menu_icon: 'team',
    children: [
      { id: 11, menu_pid: 10, menu_name: '代理列表', path: 'agent/list/', menu_icon: 'no-such-icon' },
      { id: 12, menu_pid: 10, menu_name: '代理结算', path: '/agent/settlement', auth: 'settlement:view' },
    ],
  },
  { id: 20, menu_pid: 0, menu_name: '帮助', path: '#' },
  { id: 21, menu_pid: 0, menu_name: '帮助2', path: '#' },
];

describe('toMenuRoutes', () => {
  const routes = toMenuRoutes(tree);

  it('maps server fields to route entries, keeping order and nesting', () => {
    expect(routes[0]).toEqual({
      name: '订单发货',
      path: '/orderDeliver',
      component: 'MenuScreen',
      icon: 'car',
      id: 1,
      pid: 0,
    });
    expect(routes[1].routes?.map((route) => [route.name, route.path, route.pid])).toEqual([
      ['代理列表', '/agent/list', 10],
      ['代理结算', '/agent/settlement', 10],
    ]);
  });

  it('replaces a # path with a unique random numeric path', () => {
    const placeholders = [routes[1].path, routes[2].path, routes[3].path];
    for (const path of placeholders) expect(path).toMatch(/^\/\d{10}$/);
    expect(new Set(placeholders).size).toBe(3);
  });

  it('never reuses a path, even when the random source repeats itself', () => {
    let calls = 0;
    const stuck = () => (calls++ < 3 ? 0.5 : 0.25);
    const paths = toMenuRoutes(tree, stuck).flatMap((route) => [
      route.path,
      ...(route.routes ?? []).map((child) => child.path),
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('maps icon names of any spelling and falls back for unknown ones', () => {
    expect(normalizeIcon('CarOutlined')).toBe('car');
    // The picker speaks the server's names, and reads back every spelling as the same icon.
    expect(serverIconName('account-book')).toBe('AccountBookOutlined');
    expect(serverIconName('file-text')).toBe('FileTextOutlined');
    for (const name of MENU_ICON_NAMES) expect(normalizeIcon(serverIconName(name))).toBe(name);
    expect(knowsIcon('UserOutlined')).toBe(true);
    expect(knowsIcon('no-such-icon')).toBe(false);
    expect(normalizeIcon('AccountBookOutlined')).toBe('account-book');
    expect(normalizeIcon('icon-shop')).toBe('shop');
    expect(normalizeIcon('no-such-icon')).toBe('appstore');
    expect(normalizeIcon('')).toBeUndefined();
    expect(routes[1].routes?.[0].icon).toBe('appstore');
  });
});

describe('filterByAuth', () => {
  const routes = toMenuRoutes(tree);

  it('keeps entries without auth and those whose auth is granted', () => {
    const kept = filterByAuth(routes, ['settlement:view']);
    expect(findMenuRoute(kept, '/agent/settlement')).toBeDefined();
  });

  it('drops entries whose auth is not granted, and groups left empty', () => {
    const onlyGuarded = toMenuRoutes([
      {
        id: 1,
        menu_pid: 0,
        menu_name: 'G',
        path: '#',
        children: [{ id: 2, menu_pid: 1, menu_name: 'x', path: '/x', auth: ['a', 'b'] }],
      },
    ]);
    expect(filterByAuth(onlyGuarded, [])).toEqual([]);
    expect(filterByAuth(onlyGuarded, ['b'])[0].routes?.[0].path).toBe('/x');
    const kept = filterByAuth(routes, []);
    expect(findMenuRoute(kept, '/agent/settlement')).toBeUndefined();
    expect(findMenuRoute(kept, '/agent/list')).toBeDefined();
  });
});

describe('lookups', () => {
  const routes = toMenuRoutes(tree);
  it('finds nested entries by path, tolerating a trailing slash', () => {
    expect(findMenuRoute(routes, '/agent/list/')?.name).toBe('代理列表');
    expect(findMenuRoute(routes, '/nope')).toBeUndefined();
  });
});

describe('menu paths from the server', () => {
  const item = (id: number, path: string, children?: ServerMenuItem[]): ServerMenuItem => ({
    id,
    menu_pid: 0,
    menu_name: `m${id}`,
    path,
    children,
  });

  it('drops entries whose path is not a plain in-app path, with a warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routes = toMenuRoutes([
      item(1, '/agent/list'),
      item(2, '//evil.example'),
      item(3, 'javascript:alert(1)'),
      item(4, '/.//evil.example'),
      item(5, '/a/%2e%2e/b'),
      item(6, '/report?x=1'),
      item(7, '/ok-path_2.v1~x'),
      item(8, 'https://evil.example/x'),
    ]);
    expect(routes.map((route) => route.path)).toEqual(['/agent/list', '/ok-path_2.v1~x']);
    expect(warn).toHaveBeenCalledTimes(6);
    warn.mockRestore();
  });

  it('keeps the children of a group whose own path is bad, under a numeric path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [group] = toMenuRoutes([item(10, '//evil.example', [item(11, '/agent/list')])], () => 0.5);
    expect(group.path).toMatch(/^\/\d{10}$/);
    expect(group.placeholderPath).toBe(true);
    expect(group.routes?.map((route) => route.path)).toEqual(['/agent/list']);
    warn.mockRestore();
  });
});
