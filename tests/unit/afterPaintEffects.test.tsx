/**
 * The build's layout effect hooks for rc-table's Table and rc-tabs' measuring (src/vendor/
 * afterPaintEffects.js, a stand-in: plugins/standIns.ts): the same exports as `@rc-component/util`,
 * with `useLayoutEffect` and `useLayoutUpdateEffect` run once the next frame is painted, not in the
 * commit, with the first-mount flag the library passes, and cleaned up as the library cleans up.
 */
import { act, render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import * as library from '@rc-component/util';
import * as standIn from '@/vendor/afterPaintEffects.js';

type EffectHook = (effect: (firstMount: boolean) => void | (() => void), deps: unknown[]) => void;
type UpdateHook = (effect: () => void | (() => void), deps: unknown[]) => void;

const painted = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 5))));

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('layout effects after the frame, as rc-table and rc-tabs have them in the build', () => {
  it('keeps every other export of @rc-component/util', () => {
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(library).sort());
    expect(standIn.isEqual).toBe(library.isEqual);
    expect(standIn.useLayoutEffect).not.toBe(library.useLayoutEffect);
  });

  it('runs in the commit with the library, after the painted frame with the stand-in', async () => {
    // No act: React commits as the browser would have it, and whatever runs in that task runs
    // before flushSync returns.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const ranIn = async (useHook: EffectHook) => {
      const calls: boolean[] = [];
      function Measured() {
        useHook((firstMount) => void calls.push(firstMount), []);
        return null;
      }
      const root = createRoot(document.createElement('div'));
      flushSync(() => root.render(<Measured />));
      const inCommit = calls.length;
      await new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 5)));
      root.unmount();
      return { inCommit, calls };
    };
    // The library's hook, as jsdom gives it (rc picks React.useEffect under test, which a sync
    // commit still runs before returning).
    const withLibrary = await ranIn(library.useLayoutEffect as EffectHook);
    expect(withLibrary).toEqual({ inCommit: 1, calls: [true] });
    const withStandIn = await ranIn(standIn.useLayoutEffect as EffectHook);
    expect(withStandIn).toEqual({ inCommit: 0, calls: [true] });
  });

  it('passes the first-mount flag, runs again when a dependency changes, and cleans up before', async () => {
    const log: string[] = [];
    function Measured({ width }: { width: number }) {
      (standIn.useLayoutEffect as EffectHook)(
        (firstMount) => {
          log.push(`measure ${width} ${firstMount ? 'mount' : 'update'}`);
          return () => log.push(`clean ${width}`);
        },
        [width],
      );
      return null;
    }
    const view = render(<Measured width={100} />);
    expect(log).toEqual([]);
    await painted();
    expect(log).toEqual(['measure 100 mount']);
    view.rerender(<Measured width={120} />);
    await painted();
    expect(log).toEqual(['measure 100 mount', 'clean 100', 'measure 120 update']);
    view.unmount();
    expect(log.at(-1)).toBe('clean 120');
  });

  it('forgets a measuring whose component is gone before the frame', async () => {
    const log: string[] = [];
    function Measured() {
      (standIn.useLayoutEffect as EffectHook)(() => void log.push('measured'), []);
      return null;
    }
    render(<Measured />).unmount();
    await painted();
    expect(log).toEqual([]);
  });

  it('skips the mount with useLayoutUpdateEffect, as the library does', async () => {
    const log: number[] = [];
    function Counted({ count }: { count: number }) {
      (standIn.useLayoutUpdateEffect as UpdateHook)(() => void log.push(count), [count]);
      return null;
    }
    const view = render(<Counted count={0} />);
    await painted();
    expect(log).toEqual([]);
    view.rerender(<Counted count={1} />);
    await painted();
    expect(log).toEqual([1]);
  });
});
