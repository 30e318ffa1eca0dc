/**
 * @vitest-environment jsdom
 * @vitest-environment-options {"url": "https://a.com.cn/orderDeliver"}
 */
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { readToken, saveToken, tokenCookieAttributes } from '@/core/session';
import { cookieWritesDuring } from './cookieSpy';

describe('token cookie on a.com.cn, whose parent domain is a public suffix', () => {
  it('falls back to a host-only cookie that a new tab finds, SameSite=Strict', () => {
    const seen = cookieWritesDuring(() => saveToken('abc'));
    expect(seen.at(-1)).toMatchObject({ path: '/', sameSite: 'Strict', secure: true });
    expect(seen.at(-1)).not.toHaveProperty('domain');
    // A new tab: no storage of its own, only the cookie.
    sessionStorage.clear();
    localStorage.clear();
    expect(Cookies.get('token')).toBe('abc');
    expect(readToken()).toBe('abc');
    expect(tokenCookieAttributes('https:', 'a.com.cn', false).sameSite).toBe('Strict');
  });
});
