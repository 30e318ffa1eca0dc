/**
 * A page the browser brings back (src/core/tabReturn.ts): restored from the back/forward cache
 * under another token, or a tab that slept through a sign-out elsewhere, never stays.
 */
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/core/session';
import { tabReturn } from '@/core/tabReturn';

const signedIn = (token: string) => {
  sessionStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(TOKEN_KEY, token);
};

describe('a page the browser brings back', () => {
  it('restored from the back/forward cache under the token it was left with: shown again as it was', () => {
    signedIn('t-admin');
    tabReturn.frozen(true);
    expect(document.documentElement.style.visibility).toBe('hidden');
    expect(tabReturn.back(true)).toBe('stay');
    expect(document.documentElement.style.visibility).toBe('');
  });

  it('restored after a sign-out and another sign-in in this tab: stale, never shown', () => {
    signedIn('t-admin');
    tabReturn.frozen(true);
    sessionStorage.clear();
    localStorage.clear();
    signedIn('t-operator');
    expect(tabReturn.back(true)).toBe('stale');
    expect(document.documentElement.style.visibility).toBe('hidden');
    document.documentElement.style.visibility = '';
  });

  it('a tab whose own token no shared store holds any more (signed out elsewhere): its session storage goes', () => {
    signedIn('t-admin');
    sessionStorage.setItem('draft:1:recharge', '{"amount":"8800"}');
    localStorage.removeItem(TOKEN_KEY);
    Cookies.remove(TOKEN_KEY);
    expect(tabReturn.back(false)).toBe('signedOut');
    expect({ ...sessionStorage }).toEqual({});
  });

  it('a tab shown again while its session is alive, or signed in as someone else elsewhere, stays', () => {
    signedIn('t-admin');
    expect(tabReturn.back(false)).toBe('stay');
    localStorage.setItem(TOKEN_KEY, 't-someone-else');
    expect(tabReturn.back(false)).toBe('stay');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('t-admin');
  });
});
