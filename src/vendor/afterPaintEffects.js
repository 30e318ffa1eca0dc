/**
 * Stands in, at build time, for `@rc-component/util` where two library modules that measure the
 * page import it: rc-table's `Table` (the table's width for its pinned columns' shadows,
 * ant-design#49279, and the scrollbar's size) and rc-tabs' `useUpdate` (each tab's size and
 * place, for the ink bar and the tabs that overflow). The same exports, but their
 * `useLayoutEffect` and `useLayoutUpdateEffect` run once the next frame is painted.
 *
 * Run in the commit that mounts a list, the first of those reads made the browser lay out the
 * whole new screen inside React's task (28 ms of a 100 ms task on 订单发货), and each value they set
 * rendered again in that same task, which first ran every effect left waiting. After the frame,
 * they read a page the browser has laid out anyway. Nothing is drawn from them before it: no
 * shadow on a list that does not scroll sideways, the ink bar a frame later, and a table or tab
 * bar that changes size is measured again by its ResizeObserver, as before.
 *
 * tests/unit/afterPaintEffects.test.tsx: when each runs, with what, and that it cleans up.
 * Plain JavaScript: it replaces a module of node_modules.
 */
import { useEffect, useRef } from 'react';
import { afterPaint } from '@/core/afterPaint';

export * from '@rc-component/util';

/** rc's `useLayoutEffect(effect(firstMount), deps)`, run once the frame after the commit is painted. */
export function useLayoutEffect(effect, deps) {
  const firstMount = useRef(true);
  useEffect(() => {
    const mount = firstMount.current;
    let cleanup;
    let ran = false;
    const forget = afterPaint(() => {
      ran = true;
      cleanup = effect(mount);
    });
    return () => {
      forget();
      if (ran && typeof cleanup === 'function') cleanup();
    };
    // The caller's dependencies, as rc's hook takes them.
  }, deps);
  // As rc's: the first run is the mount's, and a component shown again (an <Activity> made
  // visible) mounts its effects anew.
  useEffect(() => {
    firstMount.current = false;
    return () => {
      firstMount.current = true;
    };
  }, []);
}

/** rc's `useLayoutUpdateEffect`: the same, skipping the mount. */
export function useLayoutUpdateEffect(effect, deps) {
  useLayoutEffect((firstMount) => (firstMount ? undefined : effect()), deps);
}
