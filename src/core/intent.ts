/**
 * Idempotency keys that belong to what the operator meant, not to a dialog. An intent is a
 * keyed call and every value it sends (a deduction: platform, amount, reason). Its key is
 * kept for the signed-in user (in local storage, by a digest: below) and reused by every send
 * of the same intent: after a time-out and a reopened dialog, after a reload, after signing in
 * again on a 109 or after a sign-out, in any tab of this browser. Only the
 * server's own definite answer to that key ends it (a success, a replay of one, or a
 * business refusal): a re-read that finds the move done shows it, and keeps the key, so an
 * identical resend is answered by the server's replay and nothing moves twice.
 *
 * An intent the server answered as done is remembered for a few minutes (`RECENT_MS`): the
 * same values sent again are named before anything goes out (`RepeatedIntent`), and only a
 * deliberate repeat (`IntentScope.repeat`) sends them under a new key.
 *
 * The keyed endpoints (services/endpoint.ts `keyedEndpoint`) are the only callers of
 * `sendKeyed`: screens pass plain values.
 */
import { ApiError, outcomeUnknown } from './apiError';
import { digest } from './digest';
import { hmacSha256 } from './hmac';
import { storageOwner } from './owner';
import { newRequestId } from './requestId';

export { outcomeUnknown };

/**
 * Keys older than this are forgotten (the mock's, and a real backend's, memory of a key).
 * @internal exported for its tests
 */
export const INTENT_KEY_TTL_MS = 24 * 3_600_000;
/**
 * How long an applied intent is named before the same values are sent again.
 * @internal exported for its tests
 */
export const RECENT_MS = 10 * 60_000;
export type Intent = readonly unknown[];

/** The moves an operator may mean to repeat, by the name their messages use (扣费, 充值, 打印). */
export type IntentWhat = 'deduct' | 'recharge' | 'print';
/** Every move a keyed call makes, by the same names (`intent.what.*`): what a sign-out names. */
const INTENT_MOVES = ['deduct', 'recharge', 'print', 'confirm', 'voucher', 'addAgent'] as const;
export type IntentMove = (typeof INTENT_MOVES)[number];

/** What is known of an intent the server applied (or a re-read found applied). */
export interface AppliedRecord {
  /** When it was applied (ms). */
  at: number;
  /** The record it made, as the operator knows it (a recharge number, a flow number). */
  ref?: string;
  /** What the move is called (its record's label: 流水号, 充值单号). */
  what?: IntentWhat;
}

interface PendingEntry {
  key: string;
  at: number;
  /** Which move it is: what a sign-out names. */
  move?: IntentMove;
  /** A re-read found the move done: what it found. The key stays until the server answers. */
  found?: AppliedRecord;
}

/**
 * What one operator action sent under intents: the kit makes one per submission and hands
 * it to the call (CallOptions.scope). The call writes back what the server said; the kit
 * reads it to say "此前已经生效" or to record what a re-read found.
 */
export class IntentScope {
  /** The operator asked for the same move again on purpose (再扣一次): a new key. */
  repeat = false;
  /** The intents sent under this scope (a print of several calls has several). */
  readonly sent = new Set<string>();
  /** The server answered with a replay of an earlier success: what is known of that one. */
  replayed?: AppliedRecord;
  /**
   * What the operator calls the move (平台“…” ¥12.34; 结算单 …): a sign-out that leaves its
   * outcome unknown names it. Kept in this tab's session only, never past the sign-out.
   */
  about?: string;
}

/** An identical intent was applied moments ago: nothing was sent. */
export class RepeatedIntent extends ApiError {
  readonly recent: AppliedRecord;
  readonly what: IntentWhat;
  constructor(recent: AppliedRecord, what: IntentWhat) {
    super('repeat', what);
    this.recent = recent;
    this.what = what;
  }
}

export function repeatedIntent(error: unknown): error is RepeatedIntent {
  return error instanceof RepeatedIntent;
}

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

/*
 * Where intents are kept (README, "A shared PC"). A key whose outcome is unknown must outlive a
 * sign-out, for its user only: in local storage under `intent:<user>:<name>`, as the key, when
 * it was made and which move it is (a message key), never the values. The name is an HMAC of
 * the values under the account's secret (`keySecret`, sent with the signed-in user and kept in
 * memory only, ./hmac.ts): a reader of storage who guesses every platform × amount × pay type
 * finds nothing without it, and the same user, signed in again, names the same intent the same
 * way. A backend that sends no secret gets keys kept in this tab's session storage: they end
 * with the sign-out (docs/backend.md). What a re-read found, and the moves applied moments ago,
 * are this tab's session's: gone at sign-out with everything the server sent.
 */
const PENDING = 'intent:';
const FOUND = 'intent.found:';
const ABOUT = 'intent.about:';
const APPLIED = 'intent.done:';

