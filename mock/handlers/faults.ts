import { delay, http } from 'msw';
import { fail } from './utils';

/**
 * Fault switches of the demo backend, so anyone can see the console's error and slow
 * states in the browser (README, "Trying failures"):
 *   localStorage['mock.fail'] = 'shipList|tabStat'   matching calls answer code 500
 *   localStorage['mock.slow'] = '3000'               every call waits that long first
 * Under Node (tests) there is no localStorage in the handler's realm unless jsdom's, and
 * tests set nothing there, so these stay off.
 */
function setting(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export const faultHandlers = [
  http.all('*/api/*', async ({ request }) => {
    const slow = Number(setting('mock.slow'));
    if (slow > 0) await delay(Math.min(slow, 60_000));
    const pattern = setting('mock.fail');
    if (pattern) {
      let matcher: RegExp | undefined;
      try {
        matcher = new RegExp(pattern);
      } catch {
        matcher = undefined;
      }
      if (matcher?.test(new URL(request.url).pathname)) return fail(500, '模拟故障：服务暂时不可用，请稍后重试');
    }
    return undefined;
  }),
];
