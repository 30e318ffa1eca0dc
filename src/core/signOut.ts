/**
 * Signing out here: every store and cookie cleared but what a shared PC keeps of a person
 * (./storagePolicy.ts). Apart from ./session.ts, which the login page loads: the policy and
 * what it forgets (the tabs' rules, the file policy, the history of a sign-in) are the layout's.
 */
import Cookies from 'js-cookie';
import { currentDomain } from './session';
import { forgetSignInHistory } from './signInHistory';
import { keptAfterSignOut } from './storagePolicy';

/**
 * Logout: clear both storages (but what ./storagePolicy.ts keeps) and every cookie this page can see. A cookie is removed
 * with each attribute set it may have been written with (no domain, the shared domain,
 * the full host), because a removal only matches a cookie with the same domain.
 */
export function clearSession(): void {
  clearTabSession();
  // What stays is said once (./storagePolicy.ts): the language, the person's layout and saved
  // filters, the keys of money moves whose outcome is unknown. Everything else goes.
  const kept = Object.keys(localStorage).flatMap((key) => {
    const value = keptAfterSignOut(key, localStorage.getItem(key) ?? '');
    return value === undefined ? [] : [[key, value] as const];
  });
  localStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
  const host = window.location.hostname;
  const domains = Array.from(new Set([undefined, currentDomain(), host.includes('.') ? host : undefined]));
  for (const name of Object.keys(Cookies.get())) {
    for (const domain of domains) {
      Cookies.remove(name, { path: '/', ...(domain ? { domain } : {}) });
    }
  }
}

/**
 * This tab's own session storage (the token's copy, drafts, the sign-in's history): no other tab
 * can clear it, so a tab that hears of a sign-out elsewhere clears it itself.
 */
export function clearTabSession(): void {
  sessionStorage.clear();
  forgetSignInHistory();
}
