import { useOutlet } from '@umijs/max';
import { ConfigProvider } from 'antd';
import {
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ContextType,
  type ReactNode,
} from 'react';
// The router's own context, so a kept page reads the address it was left at (see below).
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import ErrorBoundary from '@/components/ErrorBoundary';
import Interruptible from '@/components/Interruptible';
import { PageVisibility, PageVisibilityContext } from '@/components/pageVisibility';
import { keepKept, readKept, reloadKey } from '@/components/useReloadMemory';
import { SHOWN_PAGE_ATTRIBUTE } from '@/core/shortcuts';
import styles from './KeptPages.less';

type Where = ContextType<typeof LocationContext>;

interface Kept {
  where: Where;
  page: ReactNode;
  visibility: PageVisibility;
}

/**
 * The pages of the open tabs, each kept as the operator left it: every tab shown once in this
 * visit stays mounted, and all but the shown one are hidden by the browser alone
 * (`content-visibility: hidden`, inert): the form, the selected rows, an open drawer or
 * dialog with what was typed stay as they are, and showing the page again is a matter of
 * style, with no render and no effect run again (docs/decisions.md, "Page tabs"). What must
 * pause while a page is hidden asks its PageVisibility (src/components/pageVisibility): its
 * loads neither refresh nor render, its listeners and guards stand down. Everything the page
 * shows lives inside its box, its dialogs, drawers and popups too (the popup container), so it
 * hides with the page.
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
    // Back at the address it was left at (a new location object from the tab's link), a page
    // keeps the very element and context it was hidden with, so showing it renders nothing
    // in it (nor does a render of the workspace, such as the tab's time of last use).
    if (!last || !sameAddress(last.where.location, location))
      kept.current.set(shown, {
        where: { ...router, location },
        page: outlet,
        visibility: last?.visibility ?? new PageVisibility(true),
      });
  }
  for (const path of [...kept.current.keys()]) if (path !== shown && !open.includes(path)) kept.current.delete(path);

  const scroll = useTabScroll(shown);

  return (
    <>
      {[...kept.current].map(([path, { where, page, visibility }]) => (
        <KeptPage
          key={path}
          path={path}
          hidden={path !== shown}
          where={where}
          page={page}
          visibility={visibility}
          remember={scroll.remember}
        />
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
 * One kept page in its box. Rendered again only when it is shown or hidden (or its address
 * changes): the page inside is the same element then, so React leaves it alone.
 */
const KeptPage = memo(function KeptPage({
  path,
  hidden,
  where,
  page,
  visibility,
  remember,
}: {
  path: string;
  hidden: boolean;
  where: Where;
  page: ReactNode;
  visibility: PageVisibility;
  remember: (path: string, target: EventTarget) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Told after the commit that shows or hides the page, before it is painted.
  useLayoutEffect(() => visibility.set(!hidden), [visibility, hidden]);
  // Asked as a popup mounts, when the box is in place.
  const popupContainer = useCallback(() => box.current ?? document.body, []);
  return (
    <div
      ref={box}
      data-page-tab={path}
      {...(hidden ? { className: styles.hidden, inert: true, 'aria-hidden': true } : { [SHOWN_PAGE_ATTRIBUTE]: '' })}
      onScrollCapture={(event) => remember(path, event.target)}
    >
      <PageVisibilityContext.Provider value={visibility}>
        <ConfigProvider getPopupContainer={popupContainer}>
          <LocationContext.Provider value={where}>
            {/* One broken screen keeps the layout, the menus and the other tabs alive. */}
            <ErrorBoundary>
              <Interruptible>{page}</Interruptible>
            </ErrorBoundary>
          </LocationContext.Provider>
        </ConfigProvider>
      </PageVisibilityContext.Provider>
    </div>
  );
});

/** The same address, whichever navigation made the location object (its `key` differs). */
function sameAddress(a: Where['location'], b: Where['location']): boolean {
  return (
    a === b ||
    (a.pathname === b.pathname &&
      a.search === b.search &&
      a.hash === b.hash &&
      JSON.stringify(a.state ?? null) === JSON.stringify(b.state ?? null))
  );
}

/**
 * Keeps each tab's scroll positions, and gives them back when the tab is shown again: the
 * window's, which every tab shares, and those of the boxes that scroll inside the page (a long
 * page's table body), which a hidden page keeps unless something inside resets them (a table
 * re-measured while hidden).
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
  useReloadScroll(shown);
  // Before paint: the tab shows at its own place, not first at the other tab's.
  useLayoutEffect(() => {
    if (current.current === shown) return;
    current.current = shown;
    const cancel = scrollWindowTo((shown && windowScrolls.current.get(shown)) || 0);
    const boxes = shown ? boxScrolls.current.get(shown) : undefined;
    for (const [box, [top, left]] of boxes ?? []) {
      if (!box.isConnected) boxes!.delete(box);
      else Object.assign(box, { scrollTop: top, scrollLeft: left });
    }
    return cancel;
  }, [shown]);
  // The same function on every render, so a kept page's box is not rendered again for it.
  const remember = useCallback((path: string, target: EventTarget) => {
    if (!(target instanceof Element)) return;
    const boxes = boxScrolls.current.get(path) ?? new Map<Element, [number, number]>();
    boxes.set(target, [target.scrollTop, target.scrollLeft]);
    boxScrolls.current.set(path, boxes);
  }, []);
  return { remember };
}

/**
 * A reload gives the shown tab back its window scroll (this tab of the browser, this user; gone
 * at sign-out with the rest of the reload memory): kept as the page goes, given back while the
 * reloaded page fetches its rows and grows to its height again.
 */
function useReloadScroll(shown: string | undefined) {
  const first = useRef(shown);
  useEffect(() => {
    const path = first.current;
    if (!path) return undefined;
    const key = reloadKey(path, SCROLL);
    const top = readKept<number>(key);
    keepKept(key, undefined);
    return typeof top === 'number' && top > 0 ? scrollWindowTo(top, RELOAD_RESTORE_MS) : undefined;
  }, []);
  const latest = useRef(shown);
  latest.current = shown;
  useEffect(() => {
    const keep = () => latest.current && keepKept(reloadKey(latest.current, SCROLL), Math.round(window.scrollY));
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, []);
}

const SCROLL = 'scroll';

/** How long a window scroll is given back while the page grows to its height again. */
const RESTORE_MS = 1500;
/** After a reload the rows come from the server first: a busy backend may take seconds. */
const RELOAD_RESTORE_MS = 10_000;

/**
 * Scrolls the window to `top` now and, while the page shown is not yet tall enough (a table
 * measures its height a frame later), on each frame until it is: a page left at 252 px comes
 * back at 252, not at the 145 px a shorter page allowed in between. The operator's own wheel,
 * key or touch ends it. Returns what stops it.
 */
function scrollWindowTo(top: number, within = RESTORE_MS): () => void {
  window.scrollTo(0, top);
  if (top === 0 || Math.abs(window.scrollY - top) < 1) return () => undefined;
  const until = performance.now() + within;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of OPERATOR_SCROLLS) window.removeEventListener(type, stop, true);
  };
  const step = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of OPERATOR_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

const OPERATOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
