import { config } from '@/config';
import { filterByAuth, toMenuRoutes, type MenuRoute } from '@/core/menus';
import { hasToken } from '@/core/session';
import { getLoginUserInfo, type CurrentUser, type PermissionEntry } from '@/services/auth';
import { getMenuList } from '@/services/menus';

/** The global client state (spec section 3). */
export interface InitialState {
  name: string;
  loading: boolean;
  routes: MenuRoute[];
  currentUser?: CurrentUser;
  contentWidth: number;
  permissions: PermissionEntry[];
  /** The user was loaded but the menu call failed: the layout offers a retry. */
  menuFailed?: boolean;
}

export function emptyState(): InitialState {
  return { name: config.appName, loading: false, routes: [], contentWidth: config.contentWidth, permissions: [] };
}

/** Loads the menus of `user` (server tree -> route entries, filtered by granted values). */
export async function loadMenus(user: CurrentUser): Promise<MenuRoute[]> {
  const menus = await getMenuList();
  return filterByAuth(toMenuRoutes(menus), user.permissions.map((entry) => entry.action));
}

/**
 * The signed-in state: user info first (its failure means "not signed in"), then the
 * menus (their failure leaves the operator signed in with a retry).
 */
export async function loadSessionState(): Promise<InitialState> {
  const base = emptyState();
  if (!hasToken()) return base;
  let currentUser: CurrentUser;
  try {
    currentUser = await getLoginUserInfo();
  } catch {
    return base;
  }
  const signedIn = { ...base, currentUser, permissions: currentUser.permissions ?? [] };
  try {
    return { ...signedIn, routes: await loadMenus(currentUser) };
  } catch {
    return { ...signedIn, menuFailed: true };
  }
}

export function isPublicPath(pathname: string): boolean {
  return pathname === '/main' || pathname.startsWith('/main/');
}
