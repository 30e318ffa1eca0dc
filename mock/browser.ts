import { setupWorker } from 'msw/browser';
import { announceDemo } from '../src/core/demo';
import { demoAccounts, MOCK_SMS_CODE } from './db/users';
import { handlers } from './handlers';

/** Starts the fake backend in the browser (mock builds only; see src/app.tsx). */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Page chunks, styles and fonts go to the network untouched.
    onUnhandledRequest: 'bypass',
  });
  announceDemo({ accounts: demoAccounts(), smsCode: MOCK_SMS_CODE });
}
