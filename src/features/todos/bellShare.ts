/**
 * How the header's bell refreshes its counts: once a minute while the page is visible, less
 * often after failures (doubling up to ten minutes), and once for all tabs of this browser:
 * the tab that loads writes what it found to local storage, the others take it from there
 * (their `storage` event) instead of asking the server again. A claim written just before a
 * load keeps two tabs that come due together from both loading.
 */
import type { SourceData, SourceKey } from './sources';

export const BELL_INTERVAL_MS = 60_000;
const MAX_INTERVAL_MS = 10 * 60_000;
/** How long a claim holds off the other tabs: longer than a load takes. */
const CLAIM_MS = 20_000;

export type BellData = Partial<SourceData>;

/** What the last load found, shared by the tabs. */
export interface SharedCounts {
  /** When the last load ended. */
  at: number;
  /** Loads in a row with a failed call (0 after one without). */
  failures: number;
  data: BellData;
  /** The sources that failed last time. */
  failed: SourceKey[];
}

export const sharedKey = (userId: number | string) => `todo-bell:${userId}`;
const claimKey = (userId: number | string) => `todo-bell-claim:${userId}`;

/** When the next load is due: a minute after the last, doubled for each failure in a row. */
export function nextDue(shared: SharedCounts | undefined): number {
  if (!shared) return 0;
  return shared.at + Math.min(MAX_INTERVAL_MS, BELL_INTERVAL_MS * 2 ** shared.failures);
}

export function readShared(userId: number | string): SharedCounts | undefined {
  try {
    const text = localStorage.getItem(sharedKey(userId));
    const shared = text ? (JSON.parse(text) as SharedCounts) : undefined;
    return shared && typeof shared.at === 'number' && shared.data ? shared : undefined;
  } catch {
    return undefined;
  }
}

export function writeShared(userId: number | string, shared: SharedCounts): void {
  try {
    localStorage.setItem(sharedKey(userId), JSON.stringify(shared));
  } catch {
    // storage full or unavailable: each tab loads for itself
  }
}

/**
 * Takes the next load for this tab, unless another tab holds it. Local storage is shared
 * and written at once: of two tabs claiming together, the one written last reads itself back.
 */
export function claimLoad(userId: number | string, tabId: string, now = Date.now()): boolean {
  try {
    const held = JSON.parse(localStorage.getItem(claimKey(userId)) ?? 'null') as { by: string; until: number } | null;
    if (held && held.by !== tabId && held.until > now) return false;
    localStorage.setItem(claimKey(userId), JSON.stringify({ by: tabId, until: now + CLAIM_MS }));
    return (JSON.parse(localStorage.getItem(claimKey(userId)) ?? 'null') as { by: string } | null)?.by === tabId;
  } catch {
    return true;
  }
}

/** The counts after a load: what loaded replaces what was, a failed source keeps its last count. */
export function afterLoad(
  before: SharedCounts | undefined,
  loaded: BellData,
  failed: SourceKey[],
  now = Date.now(),
): SharedCounts {
  return {
    at: now,
    failures: failed.length ? (before?.failures ?? 0) + 1 : 0,
    data: { ...before?.data, ...loaded },
    failed,
  };
}
