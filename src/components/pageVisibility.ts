import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Whether the page a component belongs to is the one on screen. The workspace keeps the page
 * of every open tab mounted and hides all but one (src/features/tabs); a hidden page stays as
 * it was, connected, so what must pause while it is hidden asks here: its loads, its
 * listeners, a guard on leaving. A page outside the workspace (the login page, a test that
 * renders a screen alone) is always shown.
 *
 * A store rather than a context value, so that showing a page renders nothing by itself: each
 * user decides whether a change of visibility is worth a render.
 */
export class PageVisibility {
  private shownNow: boolean;
  private readonly listeners = new Set<(shown: boolean) => void>();

  constructor(shown = true) {
    this.shownNow = shown;
  }

  isShown = (): boolean => this.shownNow;

  set(shown: boolean): void {
    if (shown === this.shownNow) return;
    this.shownNow = shown;
    this.listeners.forEach((listener) => listener(shown));
  }

  subscribe = (listener: (shown: boolean) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const alwaysShown = new PageVisibility(true);

export const PageVisibilityContext = createContext<PageVisibility>(alwaysShown);

/** The visibility of this component's page (stable: reading it renders nothing). */
export function usePageVisibility(): PageVisibility {
  return useContext(PageVisibilityContext);
}

/** Whether this component's page is shown, rendering again when that changes. */
export function usePageShown(): boolean {
  const visibility = usePageVisibility();
  return useSyncExternalStore(visibility.subscribe, visibility.isShown);
}

/** Calls `onChange` as this component's page is hidden or shown again. */
export function useOnPageVisibility(onChange: (shown: boolean) => void): void {
  const visibility = usePageVisibility();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => visibility.subscribe((shown) => latest.current(shown)), [visibility]);
}
