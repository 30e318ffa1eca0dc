import { useContext, useLayoutEffect, useRef, type ContextType } from 'react';
// The router's own context: while an earlier sign-in's entry is replaced, the workspace keeps
// reading the user's own address, so nothing of that entry renders or becomes a tab. How the
// entry was reached is asked of the router's own history (Umi's `history` export and the
// router's `navigationType` both stay at the first move under Umi's test browser).
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  useNavigationType,
} from 'react-router-dom';
import { documentArrival } from '@/core/arrival';
import { judgeEntry, recordEntry, UNKEYED_ENTRY, type HistoryAction } from '@/core/signInHistory';

type Where = ContextType<typeof LocationContext>;

/**
 * The history entry the layout may show for `userId` (src/core/signInHistory.ts). An entry of
 * an earlier sign-in, reached by Back or Forward, is replaced before anything paints by the
 * user's own screen as it was (or the landing, when there is none yet), and meanwhile the
 * workspace reads the user's own address (`where`). `earlier` is true for that moment.
 */
export function useOwnHistory(userId: number | undefined): { where: Where | undefined; earlier: boolean } {
  const router = useContext(LocationContext);
  // The history object itself knows the last move; the router's `navigationType` is the fallback.
  const { navigator } = useContext(NavigationContext);
  const navigationType = useNavigationType();
  const action = (navigator as { action?: HistoryAction }).action ?? navigationType;
  const { location } = router;
  const rendered = useRef(false);
  const own = useRef<Where>(undefined);
  const verdict =
    userId === undefined
      ? 'own'
      : judgeEntry(userId, location.key, action, rendered.current ? undefined : { arrival: documentArrival() });
  if (verdict !== 'earlier') own.current = router;
  const ownUrl = own.current && `${own.current.location.pathname}${own.current.location.search}`;

  useLayoutEffect(() => {
    rendered.current = true;
    if (userId === undefined) return;
    const url = `${location.pathname}${location.search}${location.hash}`;
    // The history itself, not `navigate`: the router drops a navigate made before its own
    // effects have run, which is exactly when a document reached by Back first renders here.
    const replace = (to: string, state?: unknown) =>
      (navigator as { replace: (to: string, state?: unknown) => void }).replace(to, state);
    if (verdict === 'earlier') replace(ownUrl ?? '/');
    // An entry opened from the address bar has no key of its own: given one, then recorded.
    else if (location.key === UNKEYED_ENTRY) replace(url, location.state);
    else recordEntry(userId, location.key);
  }, [userId, verdict, location, ownUrl, navigator]);

  return { where: own.current, earlier: verdict === 'earlier' };
}
