import { setupWorker } from 'msw/browser';
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
}