/** The signed-in account's secret (src/adapters/sessionState.ts sets it, a sign-out drops it). */
let accountSecret: string | undefined;

/** The account's key secret, or undefined when signed out or the backend sends none. */
export function setIntentSecret(secret: string | undefined): void {
  accountSecret = secret && secret.length >= 16 ? secret : undefined;
}

/** Where an unknown outcome's key is kept: past the sign-out only when its name needs the secret. */
const pendingStore = (): Store => (accountSecret ? 'local' : 'session');

/** The storage key of one intent of the signed-in user. */
const named = (prefix: string, intentName: string) =>
  `${prefix}${storageOwner()}:${accountSecret ? hmacSha256(accountSecret, intentName) : digest(intentName)}`;

type Store = 'local' | 'session';

function storage(store: Store): Storage | undefined {
  try {
    if (store === 'local') return typeof localStorage === 'undefined' ? undefined : localStorage;
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage switched off: intents then live as long as this page
  }
}

const inMemory = new Map<string, string>();

function readJson<T>(store: Store, name: string): T | undefined {
  const kept = storage(store);
  const raw = kept ? kept.getItem(name) : inMemory.get(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined; // a damaged entry is no entry
  }
}

function writeJson(store: Store, name: string, value: unknown): void {
  const raw = JSON.stringify(value);
  const kept = storage(store);
  try {
    if (kept) return kept.setItem(name, raw);
  } catch {
    // storage full: kept in memory for this page
  }
  inMemory.set(name, raw);
}

function remove(store: Store, name: string): void {
  storage(store)?.removeItem(name);
  inMemory.delete(name);
}

function pending(name: string, now: number): PendingEntry | undefined {
  const entry = readJson<PendingEntry>(pendingStore(), named(PENDING, name));
  if (!entry || typeof entry.key !== 'string' || typeof entry.at !== 'number' || now - entry.at >= INTENT_KEY_TTL_MS)
    return undefined;
  const found = readJson<AppliedRecord>('session', named(FOUND, name));
  return found ? { ...entry, found } : entry;
}

/** Ends an intent's key. */
function forgetPending(name: string): void {
  remove(pendingStore(), named(PENDING, name));
  remove('session', named(FOUND, name));
  remove('session', named(ABOUT, name));
}

/** A move whose outcome is truly unknown: which move, when it was first sent, what it was. */
export interface UnknownOutcome {
  move: IntentMove;
  at: number;
  /** What the operator called it (IntentScope.about), when this tab still knows. */
  about?: string;
}

/**
 * The signed-in user's moves whose outcome is not known yet (a key made and not answered):
 * what a sign-out asks about, each by its move and what it was. A move a re-read proved done
 * is known, though its key stays for the server's replay; a move the server answered (done,
 * replayed or refused) has no key left. Expired keys (anyone's) are dropped.
 */
export function unknownOutcomes(now = Date.now()): UnknownOutcome[] {
  const mine = `${PENDING}${storageOwner()}:`;
  const moves: UnknownOutcome[] = [];
  for (const store of ['local', 'session'] as const) {
    const kept = storage(store);
    if (!kept) continue;
    for (const name of Object.keys(kept)) {
      if (!name.startsWith(PENDING)) continue;
      const entry = readJson<PendingEntry>(store, name);
      if (!entry || typeof entry.at !== 'number' || now - entry.at >= INTENT_KEY_TTL_MS) {
        kept.removeItem(name);
        continue;
      }
      if (!name.startsWith(mine) || !INTENT_MOVES.includes(entry.move!)) continue;
      const intentName = name.slice(PENDING.length);
      if (readJson<AppliedRecord>('session', `${FOUND}${intentName}`)) continue;
      const about = readJson<string>('session', `${ABOUT}${intentName}`);
      moves.push({ move: entry.move!, at: entry.at, ...(typeof about === 'string' ? { about } : {}) });
    }
  }
  return moves.sort((a, b) => a.at - b.at);
}

/**
 * What a re-read found of this intent while its key still waits for the server's answer: the
 * move is done, and a resend of the same values is a replay, not a second move (a review says so).
 */
export function foundApplied(intent: Intent, now = Date.now()): AppliedRecord | undefined {
  return pending(stable(intent), now)?.found;
}

/**
 * The intent applied within `RECENT_MS` of `now`, if any.
 * @internal exported for its tests
 */
export function recentlyApplied(intent: Intent, now = Date.now()): AppliedRecord | undefined {
  const record = readJson<AppliedRecord>('session', named(APPLIED, stable(intent)));
  return record && typeof record.at === 'number' && now - record.at < RECENT_MS ? record : undefined;
}

/**
 * The key of this intent: the one it was first sent with, until the server answers it.
 * @internal exported for its tests
 */
