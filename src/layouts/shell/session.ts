/**
 * How a session ends in this tab, said once: the operator signs out here, or another tab of the
 * console signed out. Either way calls in flight stop (running exports too), what was loaded
 * is forgotten and the state is emptied before the login page shows.
 */
import { history } from '@umijs/max';
import { useEffect } from 'react';
import { emptyState, type InitialState } from '@/adapters/initialState';
import { clearData } from '@/components/data';
import { setIntentSecret } from '@/core/intent';
import { abortSessionCalls } from '@/core/request';
import { loginUrl } from '@/core/safeRedirect';
import { readToken, removeToken, sessionChangeFrom } from '@/core/session';
import { setStorageOwner } from '@/core/owner';
import { clearSession, clearTabSession } from '@/core/signOut';

type SetInitialState = (state: InitialState) => Promise<void> | void;

/**
 * Signing out here clears every store and cookie (docs/requirements.md#session); after another
 * tab's sign-out the shared stores are that tab's to clear, and this tab's own session storage
 * (which no other tab reaches) is cleared here.
 */
export async function endSession(setInitialState: SetInitialState, how: 'signedOut' | 'signedOutElsewhere') {
  abortSessionCalls();
  if (how === 'signedOut') clearSession();
  else {
    removeToken();
    clearTabSession();
  }
  clearData();
  // The account's key secret leaves memory with it (src/core/intent.ts).
  setIntentSecret(undefined);
  await setInitialState(emptyState());
  // No one is signed in: no one's things show until the next sign-in names its user (the sign-in
  // page is light; the same operator signing in again gets their appearance back).
  setStorageOwner(undefined);
}

/** Signed out in another tab of the console: this one goes to the login page too, keeping its path as target. */
export function useSignOutElsewhere(setInitialState: SetInitialState) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (sessionChangeFrom(event, { signedIn: true, token: readToken() })?.kind !== 'signedOut') return;
      void endSession(setInitialState, 'signedOutElsewhere');
      history.replace(loginUrl(`${history.location.pathname}${history.location.search}`));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setInitialState]);
}
