/**
 * The browser's history belongs to a sign-in (docs/requirements.md#session). A shared PC keeps
 * one history for everyone who signs in at it: Back after a sign-in would open the screens the
 * last operator left, with their filters, and the tabs would keep them. Each history entry the
 * console makes carries its own key (the router's `location.key`); the keys made since this
 * sign-in are kept in this tab's session storage (a reload keeps them, a sign-out clears them),
 * and an entry reached by Back or Forward whose key is not among them is an earlier sign-in's.
 */
import { hasToken } from './session';

const STORAGE_KEY = 'signin.history';
/** The router's key of an entry it did not make (a page opened from the address bar). */
export const UNKEYED_ENTRY = 'default';
/** Enough for a day's work in one tab; the oldest are forgotten (Back that far opens the landing). */
const MAX_KEYS = 1000;

interface SignInRecord {
  user: string;
  keys: string[];
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';
/** How the document itself was reached (the Navigation Timing type), for its first entry. */
export type Arrival = 'navigate' | 'reload' | 'back_forward' | 'prerender';

/**
 * What an entry is to the signed-in user: theirs, new (made now: record it), or an earlier
 * sign-in's (never shown; it is replaced by the user's own screen).
 */
export type EntryVerdict = 'own' | 'new' | 'earlier';

let cached: SignInRecord | null | undefined;

function read(): SignInRecord | undefined {
  if (cached !== undefined) return cached ?? undefined;
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SignInRecord> | null;
    cached =
      value && typeof value.user === 'string' && Array.isArray(value.keys)
        ? { user: value.user, keys: value.keys.filter((key): key is string => typeof key === 'string') }
        : null;
  } catch {
    cached = null;
  }
  return cached ?? undefined;
}

function write(record: SignInRecord): void {
  cached = record;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  } catch {
    // storage unavailable: the record lives as long as this page
  }
}

/** A sign-in in this tab (the login page, or following one made in another tab): no entry is its yet. */
export function beginSignIn(userId: number | string): void {
  write({ user: String(userId), keys: [] });
}

/** Forgets the record (a sign-out clears session storage; this drops the copy in memory too). */
export function forgetSignInHistory(): void {
  cached = undefined;
}

/**
 * Judges the entry shown. `first`: the first entry this document renders, reached as `arrival`
 * says; a page opened or reloaded shows its own entry, one reached by Back or Forward from
 * another document may be an earlier sign-in's. Pure but for reading the record.
 */
export function judgeEntry(
  userId: number | string,
  key: string,
  action: HistoryAction,
  first: { arrival: Arrival } | undefined,
): EntryVerdict {
  const record = read();
  // No sign-in recorded in this tab (a new tab of a session, a token remembered): it starts here.
  if (!record || record.user !== String(userId)) return 'new';
  if (key !== UNKEYED_ENTRY && record.keys.includes(key)) return 'own';
  if (action !== 'POP') return 'new';
  if (first && first.arrival !== 'back_forward') return 'new';
  return 'earlier';
}

/** Whether a token is kept; storage out of reach (switched off) cannot say otherwise. */
function signedIn(): boolean {
  try {
    return hasToken();
  } catch {
    return true;
  }
}

/**
 * Records an entry made in this sign-in (the router's key; an unkeyed entry is given one first).
 * Signed out (the sign-out's own move to the login page), nothing is recorded: the record went
 * with the sign-out and must not come back.
 */
export function recordEntry(userId: number | string, key: string): void {
  if (key === UNKEYED_ENTRY || !signedIn()) return;
  const record = read();
  const user = String(userId);
  const keys = record && record.user === user ? record.keys : [];
  if (keys.includes(key)) return;
  write({ user, keys: [...keys, key].slice(-MAX_KEYS) });
}
