import { inAppPath } from '@/core/safeRedirect';

/** A menu item as the server sends it (docs/requirements.md#state). */
export interface ServerMenuItem {
  id: number;
  menu_pid: number;
  menu_name: string;
  path: string;
  menu_icon?: string;
  /** Optional grant needed to see the entry; absent means everyone who got it. */
  auth?: string | string[];
  children?: ServerMenuItem[];
}

/** A front-end route entry (docs/requirements.md#state). `component` names the screen that renders it. */
export interface MenuRoute {
  name: string;
  path: string;
  component: typeof GENERIC_SCREEN;
  icon?: MenuIconName;
  routes?: MenuRoute[];
  id: number;
  pid: number;
  auth?: string[];
  /** True for a `#` entry: a group that has no screen of its own. */
  placeholderPath?: boolean;
}

/** Every menu route is rendered by the one generic screen. */
const GENERIC_SCREEN = 'MenuScreen' as const;

/** Icons the server may name, by the names it uses; anything else gets the fallback. */
export const MENU_ICON_NAMES = [
  'appstore',
  'car',
  'team',
  'account-book',
  'wallet',
  'transaction',
  'shop',
  'safety',
  'setting',
  'menu',
  'printer',
  'file-text',
  'bar-chart',
  'user',
  'dashboard',
] as const;
export type MenuIconName = (typeof MENU_ICON_NAMES)[number];
export const FALLBACK_ICON: MenuIconName = 'appstore';

/**
 * An icon as the server names it: antd's component name (`UserOutlined`). The picker of
 * 菜单管理 offers and saves these; reading, any spelling below is understood.
 */
export function serverIconName(name: MenuIconName): string {
  return `${name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Outlined`;
}

/** Whether `raw` names an icon the console knows (in any spelling). */
export function knowsIcon(raw: string): boolean {
  return (MENU_ICON_NAMES as readonly string[]).includes(kebabIcon(raw));
}

function kebabIcon(raw: string): string {
  return raw
    .trim()
    .replace(/^icon-/i, '')
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/** `CarOutlined`, `car`, `icon-car` and ` Car ` all name the same icon. */
export function normalizeIcon(raw?: string): MenuIconName | undefined {
  if (!raw || !raw.trim()) return undefined;
  const kebab = kebabIcon(raw);
  return (MENU_ICON_NAMES as readonly string[]).includes(kebab) ? (kebab as MenuIconName) : FALLBACK_ICON;
}

function toAuthList(auth: ServerMenuItem['auth']): string[] | undefined {
  if (auth === undefined || auth === null || auth === '') return undefined;
  return (Array.isArray(auth) ? auth : [auth]).filter(Boolean);
}

/**
 * A path for a `#` entry: numeric, random, and unused by any other entry. A few random
 * draws, then counting up from the last one, so a poor random source cannot loop forever.
 */
function randomNumericPath(taken: Set<string>, random: () => number): string {
  let candidate = 0;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    candidate = Math.floor(random() * 9e9) + 1e9;
    if (!taken.has(`/${candidate}`)) return `/${candidate}`;
  }
  while (taken.has(`/${candidate}`)) candidate = candidate >= 9_999_999_999 ? 1e9 : candidate + 1;
  return `/${candidate}`;
}

function collectPaths(items: ServerMenuItem[], into: Set<string>): Set<string> {
  for (const item of items) {
    if (item.path && item.path !== '#') into.add(normalizePath(item.path));
    if (item.children?.length) collectPaths(item.children, into);
  }
  return into;
}

