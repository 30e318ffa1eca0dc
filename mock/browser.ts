import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the fake backend in the browser (mock builds only; see src/app.tsx). */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    // msw's worker, with the page's own chunks, styles and fonts passed by (mock/serviceWorker.js).
    serviceWorker: { url: '/serviceWorker.js' },
    // Anything else the fake backend does not answer goes to the network untouched.
    onUnhandledRequest: 'bypass',
  });
}
