import { announceDemo } from '@/core/demo';
import { demoAccounts, MOCK_SMS_CODE } from './db/users';

/** Tells the login page the demo accounts (a tiny chunk, loaded apart from msw). */
export function announceMockDemo(): void {
  announceDemo({ accounts: demoAccounts(), smsCode: MOCK_SMS_CODE });
}
