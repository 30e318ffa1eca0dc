import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { PermissionAction } from '@/services/auth';
import { MAX_NOTE_LENGTH } from '@/services/rules';
import { MAX_PAGE_SIZE } from '@/core/pagination';
import { CODE_KEY_CONFLICT, REPLAY_HEADER } from '@/core/request';
import type { Endpoint } from '@/services/endpoint';
import { firstMismatch } from '@/services/wire';
import { markMockWork } from '../timing';
import { db } from '../db';
import type { MockUser } from '../db/users';

/**
 * The one way the fake backend answers an endpoint of src/services. Method and path come
 * from the declared endpoint; the answer is type-checked against its response type; the
 * latency, the fault switches, the token check (109), the idempotency of money-moving
 * calls and the envelope live here, not in every handler.
 *
 *   serve(getShipList, ({ query, user }) => paginate(rows, query))
 *   serve(recharge, ({ body }) => body.amount! > 0 ? credit(...) : refuse(400, '…'))
 */

/** A business refusal: HTTP 200 with a non-200 code and a message, as the real backend answers. */
export interface Refusal {
  readonly refused: true;
  readonly code: number;
  readonly msg: string;
}

export function refuse(code: number, msg: string): Refusal {
  return { refused: true, code, msg };
}

/** A GET's query as it arrives: every parameter of the request type, as text. */
export type WireQuery<Req> = Req extends object ? { [K in keyof Req]?: string } : Record<string, string>;

export interface Call<Req> {
  /** The URL's query parameters (a GET's payload). */
  query: WireQuery<Req>;
  /** A POST's JSON body (`{}` for a GET or a multipart body). */
  body: Partial<Req>;
  request: Request;
}

type Answer<Res> = Res | Refusal | Promise<Res | Refusal>;

/** Answers with HTTP 200 and the envelope. */
function envelope(code: number, data: unknown, msg: string) {
  return HttpResponse.json({ code, data, msg });
}

const NOT_LOGGED_IN_MSG = '登录已失效，请重新登录';

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as Refusal).refused === true;
}

// ---------------------------------------------------------------- session

function userOf(request: Request): MockUser | undefined {
  const token = request.headers.get('token');
  if (!token) return undefined;
  const id = db.tokens.get(token) ?? idFromToken(token);
  return db.users.find((user) => user.id === id);
}

/**
 * Tokens look like `mk.<userId>.<nonce>`. The id is read back from the token itself, so a
 * demo session survives a page reload (which re-seeds the in-memory db).
 */
export function issueToken(user: MockUser): string {
  const token = `mk.${user.id}.${Math.random().toString(36).slice(2, 10)}`;
  db.tokens.set(token, user.id);
  return token;
}

function idFromToken(token: string): number | undefined {
  const match = /^mk\.(\d+)\.[a-z0-9]+$/.exec(token);
  return match ? Number(match[1]) : undefined;
}

/**
 * Personal data as this account may receive it: whole with `personal:unmask`, otherwise
 * masked by the backend itself (the console masks what it shows as well, whatever arrives).
 */
export function privateFor<T>(user: MockUser, value: T, mask: (value: T) => T): T {
  return can(user, 'personal:unmask') ? value : mask(value);
}

/** The refusal of a call whose permission action the account lacks. */
export const noRightMsg = (action: PermissionAction) => `没有此操作的权限（${action}）`;

export function can(user: MockUser, action: PermissionAction): boolean {
  return user.permissions.some((entry) => entry.action === action);
}

// ---------------------------------------------------------------- latency and fault switches

