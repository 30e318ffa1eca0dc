/**
 * Idempotency keys that belong to what the operator meant, not to a dialog. An intent is
 * the call and its business values (a deduction: platform, amount, reason). Its key is kept
 * in this tab's session storage until a definite answer (success, or a refusal with a
 * business code) and is reused by every resend of the same intent: after a time-out and a
 * reopened dialog, after a reload, after signing in again on a 109. The server applies one
 * key once, so a money move whose answer was lost never happens twice.
 */
import { outcomeUnknown } from './request';
import { newRequestId } from './requestId';

/** Re-exported: callers of sendOnce decide with it whether to re-read the truth. */
export { outcomeUnknown };

/** Keys older than this are forgotten (the mock's, and a real backend's, memory of a key). */
export const INTENT_KEY_TTL_MS = 24 * 3_600_000;
const PREFIX = 'intent:';

export type Intent = readonly unknown[];

/** The same text for the same values, whatever the order of an object's keys. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const storageKey = (intent: Intent) => `${PREFIX}${stable(intent)}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage switched off: keys then live as long as this page
  }
}

const inMemory = new Map<string, string>();

function read(name: string, now: number): string | undefined {
  const store = storage();
  const raw = store ? store.getItem(name) : inMemory.get(name);
  if (!raw) return undefined;
  try {
    const { key, at } = JSON.parse(raw) as { key: string; at: number };
    if (typeof key === 'string' && typeof at === 'number' && now - at < INTENT_KEY_TTL_MS) return key;
  } catch {
    // a damaged entry is a new intent
  }
  return undefined;
}

/** The key of this intent: the one it was first sent with, until its answer is definite. */
export function intentKey(intent: Intent, now = Date.now()): string {
  const name = storageKey(intent);
  const known = read(name, now);
  if (known) return known;
  const key = newRequestId();
  const raw = JSON.stringify({ key, at: now });
  const store = storage();
  if (store) store.setItem(name, raw);
  else inMemory.set(name, raw);
  return key;
}

/** A definite answer came back (done, or refused for a business reason): the next send is a new intent. */
export function settleIntent(intent: Intent): void {
  const name = storageKey(intent);
  storage()?.removeItem(name);
  inMemory.delete(name);
}

/** Sends `run` with the intent's key and settles the intent when the answer is definite. */
export async function sendOnce<R>(intent: Intent, run: (requestId: string) => Promise<R>): Promise<R> {
  try {
    const result = await run(intentKey(intent));
    settleIntent(intent);
    return result;
  } catch (error) {
    if ((error as { kind?: string } | undefined)?.kind === 'business') settleIntent(intent);
    throw error;
  }
}

/**
 * How far the server's clock may be behind this browser's when a re-read looks for a row a
 * lost send wrote: a row stamped up to this long before the send counts as written since.
 */
export const CLOCK_SKEW_MS = 2 * 60_000;

/** Whether a server time (`YYYY-MM-DD HH:mm:ss`, Beijing) is at or after `sentAt`, within the skew. */
export function writtenSince(timeText: string | undefined, sentAt: number): boolean {
  if (!timeText) return false;
  const at = Date.parse(`${timeText.trim().replace(' ', 'T')}+08:00`);
  return Number.isFinite(at) && at >= sentAt - CLOCK_SKEW_MS;
}
