/* global self, importScripts */
/**
 * The mock's service worker: msw's own (imported below, unchanged), except that the page's own
 * scripts, styles and fonts go straight to the network. msw's worker asks the page about every
 * request, in the page's main thread, and lets it pass only when the page answers: each page
 * chunk waited for the main thread to be free, and the page did msw's matching work (reading
 * every cookie) once per chunk. The fake backend answers fetches and images (/api/…, the
 * uploaded files), never these.
 */
const PAGE_ASSETS = new Set(['script', 'style', 'font', 'worker', 'sharedworker', 'manifest']);

// Registered before msw's own listener, so it runs first and can keep msw's from running.
self.addEventListener('fetch', (event) => {
  if (PAGE_ASSETS.has(event.request.destination)) event.stopImmediatePropagation();
});

importScripts('mockServiceWorker.js');
