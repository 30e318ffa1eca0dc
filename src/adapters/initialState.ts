import { config } from '@/core/config';
import type { MenuRoute } from '@/core/menus';
import type { CurrentUser, PermissionEntry } from '@/services/auth';

/** The global client state (docs/requirements.md#state). */
export interface InitialState {
  name: string;
  loading: boolean;
  routes: MenuRoute[];
  currentUser?: CurrentUser;
  contentWidth: number;
  permissions: PermissionEntry[];
  /** The user was loaded but the menu call failed: the layout offers a retry. */
  menuFailed?: boolean;
  /**
   * Paths the server's menus list but this account may not open (an auth value it lacks,
   * the admin screens without canSeeAdmin): 403 there, not 404.
   */
  forbiddenPaths?: string[];
}

export function emptyState(): InitialState {
  return { name: config.appName, loading: false, routes: [], contentWidth: config.contentWidth, permissions: [] };
}

export function isPublicPath(pathname: string): boolean {
  return pathname === '/main' || pathname.startsWith('/main/');
}
