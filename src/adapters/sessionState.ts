/**
 * Loading the signed-in state: the user, then the menus. Kept apart from initialState.ts
 * so that the login page's first load carries none of it (it is imported on demand).
 */
import { emptyState, type InitialState } from '@/adapters/initialState';
import { filterByAuth, toMenuRoutes, type MenuRoute } from '@/core/menus';
import { hasToken } from '@/core/session';
import { getLoginUserInfo, type CurrentUser } from '@/services/auth';
import { getMenuList } from '@/services/menus';

/** Loads the menus of `user` (server tree -> route entries, filtered by granted values). */
export async function loadMenus(user: CurrentUser): Promise<MenuRoute[]> {
  const menus = await getMenuList();
  return filterByAuth(
    toMenuRoutes(menus),
    user.permissions.map((entry) => entry.action),
  );
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
