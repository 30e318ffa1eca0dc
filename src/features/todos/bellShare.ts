/**
 * How the header's bell refreshes its counts: once a minute while the page is visible, less
 * often after failures (doubling up to ten minutes), and once for all tabs of this browser:
 * the tab that loads writes what it found to local storage, the others take it from there
 * (their `storage` event) instead of asking the server again. A claim written just before a
 * load keeps two tabs that come due together from both loading.
 */
import { SOURCE_KEYS, type SourceData, type SourceKey } from './sources';

/** @internal exported for its tests */
export const BELL_INTERVAL_MS = 60_000;
const MAX_INTERVAL_MS = 10 * 60_000;
/** How long a claim holds off the other tabs: longer than a load takes. */
const CLAIM_MS = 20_000;

/** Each source's answer as the bell keeps it: its counts (`countsOnly`), read as the answer is. */
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

/** Numbers only: a page's `total`, a tab's counts. Never a row, a name or an address. */
type Counts = Record<string, number>;

const isCounts = (value: unknown): value is Counts =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((count) => typeof count === 'number' && Number.isFinite(count));

/**
 * What the bell keeps of an answer, in local storage and shared by the tabs: its numbers and
 * nothing else (a page of one row keeps its `total`, not the row: a receiver's name, mobile
 * and address must never sit in storage).
 */
function countsOnly(answer: unknown): Counts {
  if (typeof answer !== 'object' || answer === null) return {};
  return Object.fromEntries(
    Object.entries(answer).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
}

/**
 * Another tab's (or an older build's) value, checked before it is used: counts of known
 * sources only, or nothing. A damaged or foreign value never reaches the header.
 */
export function parseShared(text: string | null | undefined): SharedCounts | undefined {
  try {
    const value = text ? (JSON.parse(text) as Partial<SharedCounts>) : undefined;
    if (!value || typeof value.at !== 'number' || typeof value.failures !== 'number') return undefined;
    if (!Array.isArray(value.failed) || !value.failed.every((key) => (SOURCE_KEYS as unknown[]).includes(key)))
      return undefined;
    const data = value.data as Record<string, unknown> | undefined;
    if (typeof data !== 'object' || data === null) return undefined;
    const entries = Object.entries(data);
    if (!entries.every(([key, counts]) => (SOURCE_KEYS as string[]).includes(key) && isCounts(counts)))
      return undefined;
    return { at: value.at, failures: value.failures, failed: value.failed, data: data as BellData };
  } catch {
    return undefined;
  }
}

export function readShared(userId: number | string): SharedCounts | undefined {
  try {
    return parseShared(localStorage.getItem(sharedKey(userId)));
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
    data: {
      ...before?.data,
      ...Object.fromEntries(Object.entries(loaded).map(([key, answer]) => [key, countsOnly(answer)])),
    } as BellData,
    failed,
  };
}
