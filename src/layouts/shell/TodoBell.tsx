import { lazy, Suspense, useEffect, useState } from 'react';
import type { MenuRoute } from '@/core/menus';

/**
 * The bell and its counting come after the screen: its chunk (the counting calls of five
 * areas, the popover) loads once the screen has settled and the browser is idle, so no
 * screen's first load carries it (docs/performance.md).
 */
const Bell = lazy(() => import(/* webpackChunkName: "todo-bell" */ '@/features/todos/Bell'));

const AFTER_SCREEN_MS = 3000;

/** Holds the bell's place meanwhile, so the header does not shift when it comes. */
const WAITING = <span aria-hidden style={{ display: 'inline-block', width: 32 }} />;

export default function TodoBell(props: { routes: MenuRoute[]; userId: number }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => setWanted(true));
      else setWanted(true);
    }, AFTER_SCREEN_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  if (!wanted) return WAITING;
  return (
    <Suspense fallback={WAITING}>
      <Bell {...props} />
    </Suspense>
  );
}
