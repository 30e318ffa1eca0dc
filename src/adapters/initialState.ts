import { config } from '@/config';
import type { MenuRoute } from '@/core/menus';
import type { CurrentUser, PermissionEntry } from '@/services/auth';

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

export function isPublicPath(pathname: string): boolean {
  return pathname === '/main' || pathname.startsWith('/main/');
}
