/**
 * A page the browser brings back shows nothing of a sign-in that has ended (a shared PC:
 * README, "A shared PC"). Two ways around the console's own checks go through the browser:
 *
 *  - the back/forward cache: Back after a sign-out and another sign-in can restore an earlier
 *    document as it was frozen, its screen, rows and typed search included, its code then
 *    calling with the new token. The document is hidden as it is frozen (`pagehide`), and when
 *    it is restored (`pageshow`) it is shown again only if the tab still holds the token it
 *    was left with; otherwise, before anything of it is painted, it is replaced (its history
 *    entry too) by the landing, or the sign-in page when no one is signed in.
 *  - a tab that slept through a sign-out elsewhere (discarded, or in the background): at its
 *    start and whenever it is shown again, a tab whose own token copy no shared store holds
 *    any more forgets it (./session.ts) and goes to the sign-in page, its address no target.
 *
 * index.html is also served `no-store` (plugins/security.ts), which keeps most browsers from
 * caching the document at all; this check does not rely on it.
 */
import { forgetSignedOutTab, readToken } from './session';

let leftWith: string | undefined;
/** This document started in a tab that slept through a sign-out: its address is an earlier sign-in's. */
let startedAfterSignOut = false;

const root = () => document.documentElement;

/** What a page shown again must do: stay as it is, or leave for the sign-in page or the landing. */
type TabReturn = 'stay' | 'signedOut' | 'stale';

/** What `watchTabReturn` does on each event: exported for its tests. @internal */
export const tabReturn = {
  /** The page is going into the back/forward cache: hidden, and the token it was left with noted. */
  frozen(persisted: boolean): void {
    if (!persisted) return;
    leftWith = readToken();
    root().style.visibility = 'hidden';
  },
  /**
   * The page is shown again (restored from the cache, or its tab made visible): signed out while
   * away, restored under another token than it was left with (stale), or fine as it is.
   */
  back(restored: boolean): TabReturn {
    if (forgetSignedOutTab()) return 'signedOut';
    if (restored && readToken() !== leftWith) return 'stale';
    if (restored) root().style.visibility = '';
    return 'stay';
  },
};

/**
 * Whether this document's address belongs to a sign-in that ended while its tab slept: the
 * sign-in page then takes it as no target (src/layouts/SecurityLayout.tsx).
 */
export const addressOfEndedSignIn = () => startedAfterSignOut;

/**
 * Where a page that must not stay goes, replacing its history entry (an earlier sign-in's
 * address never stays to be reached again, and never becomes a target): the sign-in page when
 * no one is signed in, else the signed-in user's landing.
 */
const leave = (how: TabReturn, go: (url: string) => void) => go(how === 'signedOut' ? '/main/login' : '/');

/** Installs the checks, once, as the console starts (src/app.tsx). */
export function watchTabReturn(go: (url: string) => void = (url) => window.location.replace(url)): void {
  startedAfterSignOut = forgetSignedOutTab();
  window.addEventListener('pagehide', (event) => tabReturn.frozen(event.persisted));
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const how = tabReturn.back(true);
    if (how !== 'stay') leave(how, go);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    const how = tabReturn.back(false);
    if (how !== 'stay') leave(how, go);
  });
}
