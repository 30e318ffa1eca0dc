/**
 * `localStorage['mock.timing'] = '1'` (set by the benchmark, never by the demo or the tests):
 * the mock's own work, measured as `mock` entries of the page's performance timeline. In the
 * browser the mock shares the page's main thread, so the benchmark takes this time out of
 * the console's long tasks; a real backend does its work elsewhere.
 */
export function markMockWork(start: number): void {
  let on = false;
  try {
    on = globalThis.localStorage?.getItem('mock.timing') === '1';
  } catch {
    // no storage: no timing
  }
  if (on) performance.measure('mock', { start, end: performance.now() });
}