export function normalizePath(path: string): string {
  const trimmed = path.trim();
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/** What a menu path may hold: letters, digits, `-._~` and slashes (no query, no escapes). */
const MENU_PATH = /^\/[A-Za-z0-9\-._~/]*$/;

/**
 * A server menu path as a route, or undefined when it is not a plain same-origin in-app path
 * (the check login targets get, plus a character allow-list): a menu entry becomes a link
 * and a route, so `//evil.example`, `javascript:` or `/%2e%2e/` have no place there.
 */
export function safeMenuPath(raw: string): string | undefined {
  const path = normalizePath(raw);
  return MENU_PATH.test(path) && inAppPath(path) === path ? path : undefined;
}

/**
 * Server menu tree -> route entries, keeping the server's order and nesting. An entry whose
 * path fails `safeMenuPath` is dropped with a console warning (a group keeps its children
 * under a numeric path); the rest of the menu stays.
 */
export function toMenuRoutes(items: ServerMenuItem[], random: () => number = Math.random): MenuRoute[] {
  const taken = collectPaths(items, new Set());
  const convert = (item: ServerMenuItem): MenuRoute | undefined => {
    const placeholder = !item.path || item.path.trim() === '#';
    const checked = placeholder ? undefined : safeMenuPath(item.path);
    if (!placeholder && !checked) {
      console.warn(
        `[menus] dropped the path of menu entry ${item.id} (${item.menu_name}): ${JSON.stringify(item.path)} is not an in-app path`,
      );
      if (!item.children?.length) return undefined;
    }
    const path = checked ?? randomNumericPath(taken, random);
    taken.add(path);
    const children = (item.children ?? []).map(convert).filter((child): child is MenuRoute => Boolean(child));
    return {
      name: item.menu_name,
      path,
      component: GENERIC_SCREEN,
      icon: normalizeIcon(item.menu_icon),
      id: item.id,
      pid: item.menu_pid,
      ...(children.length ? { routes: children } : {}),
      ...(toAuthList(item.auth) ? { auth: toAuthList(item.auth) } : {}),
      ...(checked ? {} : { placeholderPath: true }),
    };
  };
  return items.map(convert).filter((route): route is MenuRoute => Boolean(route));
}

/**
 * Keeps the entries whose `auth` (if any) shares a value with `granted`. A group whose
 * children are all filtered out goes too, unless it has a screen of its own.
 */
export function filterByAuth<T extends { auth?: string[]; routes?: T[]; placeholderPath?: boolean }>(
  routes: T[],
  granted: readonly string[],
): T[] {
  const grantedSet = new Set(granted);
  const out: T[] = [];
  for (const route of routes) {
    if (route.auth?.length && !route.auth.some((value) => grantedSet.has(value))) continue;
    if (route.routes?.length) {
      const children = filterByAuth(route.routes, granted);
      if (!children.length && route.placeholderPath) continue;
      out.push({ ...route, routes: children.length ? children : undefined });
    } else {
      out.push(route);
    }
  }
  return out;
}

/** Keeps the entries `keep` accepts; a group left without children goes unless it has a screen. */
export function filterRoutes<T extends { routes?: T[]; placeholderPath?: boolean }>(
  routes: T[],
  keep: (route: T) => boolean,
): T[] {
  const out: T[] = [];
  for (const route of routes) {
    if (!keep(route)) continue;
    if (route.routes?.length) {
      const children = filterRoutes(route.routes, keep);
      if (!children.length && route.placeholderPath) continue;
      out.push({ ...route, routes: children.length ? children : undefined });
    } else out.push(route);
  }
  return out;
}

/** Every screen path of a route tree (group placeholders left out). */
export function routePaths(routes: MenuRoute[]): string[] {
  return routes.flatMap((route) => [...(route.placeholderPath ? [] : [route.path]), ...routePaths(route.routes ?? [])]);
}

/** Depth-first search for the entry whose path is `path`. */
export function findMenuRoute(routes: MenuRoute[], path: string): MenuRoute | undefined {
  const wanted = normalizePath(path);
  for (const route of routes) {
    if (route.path === wanted) return route;
    const found = route.routes && findMenuRoute(route.routes, wanted);
    if (found) return found;
  }
  return undefined;
}
