import { describe, expect, it } from 'vitest';
import access, { hasPermission } from '@/access';
import { emptyState } from '@/adapters/initialState';
import type { CurrentUser } from '@/services/auth';

const user = (name: string, actions: string[]): CurrentUser => ({
  id: 1,
  name,
  nickname: name,
  roleName: '',
  mobile: '',
  permissions: actions.map((action) => ({ action })),
});

describe('access', () => {
  it('canSeeAdmin is false only for the user named dontHaveAccess', () => {
    expect(access({ ...emptyState(), currentUser: user('dontHaveAccess', []) }).canSeeAdmin).toBe(false);
    expect(access({ ...emptyState(), currentUser: user('admin', []) }).canSeeAdmin).toBe(true);
    expect(access({ ...emptyState(), currentUser: user('dontHaveAccessToo', []) }).canSeeAdmin).toBe(true);
    expect(access(undefined).canSeeAdmin).toBe(true);
  });

  it('can(action) passes when the permission list holds an entry with that action', () => {
    const state = { ...emptyState(), permissions: [{ action: 'ship:print' }] };
    expect(access(state).can('ship:print')).toBe(true);
    expect(access(state).can('ship:reprint')).toBe(false);
    expect(access(undefined).can('ship:print')).toBe(false);
  });

  it('hasPermission is exact', () => {
    expect(hasPermission([{ action: 'ship' }], 'ship:print')).toBe(false);
    expect(hasPermission([{ action: 'ship:print:all' }], 'ship:print')).toBe(false);
    expect(hasPermission(undefined, 'ship:print')).toBe(false);
    // @ts-expect-error a misspelt action is a type error, not a button that never shows
    expect(access(undefined).can('ship:prnt')).toBe(false);
  });
});
