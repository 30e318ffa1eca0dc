import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import {
  cookieDomainFor,
  forgetEndedSession,
  hasToken,
  readToken,
  REMEMBER_DAYS,
  removeToken,
  saveToken,
  sessionChangeFrom,
  tokenCookieAttributes,
  TOKEN_KEY,
} from '@/core/session';
import { clearSession } from '@/core/signOut';
import { beginSignIn, recordEntry } from '@/core/signInHistory';
import { cookieWritesDuring } from './cookieSpy';

describe('cookieDomainFor', () => {
  it.each([
    ['admin.example.com', 'example.com'],
    ['a.b.yuncang.cn', 'b.yuncang.cn'],
    ['ADMIN.Example.COM.', 'example.com'],
    ['example.com', undefined],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['10.1.2.3', undefined],
    ['[::1]', undefined],
    ['::1', undefined],
    ['', undefined],
  ])('%s -> %s', (host, domain) => {
    expect(cookieDomainFor(host)).toBe(domain);
  });
});

describe('token storage', () => {
  it('stores the token under "token" in session storage, local storage and a cookie', () => {
    saveToken('abc');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(Cookies.get(TOKEN_KEY)).toBe('abc');
  });

  it('reads session storage first, then local storage, then the cookie', () => {
    Cookies.set(TOKEN_KEY, 'from-cookie');
    expect(readToken()).toBe('from-cookie');
    localStorage.setItem(TOKEN_KEY, 'from-local');
    expect(readToken()).toBe('from-local');
    sessionStorage.setItem(TOKEN_KEY, 'from-session');
    expect(readToken()).toBe('from-session');
  });

  it('fails the user check when no token is present anywhere', () => {
    expect(hasToken()).toBe(false);
    expect(readToken()).toBeUndefined();
    Cookies.set(TOKEN_KEY, 'only-cookie');
    expect(hasToken()).toBe(true);
  });

  it('writes a session cookie unless "remember me" asks for a year', () => {
    const calls = cookieWritesDuring(() => {
      saveToken('t1');
      saveToken('t2', true);
    });
    expect(calls[0]).not.toHaveProperty('expires');
    expect(calls[1]).toMatchObject({ expires: 365 });
  });

  it('logout clears both storages and every cookie', () => {
    saveToken('abc', true);
    localStorage.setItem('other', '1');
    sessionStorage.setItem('other', '1');
    document.cookie = 'tracking=1; path=/';
    clearSession();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(hasToken()).toBe(false);
  });

  it('logout keeps only the layout, saved filters and unknown money keys: tab addresses lose what was typed', () => {
    saveToken('abc', true);
    const tabs = [
      { path: '/orderDeliver', url: '/orderDeliver?keyword=13800138000&platformId=102', usedAt: 2 },
      { path: '/agent/list', url: '/agent/list?keyword=%E7%8E%8B', usedAt: 1 },
    ];
    const kept = {
      umi_locale: 'en-US',
      'prefs:1:page-size:shipping': '20',
      'prefs:1:list-columns:shipping': '{"receiverName":{"show":false}}',
      'prefs:1:saved-views:shipping': '[{"name":"顺丰待发","values":{"keyword":"SF"}}]',
      'prefs:1:carrier-by-platform': '{"102":"SF"}',
      'intent:1:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef': '{"key":"k","at":1,"move":"deduct"}',
    };
    const gone = {
      'todo-bell:1': '{"at":1,"failures":0,"data":{"lowBalance":{"total":3}},"failed":[]}',
      'todo-bell-claim:1': '{"by":"x","until":1}',
      'todo-bell-seen:1': '{"toShip":3}',
      'prefs:1:todo-bell-seen': '{"toShip":3}',
      'shipping.carrierByPlatform': '{"102":"SF"}',
      'intent:1:/api/brCredit/handDeductionFee': '{"key":"k"}',
      'mock.slow': '3000',
    };
    localStorage.setItem('prefs:1:tabs', JSON.stringify(tabs));
    for (const [key, value] of Object.entries({ ...kept, ...gone })) localStorage.setItem(key, value);
    clearSession();
    expect(Object.keys(localStorage).sort()).toEqual([...Object.keys(kept), 'prefs:1:tabs'].sort());
    for (const [key, value] of Object.entries(kept)) expect(localStorage.getItem(key)).toBe(value);
    expect(JSON.parse(localStorage.getItem('prefs:1:tabs')!)).toEqual([
      { path: '/orderDeliver', url: '/orderDeliver', usedAt: 2 },
      { path: '/agent/list', url: '/agent/list', usedAt: 1 },
    ]);
  });

  it('logout leaves no sign-in history behind, though the layout records its move to the login page', () => {
    saveToken('mk.1.history');
    beginSignIn(1);
    recordEntry(1, 'k-work');
    expect(Object.keys(sessionStorage)).toContain('signin.history');
    clearSession();
    // The sign-out's own navigation, seen by the layout still mounted for the user.
    recordEntry(1, 'k-login-page');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('a 109 drops only the token', () => {
    saveToken('abc');
    localStorage.setItem('ship-columns', 'keep');
    removeToken();
    expect(hasToken()).toBe(false);
    expect(localStorage.getItem('ship-columns')).toBe('keep');
  });
});

describe('the token cookie', () => {
  it('is Secure over https and SameSite=Strict always, with the shared domain', () => {
    expect(tokenCookieAttributes('https:', 'admin.example.com', false)).toEqual({
      domain: 'example.com',
      path: '/',
      sameSite: 'Strict',
      secure: true,
    });
    expect(tokenCookieAttributes('http:', 'localhost', true)).toEqual({
      domain: undefined,
      path: '/',
      sameSite: 'Strict',
      expires: REMEMBER_DAYS,
    });
    expect(tokenCookieAttributes('http:', 'admin.example.com', false)).not.toHaveProperty('secure');
  });
});

describe('sessions across tabs', () => {
  const event = (key: string | null, oldValue: string | null, newValue: string | null) => ({ key, oldValue, newValue });
  const signedIn = (token?: string) => ({ signedIn: true, token });
  it("reads a logout elsewhere as signed out: all storage cleared, or this tab's token dropped", () => {
    expect(sessionChangeFrom(event(null, null, null), signedIn('mine'))).toEqual({ kind: 'signedOut' });
    // A tab that kept no copy of its own used the shared one, now gone.
    expect(sessionChangeFrom(event(null, null, null), signedIn(undefined))).toEqual({ kind: 'signedOut' });
    expect(sessionChangeFrom(event('token', 'mine', null), signedIn('mine'))).toEqual({ kind: 'signedOut' });
    expect(sessionChangeFrom(event('token', 'other', null), signedIn('mine'))).toBeUndefined();
    expect(sessionChangeFrom(event(null, null, null), { signedIn: false, token: undefined })).toBeUndefined();
  });
  it('reads a login elsewhere as a token to continue with', () => {
    expect(sessionChangeFrom(event('token', null, 'new'), { signedIn: false, token: undefined })).toEqual({
      kind: 'signedIn',
      token: 'new',
    });
    expect(sessionChangeFrom(event('token', 'new', 'new'), signedIn('new'))).toBeUndefined();
    expect(sessionChangeFrom(event('mock.slow', null, '1'), signedIn('mine'))).toBeUndefined();
  });
});

describe('remember me', () => {
  /** What a browser restart leaves: no tab's session storage, no session cookie. */
  const restartBrowser = (cookieSurvives: boolean) => {
    sessionStorage.clear();
    if (!cookieSurvives) Cookies.remove(TOKEN_KEY, { path: '/' });
  };

  it('unchecked: closing the browser signs out (the local copy outlives its session cookie and is dropped)', () => {
    clearSession();
    saveToken('tok-session', false);
    restartBrowser(false);
    forgetEndedSession();
    expect(readToken()).toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('unchecked: a new tab of the same browser session stays signed in', () => {
    clearSession();
    saveToken('tok-session', false);
    sessionStorage.clear(); // a new tab has its own, empty session storage
    forgetEndedSession();
    expect(readToken()).toBe('tok-session');
  });

  it('checked: the token survives a browser restart', () => {
    clearSession();
    saveToken('tok-kept', true);
    restartBrowser(true);
    forgetEndedSession();
    expect(readToken()).toBe('tok-kept');
  });

  it('a 109 removes only the copies that hold the token it was sent with', () => {
    clearSession();
    saveToken('tok-old', false);
    localStorage.setItem(TOKEN_KEY, 'tok-new');
    removeToken('tok-old');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-new');
  });
});
