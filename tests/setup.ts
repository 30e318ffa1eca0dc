import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearData } from '@/components/data';
import { forgetShownNotices } from '@/core/notice';
import { resetDb } from '@mock/db';
import { server } from '@mock/node';
import { contractBreaches } from '@mock/handlers/serve';
import { createPluginManager } from '@@/core/plugin';

// The app creates Umi's plugin manager before anything runs; locale lookups need it.
createPluginManager();

// antd on two cores needs more than Testing Library's default second; beside a CPU hog, a
// file's first render (its screen's modules transformed on first import) took 9–10 s.
configure({ asyncUtilTimeout: 20_000 });

// antd's static notices animate outside React's act(); their warnings say nothing about
// the behaviour under test, so only those are silenced.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
  consoleError(...args);
};

// jsdom has no ResizeObserver, and antd 6 no longer brings a polyfill (antd 5 did): every
// table, tab bar and overflow list observes its size. jsdom lays nothing out, so nothing
// ever resizes: an observer that never reports is exactly what a browser would do here.
if (!('ResizeObserver' in window)) {
  class InertResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: InertResizeObserver });
  Object.assign(globalThis, { ResizeObserver: InertResizeObserver });
}

// jsdom lacks matchMedia, which antd's grid and ProLayout ask for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom has no layout; antd's scroll helpers call this.
window.scrollTo = () => undefined;

// Uploads: the code under test builds a FormData and umi-request hands it to fetch. Under
// jsdom, FormData is jsdom's, which Node's fetch (the one that reaches msw here) cannot
// encode; in a browser both are native. So FormData is Node's, and jsdom's files get the
// `stream()` Node's encoder reads them with. The bytes that arrive are the file's own.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
Object.assign(globalThis, { FormData: NodeFormData });
if (!Blob.prototype.stream) {
  Blob.prototype.stream = function stream(this: Blob) {
    return new ReadableStream({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await this.arrayBuffer()));
        controller.close();
      },
    });
  } as Blob['stream'];
}

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
