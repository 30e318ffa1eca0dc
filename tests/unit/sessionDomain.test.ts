/**
 * @vitest-environment jsdom
 * @vitest-environment-options {"url": "https://admin.yuncang.example.com/orderDeliver"}
 */
import { describe, expect, it } from 'vitest';
import { readToken, saveToken } from '@/core/session';
import { clearSession } from '@/core/signOut';
import { cookieWritesDuring } from './cookieSpy';

describe('token cookie on a host with more than two labels', () => {
  it('is written for the parent domain (first label dropped) and removed on logout', () => {
    const seen = cookieWritesDuring(() => saveToken('abc'));
    expect(seen[0]).toMatchObject({ domain: 'yuncang.example.com', path: '/' });
    sessionStorage.clear();
    localStorage.clear();
    expect(readToken()).toBe('abc');

    // A host-only cookie of the same name must go too.
    document.cookie = 'legacy=1; path=/';
    clearSession();
    expect(document.cookie).toBe('');
    expect(readToken()).toBeUndefined();
  });
});
