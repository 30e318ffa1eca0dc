/**
 * `npm run contract` against the project's own fake backend served over HTTP: clean, and with
 * a deliberately altered answer (a renamed field, an amount as yuan text) it reports exactly
 * those, by endpoint and field path. It sends only read-only calls.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBackend, loadContract } from '../../scripts/contract.mjs';
import { loadMockBackend } from '../../scripts/mock-backend.mjs';
import { startStaticServer } from '../../scripts/serve.mjs';
import { CONTRACT_PORT } from './ports.mjs';

const PORT = CONTRACT_PORT;
const BASE = `http://127.0.0.1:${PORT}`;
let server: Server;
let contract: unknown;
let token: string;
/** Paths the fake backend was asked for, with their method. */
const asked: string[] = [];
/** When set, rewrites one answer's `data` on its way out. */
let alter: ((path: string, data: unknown) => unknown) | undefined;

beforeAll(async () => {
  const [mock, loaded] = await Promise.all([loadMockBackend(), loadContract()]);
  contract = loaded;
  server = await startStaticServer({
    port: PORT,
    api: async (request) => {
      const path = new URL(request.url).pathname;
      asked.push(`${request.method} ${path}`);
      const response = await mock(request);
      if (!response || !alter) return response;
      const body = await response.json();
      return Response.json({ ...body, data: alter(path, body.data) });
    },
  });
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'account', username: 'admin', password: 'admin123' }),
  });
  token = (await login.json()).data.token;
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
});

describe('npm run contract against the fake backend over HTTP', () => {
  it('finds every read-only answer in step, and sends no POST and no money-moving GET', async () => {
    asked.length = 0;
    const rows = await checkBackend({ base: BASE, token, spacingMs: 0, contract });
    expect(rows.filter((row) => row.status !== 'ok')).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(asked.filter((call) => !call.startsWith('GET '))).toEqual([]);
    expect(asked.some((call) => /handDeductionFee|confirmDelivery/.test(call))).toBe(false);
  });

  it('reports a renamed field and an amount sent as yuan text, and nothing else', async () => {
    alter = (path, data) => {
      if (path !== '/api/plant/index') return data;
      const page = data as { list: Record<string, unknown>[] };
      return {
        ...page,
        list: page.list.map(({ name, balance, ...row }) => ({
          ...row,
          platformName: name,
          balance: ((balance as number) / 100).toFixed(2),
        })),
      };
    };
    try {
      const rows = await checkBackend({ base: BASE, token, spacingMs: 0, contract });
      const broken = rows.filter((row) => row.status !== 'ok');
      expect(broken.map((row) => row.endpoint)).toEqual(['GET /api/plant/index']);
      const fields = broken[0].mismatches.map((mismatch) => `${mismatch.field} ${mismatch.expected}`);
      const rowCount = fields.length / 2;
      expect(rowCount).toBeGreaterThan(0);
      expect(new Set(fields)).toEqual(
        new Set(
          Array.from({ length: rowCount }, (_, index) => [
            `list[${index}].name 缺少此字段`,
            `list[${index}].balance 应为整数（分）`,
          ]).flat(),
        ),
      );
    } finally {
      alter = undefined;
    }
  });
});
