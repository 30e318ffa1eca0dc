/**
 * How this document and the entry shown were reached: apart from ./signInHistory.ts, which the
 * layout loads, because the sign-in page needs only this.
 */
import type { Arrival, HistoryAction } from './signInHistory';

/** How this document was reached (Navigation Timing); a page without it was opened. */
export function documentArrival(): Arrival {
  try {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return (entry?.type as Arrival | undefined) ?? 'navigate';
  } catch {
    return 'navigate';
  }
}

/**
 * Whether the entry shown was reached by Back or Forward: within this document (`firstRender`
 * false), or as the document itself (its first render, arrived `back_forward`). Such an address,
 * met while signed out, is an earlier sign-in's: it never becomes the next sign-in's target
 * (a 109, a typed or linked address still do).
 */
export function reachedByHistory(action: HistoryAction, firstRender: boolean): boolean {
  if (action !== 'POP') return false;
  return !firstRender || documentArrival() === 'back_forward';
}
