import Cookies from 'js-cookie';

/** The one key the token lives under, in every store (docs/requirements.md#session). */
export const TOKEN_KEY = 'token';
/**
 * "Remember me" keeps the cookie for a year; otherwise it ends with the browser session.
 * @internal exported for its tests
 */
export const REMEMBER_DAYS = 365;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The cookie domain for a host: drop the first label when the host has more than two
 * (admin.example.com -> example.com) so sibling apps share the session. Browsers reject a
 * domain attribute made from an IP address or a single label, so those get none.
 * @internal exported for its tests
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || IPV4.test(host) || host.includes(':') || host.startsWith('[')) {
    return undefined;
  }
  const labels = host.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : undefined;
}

export function currentDomain(): string | undefined {
  return typeof window === 'undefined' ? undefined : cookieDomainFor(window.location.hostname);
}

/**
 * The token cookie's attributes. `Secure` whenever the console is served over https, so a
 * plain-http request of a sibling host never carries it. `SameSite=Strict`: the console
 * itself sends the token as a header read from storage, and two money moves of this backend
 * are GETs (a deduction, a delivery confirmation), so no request started from another site,
 * not even a top-level link, may carry the session.
 * @internal exported for its tests
 */
export function tokenCookieAttributes(protocol: string, hostname: string, remember: boolean) {
  return {
    domain: cookieDomainFor(hostname),
    path: '/',
    sameSite: 'Strict' as const,
    ...(protocol === 'https:' ? { secure: true } : {}),
    ...(remember ? { expires: REMEMBER_DAYS } : {}),
  };
}

/**
 * Beside the spec's three stores: whether the local copy of the token was remembered. Not
 * remembered, the cookie is a session cookie, and a local copy that outlives it (the
 * browser was closed) is dropped at start-up: "remember me" unchecked signs out with the
 * browser, while new tabs of the same browser session stay signed in.
 */
const REMEMBER_KEY = 'token.remember';

export function saveToken(token: string, remember = false): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(REMEMBER_KEY, remember ? '1' : '0');
  const attributes = tokenCookieAttributes(window.location.protocol, window.location.hostname, remember);
  Cookies.set(TOKEN_KEY, token, attributes);
  // A parent domain that is a public suffix (a.com.cn → com.cn, x.github.io → github.io) is
  // refused by the browser without a word, and every new tab would start signed out: the
  // cookie is then the host's own. Reading it back is the browser's own public-suffix list.
  if (attributes.domain && Cookies.get(TOKEN_KEY) !== token) {
    const { domain: _refused, ...hostOnly } = attributes;
    Cookies.set(TOKEN_KEY, token, hostOnly);
  }
}

/**
 * At start-up: a token saved without "remember me" whose browser session has ended (its
 * session cookie is gone, the local copy is still there) is dropped, with its marker. A tab
 * that holds its own copy (a reload) keeps it: its session has not ended.
 */
export function forgetEndedSession(): void {
  try {
    if (localStorage.getItem(REMEMBER_KEY) !== '0') return;
    if (sessionStorage.getItem(TOKEN_KEY) || Cookies.get(TOKEN_KEY)) return;
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // storage switched off: nothing was kept
  }
}

/** Takes over a token another tab of the console signed in with (its local storage copy). */
export function adoptToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

/**
 * This tab keeps the token its user was loaded with: a sign-in as someone else in another tab
 * replaces the shared copies (local storage, the cookie), and a tab still showing the first
 * user's screens must not call as the second.
 */
export function pinToken(): void {
  const token = readToken();
  if (token && !sessionStorage.getItem(TOKEN_KEY)) sessionStorage.setItem(TOKEN_KEY, token);
}

/**
 * A tab coming back (its start, shown again, restored from the back/forward cache) whose own
 * copy of the token no shared store holds any more: someone signed out while it slept (a tab
 * the browser discarded keeps its session storage and never heard the sign-out's `storage`
 * event). Its session storage (the token, drafts, the sign-in's history) is the earlier
 * user's: all of it goes. True when it did.
 */
export function forgetSignedOutTab(): boolean {
  try {
    if (!sessionStorage.getItem(TOKEN_KEY)) return false;
    if (localStorage.getItem(TOKEN_KEY) || Cookies.get(TOKEN_KEY)) return false;
    sessionStorage.clear();
    return true;
  } catch {
    return false;
  }
}

/** Session storage first, then local storage, then the cookie. */
export function readToken(): string | undefined {
  return sessionStorage.getItem(TOKEN_KEY) || localStorage.getItem(TOKEN_KEY) || Cookies.get(TOKEN_KEY) || undefined;
}

export function hasToken(): boolean {
  return Boolean(readToken());
}

/**
 * Drops the token from every store (a 109 answer: the server no longer knows it). Given the
 * token a call was sent with, only the copies that still hold it go: a newer login made in
 * another tab (the shared local copy and cookie) survives an old tab's late 109.
 */
export function removeToken(only?: string): void {
  const holds = (value: string | null | undefined) => only === undefined || value === only;
  if (holds(sessionStorage.getItem(TOKEN_KEY))) sessionStorage.removeItem(TOKEN_KEY);
  if (holds(localStorage.getItem(TOKEN_KEY))) {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REMEMBER_KEY);
  }
  if (!holds(Cookies.get(TOKEN_KEY))) return;
  const domain = currentDomain();
  Cookies.remove(TOKEN_KEY, { path: '/' });
  if (domain) Cookies.remove(TOKEN_KEY, { path: '/', domain });
}

/** What a change to local storage made in another tab of the console means for this one. */
export type SessionChange = { kind: 'signedOut' } | { kind: 'signedIn'; token: string };

/**
 * Reads a `storage` event (fired in every other tab when local storage changes) for a tab
 * that is signed in or not: a logout there clears all storage (key null) or drops the token
 * this tab uses (a tab that kept no copy of its own used that one); a login there writes a
 * new token. Anything else is no news.
 */
export function sessionChangeFrom(
  event: { key: string | null; oldValue: string | null; newValue: string | null },
  tab: { signedIn: boolean; token: string | undefined },
): SessionChange | undefined {
  if (event.key === null) return tab.signedIn ? { kind: 'signedOut' } : undefined;
  if (event.key !== TOKEN_KEY) return undefined;
  if (!event.newValue)
    return tab.signedIn && (!tab.token || tab.token === event.oldValue) ? { kind: 'signedOut' } : undefined;
  return event.newValue !== tab.token ? { kind: 'signedIn', token: event.newValue } : undefined;
}