/** A setting of the demo backend in the browser's local storage (none under Node). */
function setting(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Realistic latency in the browser (100–400 ms); none under Node, so tests stay fast.
 * `localStorage['mock.latency'] = '0'` turns it off (the benchmark measures the console,
 * not a pretend network).
 */
function latency() {
  const fixed = setting('mock.latency');
  if (fixed !== null && Number.isFinite(Number(fixed))) return delay(Number(fixed));
  return delay();
}

/**
 * Fault switches, so anyone can see the console's error and slow states (docs/testing.md):
 *   localStorage['mock.fail'] = 'shipList|tabStat'   matching calls answer code 500
 *   localStorage['mock.slow'] = '3000'               every call waits that long first
 */
async function fault(path: string): Promise<Refusal | undefined> {
  const slow = Number(setting('mock.slow'));
  if (slow > 0) await delay(Math.min(slow, 60_000));
  const pattern = setting('mock.fail');
  if (!pattern) return undefined;
  try {
    if (new RegExp(pattern).test(path)) return refuse(500, '模拟故障：服务暂时不可用，请稍后重试');
  } catch {
    // not a valid pattern: no fault
  }
  return undefined;
}

/**
 * Once per setting, matching calls are carried out and then answered badly, so anyone can see
 * the console's unknown-outcome check by hand:
 *   localStorage['mock.lose'] = 'handDeductionFee'    the answer is lost (HTTP 504)
 *   localStorage['mock.crash'] = 'recharge'           a catch-all handler answers code 500
 */
function afterCommit(path: string, setting_: 'mock.lose' | 'mock.crash'): boolean {
  const pattern = setting(setting_);
  if (!pattern) return false;
  try {
    if (!new RegExp(pattern).test(path)) return false;
    globalThis.localStorage?.removeItem(setting_);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- the contract

/**
 * Answers of the fake backend that broke the contract (src/services/wire.ts): the tests
 * fail on any (tests/setup.ts after each component test, the browser harness on close), so
 * the mock cannot drift from what the console and a real backend are held to.
 * @internal exported for its tests
 */
export const contractBreaches: string[] = [];

function checkContract(endpoint: Pick<Endpoint<never, unknown>, 'method' | 'path' | 'answer'>, answer: unknown): void {
  const mismatch = firstMismatch(endpoint.answer, answer);
  if (!mismatch) return;
  const breach = `${endpoint.method} ${endpoint.path}: ${mismatch.field} ${mismatch.expected} (received ${mismatch.received})`;
  contractBreaches.push(breach);
  console.error(`[contract] the mock's answer breaks the contract: ${breach}`);
}

// ---------------------------------------------------------------- the helper

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  if (request.method !== 'POST' || !(request.headers.get('content-type') ?? '').includes('json')) return {};
  try {
    const body = await request.clone().json();
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

/**
 * Keyed calls (money moves and prints, `keyedEndpoint`) carry a client-made `requestId`, and
 * the backend contract (docs/backend.md) is kept exactly: the first successful answer is kept for 24
 * hours, and the same key sent again with the same request gets it back without changing
 * anything, marked with the replay header; the key is bound to its request: the same key
 * with other parameters is refused with code 409; a refusal is not kept (a corrected resend
 * may succeed); a keyed call without a key is refused before anything runs. A key belongs to
 * the business move, not the path: a settlement's voucher from either of its two endpoints is
 * one payout.
 */
function idempotencyKey(
  move: string,
  user: MockUser | undefined,
  body: Record<string, unknown>,
  query: Record<string, string>,
): string | undefined {
  const key = body.requestId ?? query.requestId;
  return typeof key === 'string' && key ? `${user?.id ?? 0}:${move}:${key}` : undefined;
}

/** How long a request key is remembered. */
const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const KEY_REUSED_MSG = '该请求编号（requestId）已用于另一笔内容不同的请求';
const KEY_MISSING_MSG = '缺少请求编号（requestId），请刷新页面后重试';

/** A request's parameters without its key, in a stable order. */
function requestFingerprint(body: Record<string, unknown>, query: Record<string, string>): string {
  const { requestId: _body, ...rest } = { ...query, ...body };
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function handler<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  resolve: (call: Call<Req>, user: MockUser | undefined) => Answer<Res>,
): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(`*${endpoint.path}`, async ({ request }) => {
    await latency();
    const refused = await fault(endpoint.path);
    if (refused) return envelope(refused.code, null, refused.msg);
    const user = userOf(request);
    // Only the calls the contract marks public are answered without a signed-in user.
    if (!user && !endpoint.public) return envelope(109, null, NOT_LOGGED_IN_MSG);
    // The endpoint's permission action, checked as a real backend must: a screen that only
    // hides a button is caught here.
    if (endpoint.action && user && !can(user, endpoint.action)) return envelope(403, null, noRightMsg(endpoint.action));
    const query = Object.fromEntries(new URL(request.url).searchParams.entries());
    const body = await bodyOf(request);
    const key = endpoint.keyed ? idempotencyKey(endpoint.keyed.move, user, body, query) : undefined;
    if (endpoint.keyed && !key) return envelope(400, null, KEY_MISSING_MSG);
    const fingerprint = key ? requestFingerprint(body, query) : '';
    const remembered = key ? db.idempotency.get(key) : undefined;
    if (remembered && Date.now() - remembered.at < IDEMPOTENCY_TTL_MS) {
      if (remembered.request !== fingerprint) return envelope(CODE_KEY_CONFLICT, null, KEY_REUSED_MSG);
      return HttpResponse.json(
        { code: remembered.code, data: remembered.data, msg: remembered.msg },
        { headers: { [REPLAY_HEADER]: 'true' } },
      );
    }
    const working = performance.now();
    const pending = resolve({ query: query as WireQuery<Req>, body: body as Partial<Req>, request }, user);
    markMockWork(working);
    const answer = await pending;
    if (!isRefusal(answer)) checkContract(endpoint, answer);
    const sent = isRefusal(answer)
      ? { code: answer.code, data: null, msg: answer.msg }
      : { code: 200, data: answer, msg: 'ok' };
    if (key && sent.code === 200) db.idempotency.set(key, { ...sent, request: fingerprint, at: Date.now() });
    if (afterCommit(endpoint.path, 'mock.lose')) return new HttpResponse('gateway time-out', { status: 504 });
    if (afterCommit(endpoint.path, 'mock.crash')) return envelope(500, null, '系统繁忙，请稍后再试');
    const answering = performance.now();
    const response = envelope(sent.code, sent.data, sent.msg);
    markMockWork(answering);
    return response;
  });
}

/** Answers `endpoint` for a signed-in user; without one, code 109. */
export function serve<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  resolve: (call: Call<Req> & { user: MockUser }) => Answer<Res>,
): HttpHandler {
  if (endpoint.public) throw new Error(`${endpoint.path} is public: answer it with servePublic`);
  return handler(endpoint, (call, user) => resolve({ ...call, user: user! }));
}

/** Answers `endpoint` whether or not anyone is signed in (login, SMS code). */
export function servePublic<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  resolve: (call: Call<Req>) => Answer<Res>,
): HttpHandler {
  if (!endpoint.public) throw new Error(`${endpoint.path} needs a signed-in user: answer it with serve`);
  return handler(endpoint, (call) => resolve(call));
}

// ---------------------------------------------------------------- small helpers for handlers

/** A query parameter as a number, or undefined when absent or empty. */
export function num(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** One page of `items` for the API's `page` / `limit`. */
export function paginate<T>(items: T[], query: { page?: string; limit?: string }) {
  const page = Math.max(1, Number(query.page) || 1);
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(query.limit) || 10));
  return { list: items.slice((page - 1) * limit, page * limit), total: items.length };
}

/** Whether a `YYYY-MM-DD HH:mm:ss` time falls in the `startTime` / `endTime` days of a query. */
export function inDays(time: string, query: { startTime?: string; endTime?: string }): boolean {
  if (query.startTime && time < `${query.startTime.slice(0, 10)} 00:00:00`) return false;
  if (query.endTime && time > `${query.endTime.slice(0, 10)} 23:59:59`) return false;
  return true;
}

/** A remark or note an operator adds (agents, platforms): checked, stamped with who and when. */
export function noteFrom(
  content: string | undefined,
  user: MockUser,
  now: string,
): Refusal | { content: string; operatorName: string; createTime: string } {
  const text = content?.trim();
  if (!text) return refuse(400, '请输入备注内容');
  if (text.length > MAX_NOTE_LENGTH) return refuse(400, `备注不能超过 ${MAX_NOTE_LENGTH} 字`);
  return { content: text, operatorName: user.nickname, createTime: now };
}
