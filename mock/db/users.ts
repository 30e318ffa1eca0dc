import { PERMISSION_ACTIONS, type CurrentUser, type PermissionAction } from '@/services/auth';
import { DEMO_SCREENS, type DemoAccount } from '../demoScreens';

/** A demo account: the fake backend sends every field, the optional ones included. */
export interface MockUser extends CurrentUser {
  password: string;
  nickname: string;
  roleName: string;
  mobile: string;
}

/** Every action the console gates something with: the services' own list, not a copy. */
const ALL_ACTIONS = PERMISSION_ACTIONS;

const entries = (actions: readonly PermissionAction[]) => actions.map((action) => ({ action }));

/** What a demo account is granted: each screen's declared grants (mock/demoScreens.ts), once each. */
const grantsOf = (account: DemoAccount) => [
  ...new Set(Object.values(DEMO_SCREENS).flatMap((screen) => screen.grants[account])),
];

/** The demo accounts (README): an administrator, an operator with a subset, and the no-admin user. */
export function seedUsers(): MockUser[] {
  return [
    {
      id: 1,
      name: 'admin',
      password: 'admin123',
      nickname: '张晓云',
      roleName: '超级管理员',
      mobile: '13800000001',
      keySecret: 'ks1-6f1d0b7e9a2c4d58b3e1f0a7c9d2e4b6',
      permissions: entries(ALL_ACTIONS),
    },
    {
      id: 2,
      name: 'operator',
      password: 'operator123',
      nickname: '李仓管',
      roleName: '仓库操作员',
      mobile: '13800000002',
      keySecret: 'ks2-2b9e7c4a1d6f8e03a5c7b9d1e3f50a2c',
      permissions: entries(grantsOf('operator')),
    },
    {
      id: 3,
      name: 'dontHaveAccess',
      password: '123456',
      nickname: '王访客',
      roleName: '访客',
      mobile: '13800000003',
      keySecret: 'ks3-9c3a5e7b1f2d4068e8a0c2d4f6b8a1e3',
      // The read-only visitor: the lists it is shown, nothing that moves or changes anything.
      permissions: entries(grantsOf('dontHaveAccess')),
    },
  ];
}

/** The SMS code every mock phone receives. */
export const MOCK_SMS_CODE = '123456';

/** What the login page shows as demo accounts (mock builds only). */
export function demoAccounts() {
  return seedUsers()
    .filter((user) => user.name !== 'dontHaveAccess')
    .map((user) => ({ name: user.name, password: user.password, role: user.roleName }));
}
