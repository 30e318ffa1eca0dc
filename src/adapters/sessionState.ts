/**
 * Loading the signed-in state: the user, then the menus. Kept apart from initialState.ts
 * so that the login page's first load carries none of it (it is imported on demand).
 */
import { emptyState, type InitialState } from '@/adapters/initialState';
import { ADMIN_AREA, canSeeAdminFor } from '@/access';
import { filterByAuth, filterRoutes, routePaths, toMenuRoutes } from '@/core/menus';
import { setIntentSecret } from '@/core/intent';
import { hasToken, pinToken } from '@/core/session';
import { getLoginUserInfo, type CurrentUser } from '@/services/auth';
import { getMenuList } from '@/services/menus';

/**
 * Loads the menus of `user`: server tree -> route entries, filtered by granted values and,
 * for an account without canSeeAdmin (docs/requirements.md#access), without the admin screens; what
 * was filtered out is remembered as forbidden (403), not unknown (404).
 */
export async function loadMenus(user: CurrentUser): Promise<Pick<InitialState, 'routes' | 'forbiddenPaths'>> {
  const all = toMenuRoutes(await getMenuList());
  const granted = filterByAuth(
    all,
    user.permissions.map((entry) => entry.action),
  );
  const routes = canSeeAdminFor(user) ? granted : filterRoutes(granted, (route) => !route.path.startsWith(ADMIN_AREA));
  const shown = new Set(routePaths(routes));
  return { routes, forbiddenPaths: routePaths(all).filter((path) => !shown.has(path)) };
}

/**
 * The signed-in state: user info first (its failure means "not signed in"), then the
 * menus (their failure leaves the operator signed in with a retry).
 */
export async function loadSessionState(): Promise<InitialState> {
  const base = emptyState();
  if (!hasToken()) return base;
  // The user loaded is the token's this tab goes on calling with.
  pinToken();
  let currentUser: CurrentUser;
  try {
    currentUser = await getLoginUserInfo();
  } catch {
    return base;
  }
  // The account's secret names its stored money keys (src/core/intent.ts); kept in memory only.
  setIntentSecret(currentUser.keySecret);
  const { keySecret: _secret, ...shownUser } = currentUser;
  const signedIn = { ...base, currentUser: shownUser, permissions: currentUser.permissions ?? [] };
  try {
    return { ...signedIn, ...(await loadMenus(shownUser)) };
  } catch {
    return { ...signedIn, menuFailed: true };
  }
}

// A sign-in begins its own history (src/core/signInHistory.ts): loaded with the state it signs in to.
export { beginSignIn } from '@/core/signInHistory';
