import type { CurrentUser, PermissionAction, PermissionEntry } from '@/services/auth';

/** What access reads of the initial state (src/adapters/initialState.ts holds the whole of it). */
export interface AccessState {
  currentUser?: Pick<CurrentUser, 'name'>;
  permissions?: readonly PermissionEntry[];
}

/** The one user name that is denied the admin screens (docs/requirements.md#access). */
export const NO_ADMIN_USER = 'dontHaveAccess';

/** The admin screens: what `canSeeAdmin` opens (系统设置). */
export const ADMIN_AREA = '/system/';

/** True unless the user is the one denied the admin screens (docs/requirements.md#access). */
export function canSeeAdminFor(user: { name?: string } | undefined): boolean {
  return user?.name !== NO_ADMIN_USER;
}

/** A permission check passes when the list holds an entry with that action. */
export function hasPermission(permissions: readonly PermissionEntry[] | undefined, action: PermissionAction): boolean {
  return Boolean(permissions?.some((entry) => entry.action === action));
}

/** Access is a pure function of the initial state (Umi's access plugin calls it). */
export default function access(initialState: AccessState | undefined) {
  const permissions = initialState?.permissions ?? [];
  return {
    canSeeAdmin: canSeeAdminFor(initialState?.currentUser),
    can: (action: PermissionAction) => hasPermission(permissions, action),
  };
}

export type Access = ReturnType<typeof access>;
