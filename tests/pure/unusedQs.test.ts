/**
 * `unused-qs` (plugins/standIns.ts): with the console's paramsSerializer and JSON bodies,
 * umi-request never calls qs, so the build can carry a stand-in that throws in its place.
 * Here qs is that stand-in, as in the build, and the real umi-request sends a GET with
 * parameters and a POST with a body.
 */
import { describe, expect, it, vi } from 'vitest';
// The ES build the console's bundle takes (package.json `module`), so that qs is imported through the test's stand-in.
import { extend } from 'umi-request/dist/index.esm.js';
import { queryParams } from '@/core/queryParams';

vi.mock('qs', () => import('@/vendor/unusedQs.js'));

describe('umi-request with the qs stand-in', () => {
  it('sends parameters and bodies without calling qs', async () => {
    const fetch = vi.fn(async () => new Response('{"code":200}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const client = extend({ paramsSerializer: queryParams });
    await client.get('http://x.test/api/list', { params: { page: 2, ids: [1, 2], none: null } });
    await client.post('http://x.test/api/save', { data: { amount: 100 } });
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0][0]).toBe('http://x.test/api/list?page=2&ids=1&ids=2&none');
    expect(calls[1][1].body).toBe('{"amount":100}');
    vi.unstubAllGlobals();
  });

  it('the stand-in fails loudly when something does call it', async () => {
    const qs = (await import('qs')) as unknown as { stringify: () => string };
    expect(() => qs.stringify()).toThrow(/unused-qs/);
  });
});
