import { extend, type RequestOptionsInit } from 'umi-request';
import { config } from '@/core/config';
import { t } from '@/core/i18n';
import { notify, OUTCOME_CHECKING_NOTICE } from '@/core/notice';
import { queryParams } from '@/core/queryParams';
import { loginUrl } from '@/core/safeRedirect';
import { readToken, removeToken } from '@/core/session';
import { ApiError, outcomeUnknown } from './apiError';
import { recordCall } from './callLog';
import type { IntentScope } from './intent';

/**
 * How long a call may take before it is aborted (docs/requirements.md#limits).
 * @internal exported for its tests
 */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The only success code, and the "signed out" code (docs/requirements.md#errors). */
const CODE_OK = 200;
const CODE_NOT_LOGGED_IN = 109;
/**
 * The backend's answer to a key sent again with other values (docs/backend.md). On a
 * keyed call it is no refusal of the move: the key may already have moved money.
 */
export const CODE_KEY_CONFLICT = 409;
/** Envelope codes from here up are the server's own failures: on a keyed call, an unknown outcome. */
const CODE_SERVER_ERROR = 500;
/** The header a backend sets on an answer that replays a key's earlier success. */
export const REPLAY_HEADER = 'Idempotent-Replayed';
/** The id a backend gives each request (for its logs), shown in 诊断信息 when it sends one. */
const REQUEST_ID_HEADER = 'X-Request-Id';

export type HttpMethod = 'GET' | 'POST';

/** The response envelope of every call (docs/requirements.md#state). */
interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export interface CallOptions {
  /** Cancels the call; a cancelled call rejects with kind `aborted` and shows nothing. */
  signal?: AbortSignal;
  /**
   * The caller shows the failure itself (a batch's per-row results): no notice, so 200 rows
   * do not raise 200 notifications. A 109 still signs out and says so.
   */
  quiet?: boolean;
  /**
   * Checks a successful answer's `data` against the call's contract: what the console uses
   * (the checked output), or the first mismatch, which fails the call (kind `contract`) and
   * is shown like any failure.
   */
  check?: (data: unknown) => { value: unknown } | { mismatch: { field: string; expected: string; received: string } };
  /**
   * The call carries an idempotency key (services/endpoint.ts `keyedEndpoint` sets it): a lost
   * answer, a server error in the envelope or a key conflict is an unknown outcome, and its
   * notice says it is being checked instead of inviting a retry.
   */
  keyed?: boolean;
  /** Told when the server says its answer replays an earlier success of the key. */
  replayed?: () => void;
  /** The operator's submission the call belongs to (core/intent): kit → keyed endpoint. */
  scope?: IntentScope;
}

/**
 * The one umi-request instance. The body is read as text and parsed here, so that a body
 * which is not JSON (a proxy's HTML page, say) is caught rather than passed on. The time-out
 * is ours, not umi-request's: its time-out only stops waiting and leaves the fetch running
 * (a timed-out cloud print would still print); ours aborts the request.
 */
const client = extend({
  prefix: config.apiHost,
  responseType: 'text',
  credentials: 'same-origin',
  // Ours, not qs: qs is left out of the build (plugins/standIns.ts, `unused-qs`).
  paramsSerializer: queryParams,
});

/** Aborted at logout (and when another tab logs out): every call of the old session stops. */
let sessionCalls = new AbortController();

/** Stops every call in flight (and every export fetching its pages); later calls go ahead. */
export function abortSessionCalls(): void {
  sessionCalls.abort();
  sessionCalls = new AbortController();
}

/**
 * One signal that fires when any of `signals` does (AbortSignal.any, for older browsers too),
 * and `release`, which takes its listeners off the others once the call is over: the session's
 * signal lives all day, and a listener left on it per call kept every finished call (its
 * controller and closure) alive — about three per screen visited (npm run bench -- --scale).
 */
function anySignal(signals: (AbortSignal | undefined)[]): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const removers: (() => void)[] = [];
  for (const signal of signals) {
    if (!signal) continue;
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    const onAbort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    removers.push(() => signal.removeEventListener('abort', onAbort));
  }
  return { signal: controller.signal, release: () => removers.forEach((remove) => remove()) };
}

