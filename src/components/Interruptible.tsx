import { useDeferredValue, type ReactNode } from 'react';

/**
 * Brings `children` in a render React may interrupt. The layout and a screen first render in
 * updates React does in one go (the answer of the initial state, a click on a menu entry):
 * mounted there, a list screen with its layout was one task of a quarter second, in which
 * the browser could neither paint nor answer. With an initial value, `useDeferredValue` lets
 * that update draw `fallback` and mounts the children in a deferred render, which React works
 * through in slices of a few milliseconds.
 */
export default function Interruptible({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : fallback;
}
