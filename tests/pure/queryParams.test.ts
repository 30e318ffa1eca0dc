import * as realQs from 'qs';
import { describe, expect, it, vi } from 'vitest';
import { extend } from 'umi-request';
import { queryParams } from '@/core/queryParams';

/** What umi-request puts after `?` for `params`, with the console's serializer or without (qs). */
async function sentQuery(params: Record<string, unknown>, serializer?: typeof queryParams): Promise<string> {
  const fetch = vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  try {
    await extend(serializer ? { paramsSerializer: serializer } : {}).get('http://x.test/api/list', { params });
    const url = String((fetch.mock.calls[0] as unknown[])[0]);
    return url.slice(url.indexOf('?') + 1);
  } finally {
    vi.unstubAllGlobals();
  }
}

describe("queryParams, the console's paramsSerializer for umi-request", () => {
  it.each([
    [{ page: 1, limit: 10 }],
    [{ keyword: '顺丰 SF123', platformId: 101, startTime: '2026-11-01' }],
    [{ ids: ['a', 'b c'], flag: true, zero: 0 }],
    [{ empty: '', nothing: null, skipped: undefined }],
    [{ 'a&b': 'c=d', plus: '1+1', when: new Date(Date.UTC(2026, 10, 1)) }],
    [{ range: { from: 1, to: 2 } }],
  ])('sends %j as umi-request does through qs', async (params) => {
    expect(await sentQuery(params, queryParams)).toBe(await sentQuery(params));
  });

  it('is the qs subset umi-request calls: repeat arrays, strict nulls', () => {
    const params = { ids: ['1', '2'], none: null };
    expect(queryParams(params)).toBe(realQs.stringify(params, { arrayFormat: 'repeat', strictNullHandling: true }));
  });
});
