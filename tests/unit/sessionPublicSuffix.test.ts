/**
 * @vitest-environment jsdom
 * @vitest-environment-options {"url": "https://a.com.cn/orderDeliver"}
 */
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { readToken, saveToken, tokenCookieAttributes } from '@/core/session';
import { cookieWritesDuring } from './cookieSpy';

/** The page's own jsdom (vitest's jsdom environment exposes it): the host is changed per case. */
const dom = (globalThis as unknown as { jsdom: { reconfigure: (settings: { url: string }) => void } }).jsdom;

describe('token cookie on a host whose parent domain is a public suffix', () => {
  it.each(['a.com.cn', 'x.github.io'])(
    '%s: falls back to a host-only cookie a new tab finds, SameSite=Strict',
    (host) => {
      dom.reconfigure({ url: `https://${host}/orderDeliver` });
      const seen = cookieWritesDuring(() => saveToken('abc'));
      expect(seen.at(-1)).toMatchObject({ path: '/', sameSite: 'Strict', secure: true });
      expect(seen.at(-1)).not.toHaveProperty('domain');
      // A new tab: no storage of its own, only the cookie.
      sessionStorage.clear();
      localStorage.clear();
      expect(Cookies.get('token')).toBe('abc');
      expect(readToken()).toBe('abc');
      expect(tokenCookieAttributes('https:', host, false).sameSite).toBe('Strict');
    },
  );
});
