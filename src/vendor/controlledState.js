/**
 * Stands in, at build time, for @rc-component/util's `useControlledState`, the hook behind every
 * antd and ProComponents value a parent may control (a table's rows and loading flag, a select's
 * open state, a tab's key…). The library copies each new controlled value into its own state in a
 * layout effect: a second render of the component and everything under it, synchronous, in the
 * task of the commit that brought the value. For ProTable that was the whole table again in the
 * task that first shows a list's rows (its rows and its loading flag are both controlled).
 *
 * Here the copy is made without a render: the state holds a box, and a new controlled value is
 * written into the current box as the library's effect would have set it. The component renders
 * again only when what it shows changes, as the library's would: when the parent lets go of the
 * value (controlled to uncontrolled), the box is replaced by one holding `undefined`, after the one
 * render that still shows the last controlled value. A functional update reads the box, so it
 * starts, as the library's does, from the last value the component showed.
 *
 * tests/unit/controlledState.test.tsx holds it to the library's hook, step by step.
 * Plain JavaScript: it replaces a module of node_modules and gets its loaders.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export default function useControlledState(defaultStateValue, value) {
  const [box, setBox] = useState(() => ({
    value: typeof defaultStateValue === 'function' ? defaultStateValue() : defaultStateValue,
  }));
  // Whether the component has mounted, as the library's own layout effect tells it (reset when it
  // unmounts, so a remount, as StrictMode makes, counts as a first mount again).
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (!mounted.current) return;
    if (value === undefined) {
      if (box.value !== undefined) setBox({ value: undefined });
    } else box.value = value;
    // Only a new value copies (the library's dependency list): not a render of the same one.
  }, [value]);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const set = useCallback(
    (next) =>
      setBox((current) => {
        const value = typeof next === 'function' ? next(current.value) : next;
        // The same value: the same box, so React skips the render, as it does for the library's.
        return Object.is(value, current.value) ? current : { value };
      }),
    [],
  );
  return [value !== undefined ? value : box.value, set];
}
