import { useOutlet } from '@umijs/max';
import { Activity, useContext, useEffect, useLayoutEffect, useRef, type ContextType, type ReactNode } from 'react';
// The router's own context, so a kept page reads the address it was left at (see below).
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import ErrorBoundary from '@/components/ErrorBoundary';
import Interruptible from '@/components/Interruptible';
import { SHOWN_PAGE_ATTRIBUTE } from '@/core/shortcuts';

type Where = ContextType<typeof LocationContext>;

interface Kept {
  where: Where;
  page: ReactNode;
}

/**
 * The pages of the open tabs, each kept as the operator left it: every tab shown once in this
 * visit stays mounted inside React's `<Activity>`, hidden while another is shown. Hidden, a page
 * keeps its state (the form, the selected rows, an open drawer or dialog with what was typed)
 * while React cleans up its effects: its queries stop listening and its timers stop, and when it
 * is shown again they start afresh (TanStack Query refreshes what is stale). The page's dialogs
 * and drawers go with it: antd mounts their portal in an effect.
 *
 * Each kept page reads the router's location context as it was when last shown, not the
 * address of the page now shown: its filters follow its own URL, and a hidden page does not
 * render again when the operator moves elsewhere (the context value is the same object).
 * Scroll positions are kept per tab and given back when the tab is shown.
 */
export default function KeptPages({
  open,
  shown,
  location,
}: {
  /** The paths of the open tabs. */
  open: readonly string[];
  /** The tab shown, if the address is one (not a 404 or the root's redirect). */
  shown: string | undefined;
  /** The address the shown tab is at. */
  location: Where['location'];
}) {
  const router = useContext(LocationContext);
  const outlet = useOutlet();
  const kept = useRef(new Map<string, Kept>());
  if (shown) {
    const last = kept.current.get(shown);
    const where = last && last.where.location === location ? last.where : { ...router, location };
    kept.current.set(shown, { where, page: outlet });
  }
  for (const path of [...kept.current.keys()]) if (path !== shown && !open.includes(path)) kept.current.delete(path);

  const scroll = useTabScroll(shown);

  return (
    <>
      {[...kept.current].map(([path, { where, page }]) => (
        // The marks sit outside the Activity boundary: an update inside a tree being hidden
        // waits for React's idle time, so a mark inside stayed on a hidden page for a while.
        <div
          key={path}
          data-page-tab={path}
          {...(path === shown ? { [SHOWN_PAGE_ATTRIBUTE]: '' } : {})}
          onScrollCapture={(event) => scroll.remember(path, event.target)}
        >
          <Activity mode={path === shown ? 'visible' : 'hidden'}>
            <LocationContext.Provider value={where}>
              {/* One broken screen keeps the layout, the menus and the other tabs alive. */}
              <ErrorBoundary>
                <Interruptible>{page}</Interruptible>
              </ErrorBoundary>
            </LocationContext.Provider>
          </Activity>
        </div>
      ))}
      {!shown && (
        <div {...{ [SHOWN_PAGE_ATTRIBUTE]: '' }}>
          <ErrorBoundary key={router.location.pathname}>
            <Interruptible>{outlet}</Interruptible>
          </ErrorBoundary>
        </div>
      )}
    </>
  );
}

/**
 * Keeps each tab's scroll positions, and gives them back when the tab is shown again: the
 * window's, and those of the boxes that scroll inside the page (a long page's table body). A
 * hidden page is `display: none`, which the browser takes as a reason to forget every scroll
 * position inside it.
 */
function useTabScroll(shown: string | undefined) {
  const windowScrolls = useRef(new Map<string, number>());
  const boxScrolls = useRef(new Map<string, Map<Element, [number, number]>>());
  const current = useRef(shown);
  useEffect(() => {
    const onScroll = () => current.current && windowScrolls.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // Before paint: the tab shows at its own place, not first at the other tab's.
  useLayoutEffect(() => {
    if (current.current === shown) return;
    current.current = shown;
    window.scrollTo(0, (shown && windowScrolls.current.get(shown)) || 0);
    const boxes = shown ? boxScrolls.current.get(shown) : undefined;
    for (const [box, [top, left]] of boxes ?? []) {
      if (!box.isConnected) boxes!.delete(box);
      else Object.assign(box, { scrollTop: top, scrollLeft: left });
    }
  }, [shown]);
  return {
    remember: (path: string, target: EventTarget) => {
      if (!(target instanceof Element)) return;
      const boxes = boxScrolls.current.get(path) ?? new Map<Element, [number, number]>();
      boxes.set(target, [target.scrollTop, target.scrollLeft]);
      boxScrolls.current.set(path, boxes);
    },
  };
}
