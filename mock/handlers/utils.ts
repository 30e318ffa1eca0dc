import { delay, HttpResponse } from 'msw';
import { db } from '../db';
import type { MockUser } from '../db/users';

/** Matches the path on any host, so API_HOST and the test origin both hit the mock. */
export const api = (path: string) => `*${path}`;

export function ok<T>(data: T) {
  return HttpResponse.json({ code: 200, data, msg: 'ok' });
}

/** A business failure: HTTP 200 with a non-200 code, as the real backend answers. */
export function fail(code: number, msg: string) {
  return HttpResponse.json({ code, data: null, msg });
}

export const NOT_LOGGED_IN = () => fail(109, '登录已失效，请重新登录');

/**
 * Realistic latency in the browser (100–400 ms); none under Node, so tests stay fast.
 * `localStorage['mock.latency'] = '0'` turns it off (the benchmark measures the console,
 * not a pretend network).
 */
export function latency() {
  let setting: string | null = null;
  try {
    setting = globalThis.localStorage?.getItem('mock.latency') ?? null;
  } catch {
    setting = null;
  }
  if (setting !== null && Number.isFinite(Number(setting))) return delay(Number(setting));
  return delay();
}

export function userOf(request: Request): MockUser | undefined {
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

/** Query parameters as a plain object of strings. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

export async function jsonOf<T>(request: Request): Promise<Partial<T>> {
  try {
    return (await request.json()) as Partial<T>;
  } catch {
    return {};
  }
}

export function paginate<T>(items: T[], query: Record<string, string>) {
  const page = Math.max(1, Number(query.page) || 1);
  const limit = Math.min(500, Math.max(1, Number(query.limit) || 10));
  return { list: items.slice((page - 1) * limit, page * limit), total: items.length };
}