export function intentKey(intent: Intent, now = Date.now(), move?: IntentMove): string {
  const name = stable(intent);
  const known = pending(name, now);
  if (known) return known.key;
  const key = newRequestId();
  writeJson(pendingStore(), named(PENDING, name), { key, at: now, move } satisfies PendingEntry);
  return key;
}

/** The server answered the key (done or refused): the next send of the same values is a new intent. */
function settle(name: string, applied?: AppliedRecord): void {
  forgetPending(name);
  if (applied) writeJson('session', named(APPLIED, name), applied);
}

/**
 * A re-read found the intents of `scope` applied: remembered with their keys (which stay),
 * so a resend that the server answers as a replay can name what it found.
 */
export function noteFound(scope: IntentScope, found: AppliedRecord, now = Date.now()): void {
  for (const name of scope.sent) if (pending(name, now)) writeJson('session', named(FOUND, name), found);
}

export interface KeyedSend<R> {
  intent: Intent;
  /** What the move is called in the repeat guard's message (扣费, 充值, 打印); none: no guard. */
  repeatable?: IntentWhat;
  /** Which move it is, for a sign-out that asks about it. */
  move?: IntentMove;
  /** The record a success made, as the operator knows it. */
  ref?: (answer: R) => string | undefined;
  /** Whether the answer moved anything (a print of only failures did not); default: it did. */
  moved?: (answer: R) => boolean;
  scope?: IntentScope;
  /** Sends with the key; `replayed` is whether the server said the answer is a replay. */
  send: (requestId: string) => Promise<{ data: R; replayed: boolean }>;
  now?: () => number;
}

/**
 * Sends one keyed call: the intent's key (kept, or new), the repeat guard, and the key's end
 * only on the server's definite answer. An unknown outcome (time-out, lost answer, 5xx, a
 * server error in the envelope, a key conflict) keeps the key; a 109 keeps it too (nothing
 * ran, the same intent goes again after signing in).
 */
/**
 * Refuses to send an intent applied moments ago (RepeatedIntent), unless the operator asked
 * for a repeat. A sender of several calls asks it of every call before sending the first, so
 * the question comes before anything moved, not halfway through a batch.
 */
export function guardRepeat(
  intent: Intent,
  what: IntentWhat | undefined,
  scope: IntentScope | undefined,
  now = Date.now(),
): void {
  if (!what || scope?.repeat || pending(stable(intent), now)) return;
  const recent = recentlyApplied(intent, now);
  if (recent) throw new RepeatedIntent(recent, what);
}

export async function sendKeyed<R>(call: KeyedSend<R>): Promise<R> {
  const now = call.now ?? Date.now;
  const name = stable(call.intent);
  const scope = call.scope;
  if (scope?.repeat && recentlyApplied(call.intent, now())) {
    // A deliberate repeat of what was applied moments ago: a move of its own, under a new
    // key. Only that: an intent of the same submission that was not applied keeps its key.
    forgetPending(name);
    remove('session', named(APPLIED, name));
  } else guardRepeat(call.intent, call.repeatable, scope, now());
  const earlier = pending(name, now());
  const key = intentKey(call.intent, now(), call.move);
  scope?.sent.add(name);
  if (scope?.about) writeJson('session', named(ABOUT, name), scope.about);
  try {
    const { data, replayed } = await call.send(key);
    const applied: AppliedRecord = replayed
      ? { at: earlier?.found?.at ?? now(), ref: call.ref?.(data) ?? earlier?.found?.ref }
      : { at: now(), ref: call.ref?.(data) };
    if (replayed && scope) scope.replayed = { ...applied, what: call.repeatable };
    // Only a move that moved something is named as done moments ago: a print whose every order
    // failed (no balance, no address) is printed again without a 再打印一次 question.
    settle(name, call.repeatable && (call.moved?.(data) ?? true) ? applied : undefined);
    return data;
  } catch (error) {
    if ((error as ApiError | undefined)?.kind === 'business') settle(name);
    throw error;
  }
}

/**
 * How far the server's clock may be behind this browser's when a re-read looks for a row a
 * lost send wrote: a row stamped up to this long before the send counts as written since.
 */
const CLOCK_SKEW_MS = 2 * 60_000;

/** A server time (`YYYY-MM-DD HH:mm:ss`, Beijing) in ms, or NaN. */
export function serverTime(timeText: string | undefined): number {
  return timeText ? Date.parse(`${timeText.trim().replace(' ', 'T')}+08:00`) : NaN;
}

/** Whether a server time is at or after `sentAt`, within the skew. */
export function writtenSince(timeText: string | undefined, sentAt: number): boolean {
  const at = serverTime(timeText);
  return Number.isFinite(at) && at >= sentAt - CLOCK_SKEW_MS;
}
