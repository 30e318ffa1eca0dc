import { useAccess } from '@umijs/max';
import type { ReactNode } from 'react';
import type { PermissionAction } from '@/services/auth';

/** True when the operator holds `action` (button-level authorization, docs/requirements.md#access). */
export function useCan(action: PermissionAction): boolean {
  return useAccess().can(action);
}

/** Renders its children only for operators holding `action`; the one way screens gate buttons. */
export default function Permission({
  action,
  children,
  fallback = null,
}: {
  action: PermissionAction;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useCan(action) ? children : fallback}</>;
}
