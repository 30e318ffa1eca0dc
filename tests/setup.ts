import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearData } from '@/components/data';
import { forgetShownNotices } from '@/core/notice';
import { forgetUnsaved } from '@/core/unsavedWork';
import { resetDb } from '@mock/db';
import { server } from '@mock/node';
import { contractBreaches } from '@mock/handlers/serve';
import { createPluginManager } from '@@/core/plugin';
import { describedWhenRead } from './elementError';

// The app creates Umi's plugin manager before anything runs; locale lookups need it.
createPluginManager();

// antd on two cores needs more than Testing Library's default second; beside a CPU hog, a
// file's first render (its screen's modules transformed on first import) took 9–10 s.
configure({ asyncUtilTimeout: 20_000, getElementError: describedWhenRead(getConfig().getElementError) });

// antd's static notices animate outside React's act(); their warnings say nothing about
// the behaviour under test, so only those are silenced.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
  consoleError(...args);
};

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
});
afterEach(() => {
  cleanup();
  // Each test starts with nothing loaded, as a fresh sign-in does.
  clearData();
  forgetShownNotices();
  // A screen left with input in one test does not ask in the next (a fresh page has no marks).
  forgetUnsaved();
  server.resetHandlers();
  server.events.removeAllListeners();
  // The fake backend is held to the contract the console checks (src/services/wire.ts).
  const breaches = contractBreaches.splice(0);
  if (breaches.length) throw new Error(`The mock broke the contract:\n${breaches.join('\n')}`);
});
afterAll(async () => {
  // Outlive ProLayout's side-menu items: each starts a 400 ms timer on mount that sets
  // state even after unmount (pro-layout BaseMenu's MenuItemTooltip); one still pending when
  // the file's environment is torn down throws "window is not defined" into the run.
  await new Promise((resolve) => setTimeout(resolve, 450));
  server.close();
});