const TIMED_OUT = 'request-timed-out';

/** How the request layer moves the operator: app.tsx hands in the router. */
export interface RequestRouter {
  navigate: (url: string) => void;
  /** The current in-app path with its query. */
  currentPath: () => string;
}

let router: RequestRouter = {
  navigate: (url) => window.location.assign(url),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};
let redirecting = false;

export function setRequestRouter(next: RequestRouter): void {
  router = next;
}

let gate: (() => Promise<void>) | undefined;

/**
 * Something every call waits for first. The mock build starts its msw worker here, on the
 * first call, so a page that calls nothing (the login page) never downloads msw.
 */
export function setRequestGate(next: (() => Promise<void>) | undefined): void {
  gate = next;
}

/** Called after a successful login: the next 109 may redirect again. */
export function resetUnauthorizedGuard(): void {
  redirecting = false;
}

/**
 * A 109 for the token a call was sent with. Acted on only while that token is still the
 * current one: a late answer to a request of an older session must not sign out a newer
 * login (made meanwhile, in this tab or another).
 */
function handleNotLoggedIn(text: string, sentToken: string | undefined): void {
  if (sentToken !== readToken()) return;
  // Only the copies of the token that call carried: a newer login in another tab stays.
  removeToken(sentToken);
  abortSessionCalls();
  const current = router.currentPath();
  // Already on the login page: a redirect would only loop.
  if (redirecting || current.startsWith('/main/login')) return;
  redirecting = true;
  notify('warning', t('request.error.title'), text || t('request.error.notLoggedIn'), 'not-logged-in');
  router.navigate(loginUrl(current));
}

function parseBody(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).code === 'number';
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).msg === 'string') {
    return (body as Envelope<unknown>).msg || undefined;
  }
  return undefined;
}

/**
 * Tells the operator why a call failed, unless the caller shows it (`quiet`): the spec's
 * 请求错误, a warning for a code in the envelope, an error below it. On a keyed call whose
 * outcome is unknown the text says it is being checked: a retry there could move money twice.
 */
function tell(error: ApiError, options: CallOptions): void {
  if (options.quiet) return;
  const title = t('request.error.title');
  const below = error.kind !== 'business' && error.kind !== 'server';
  if (options.keyed && outcomeUnknown(error)) {
    notify(
      below ? 'error' : 'warning',
      title,
      t('request.error.checking', { cause: error.message }),
      OUTCOME_CHECKING_NOTICE,
    );
  } else notify(below ? 'error' : 'warning', title, error.message);
}

/**
 * A failure below the envelope, typed. A keyed call's text names only the cause (no "retry
 * later": the outcome is being checked, and a blind retry is what must not happen).
 */
function transportError(error: unknown, signal: AbortSignal, keyed: boolean): ApiError {
  const failure = error as { name?: string; type?: string; response?: Response; data?: unknown };
  const say = (
    plain: 'request.error.timeout' | 'request.error.http' | 'request.error.network',
    cause: 'timeout' | 'http' | 'network',
    values?: Record<string, string | number>,
  ) => t(keyed ? (`request.cause.${cause}` as const) : plain, values);
  if (signal.aborted && signal.reason === TIMED_OUT)
    return new ApiError('timeout', say('request.error.timeout', 'timeout'));
  if (signal.aborted || failure?.name === 'AbortError') return new ApiError('aborted', t('request.error.aborted'));
  if (failure?.response) {
    const status = failure.response.status;
    const cause = say('request.error.http', 'http', { status });
    const text = keyed ? cause : (messageOf(parseBody(failure.data)) ?? cause);
    return new ApiError('http', text, { status });
  }
  return new ApiError('network', say('request.error.network', 'network'));
}

