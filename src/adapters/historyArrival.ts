import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useNavigationType } from 'react-router-dom';
import { reachedByHistory } from '@/core/arrival';
import type { HistoryAction } from '@/core/signInHistory';

/** Set once the document's first route has rendered: later POPs are Back or Forward in it. */
let firstShown = false;

/**
 * Whether the address shown was reached by Back or Forward (src/core/arrival.ts): the
 * layout and the login page give such an address, met while signed out, to no sign-in as its
 * target. The move is asked of the router's own history (its `action`), as useOwnHistory does.
 */
export function useReachedByHistory(): boolean {
  const { navigator } = useContext(NavigationContext);
  const navigationType = useNavigationType();
  const action = (navigator as { action?: HistoryAction }).action ?? navigationType;
  const first = !firstShown;
  useLayoutEffect(() => {
    firstShown = true;
  }, []);
  return reachedByHistory(action, first);
}
