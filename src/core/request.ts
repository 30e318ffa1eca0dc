import { extend, type RequestOptionsInit } from 'umi-request';
import { config } from '@/config';
import { t } from '@/core/i18n';
import { notify } from '@/core/notice';
import { loginUrl } from '@/core/safeRedirect';
import { readToken, removeToken } from '@/core/session';

/** Spec section 9. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Spec section 8: the only success code, and the "not logged in" code. */
export const CODE_OK = 200;
export const CODE_NOT_LOGGED_IN = 109;

export type HttpMethod = 'GET' | 'POST';

/** The response envelope of every call (spec section 3). */
export interface Envelope<T> {
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
   * Checks a successful answer's `data` against the call's contract: the first mismatch, or
   * nothing. A mismatch fails the call (kind `contract`) and is shown like any failure.
   */
  check?: (data: unknown) => { field: string; expected: string; received: string } | undefined;
}

export type ApiErrorKind =
  'business' | 'unauthorized' | 'timeout' | 'network' | 'http' | 'format' | 'contract' | 'aborted';

/** Why a call failed. Screens read `kind` to pick an error state; the notice was already shown. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code?: number;
  readonly status?: number;

  constructor(kind: ApiErrorKind, text: string, extra: { code?: number; status?: number } = {}) {
    super(text);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = extra.code;
    this.status = extra.status;
  }
}

/**
 * Whether a failure leaves the outcome unknown: the request may have reached the server and
 * been applied (a time-out, a dropped connection, a 5xx, a body that is not the envelope, an
 * answer whose data breaks the contract).
 * A business refusal, a 109 before anything ran, or an abort by the operator are known.
 */
export function outcomeUnknown(error: unknown): boolean {
  const kind = (error as { kind?: string } | undefined)?.kind;
  return kind === 'timeout' || kind === 'network' || kind === 'http' || kind === 'format' || kind === 'contract';
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
 * Whether a call carries an idempotency key (a money move or a print): when its answer is
 * lost the outcome is unknown, and the notice says so rather than "failed" (the dialog
 * re-reads the truth).
 */
function keyed(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { requestId?: unknown }).requestId === 'string'
  );
}

/** Tells the operator why a call failed, unless the caller shows it (`quiet`). */
function tell(error: ApiError, payload: unknown, options: CallOptions): void {
  if (options.quiet) return;
  if (error.kind === 'business') notify('warning', t('request.error.title'), error.message);
  else if (keyed(payload)) notify('warning', t('request.error.outcomeUnknown'), error.message);
  else notify('error', t('request.error.title'), error.message);
}

/** A failure below the envelope, typed. */
function transportError(error: unknown, signal: AbortSignal): ApiError {
  const failure = error as { name?: string; type?: string; response?: Response; data?: unknown };
  let result: ApiError;
  if (signal.aborted && signal.reason === TIMED_OUT) {
    result = new ApiError('timeout', t('request.error.timeout'));
  } else if (signal.aborted || failure?.name === 'AbortError') {
    return new ApiError('aborted', t('request.error.aborted'));
  } else if (failure?.response) {
    const status = failure.response.status;
    const text = messageOf(parseBody(failure.data)) ?? t('request.error.http', { status });
    result = new ApiError('http', text, { status });
  } else {
    result = new ApiError('network', t('request.error.network'));
  }
  return result;
}

/**
 * Calls one endpoint. GET sends `payload` as query parameters, POST as the body
 * (FormData as multipart). Resolves with `data` when `code` is 200; otherwise shows
 * the notice of spec section 8 and rejects with an ApiError.
 */
export async function callApi<T>(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<T> {
  const timer = new AbortController();
  const { signal, release } = anySignal([options.signal, sessionCalls.signal, timer.signal]);
  const init: RequestOptionsInit = { method, signal };
  if (payload !== undefined && payload !== null) {
    if (method === 'GET') init.params = payload as Record<string, unknown>;
    else init.data = payload;
  }
  let text: unknown;
  let sentToken: string | undefined;
  const timeout = setTimeout(() => timer.abort(TIMED_OUT), REQUEST_TIMEOUT_MS);
  try {
    if (gate) await gate();
    // The token this call is sent with: a 109 is judged against it (handleNotLoggedIn).
    sentToken = readToken();
    init.headers = sentToken ? { token: sentToken } : {};
    text = await client(path, init);
  } catch (error) {
    const failure = transportError(error, signal);
    if (failure.kind !== 'aborted') tell(failure, payload, options);
    throw failure;
  } finally {
    clearTimeout(timeout);
    release();
  }
  const body = parseBody(text);
  if (!isEnvelope(body)) {
    const error = new ApiError('format', t('request.error.format'));
    tell(error, payload, options);
    throw error;
  }
  if (body.code === CODE_OK) {
    const mismatch = options.check?.(body.data);
    if (!mismatch) return body.data as T;
    const error = new ApiError('contract', t('request.error.contract', { endpoint: path, ...mismatch }));
    tell(error, payload, options);
    throw error;
  }
  if (body.code === CODE_NOT_LOGGED_IN) {
    handleNotLoggedIn(body.msg, sentToken);
    throw new ApiError('unauthorized', body.msg || t('request.error.notLoggedIn'), { code: body.code });
  }
  const refusal = new ApiError('business', body.msg || t('request.error.unknown', { code: body.code }), {
    code: body.code,
  });
  tell(refusal, payload, options);
  throw refusal;
}