/**
 * A code in the envelope other than 200 and 109: a refusal, or on a keyed call an unknown
 * outcome, said without the server's own text (a catch-all's "请稍后再试" must not invite a
 * resend of a money move).
 */
function envelopeError(body: Envelope<unknown>, keyed: boolean): ApiError {
  const unknown = keyed && (body.code >= CODE_SERVER_ERROR || body.code === CODE_KEY_CONFLICT);
  if (unknown) return new ApiError('server', t('request.cause.server', { code: body.code }), { code: body.code });
  return new ApiError('business', body.msg || t('request.error.unknown', { code: body.code }), { code: body.code });
}

/**
 * Calls one endpoint. GET sends `payload` as query parameters, POST as the body
 * (FormData as multipart). Resolves with `data` when `code` is 200; otherwise shows
 * the spec's 请求错误 notice and rejects with an ApiError.
 */
export async function callApi<T>(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<T> {
  const started = performance.now();
  const seen: { requestId?: string } = {};
  const record = (code: string, failed: boolean) =>
    recordCall(
      { at: Date.now(), method, endpoint: path, code, ms: Math.round(performance.now() - started), ...seen },
      failed,
    );
  try {
    const value = await callOnce<T>(method, path, payload, options, seen);
    record(String(CODE_OK), false);
    return value;
  } catch (error) {
    const failure = error as ApiError;
    if (failure.kind !== 'aborted') record(String(failure.code ?? failure.status ?? failure.kind), true);
    throw error;
  }
}

async function callOnce<T>(
  method: HttpMethod,
  path: string,
  payload: unknown,
  options: CallOptions,
  seen: { requestId?: string },
): Promise<T> {
  const keyed = Boolean(options.keyed);
  const timer = new AbortController();
  const { signal, release } = anySignal([options.signal, sessionCalls.signal, timer.signal]);
  const init: RequestOptionsInit & { getResponse: true } = { method, signal, getResponse: true };
  if (payload !== undefined && payload !== null) {
    if (method === 'GET') init.params = payload as Record<string, unknown>;
    else init.data = payload;
  }
  let text: unknown;
  let replayed = false;
  let sentToken: string | undefined;
  const timeout = setTimeout(() => timer.abort(TIMED_OUT), REQUEST_TIMEOUT_MS);
  try {
    if (gate) await gate();
    // The token this call is sent with: a 109 is judged against it (handleNotLoggedIn).
    sentToken = readToken();
    init.headers = sentToken ? { token: sentToken } : {};
    const answer = await client(path, init);
    text = answer.data;
    replayed = answer.response?.headers?.get(REPLAY_HEADER)?.toLowerCase() === 'true';
    seen.requestId = answer.response?.headers?.get(REQUEST_ID_HEADER) ?? undefined;
  } catch (error) {
    const failure = transportError(error, signal, keyed);
    if (failure.kind !== 'aborted') tell(failure, options);
    throw failure;
  } finally {
    clearTimeout(timeout);
    release();
  }
  const body = parseBody(text);
  if (!isEnvelope(body)) {
    const error = new ApiError('format', t(keyed ? 'request.cause.format' : 'request.error.format'));
    tell(error, options);
    throw error;
  }
  if (body.code === CODE_OK) {
    const result = options.check ? options.check(body.data) : { value: body.data };
    if ('value' in result) {
      if (replayed) options.replayed?.();
      return result.value as T;
    }
    const error = new ApiError('contract', t('request.error.contract', { endpoint: path, ...result.mismatch }));
    tell(error, options);
    throw error;
  }
  if (body.code === CODE_NOT_LOGGED_IN) {
    // Shown only when it is text: anything else in `msg` is the server's bug, not a message.
    const said = messageOf(body) ?? '';
    handleNotLoggedIn(said, sentToken);
    throw new ApiError('unauthorized', said || t('request.error.notLoggedIn'), { code: body.code });
  }
  const refusal = envelopeError(body, keyed);
  tell(refusal, options);
  throw refusal;
}
