import * as realQs from 'qs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from '@/vendor/qsLite.js';

const options = { arrayFormat: 'repeat', strictNullHandling: true } as const;

describe('qsLite, the qs subset umi-request uses in the browser build', () => {
  it.each([
    [{ page: 1, limit: 10 }],
    [{ keyword: '顺丰 SF123', platformId: 101, startTime: '2026-11-01' }],
    [{ ids: ['a', 'b c'], flag: true, zero: 0 }],
    [{ empty: '', nothing: null, skipped: undefined }],
    [{ 'a&b': 'c=d', plus: '1+1' }],
  ])('stringifies %j exactly as qs does', (params) => {
    expect(stringify(params, options)).toBe(realQs.stringify(params, options));
  });

  it.each(['a=1&b=2', 'ids=a&ids=b', 'k=%E9%A1%BA%E4%B8%B0', 'flag', 'x=1+2'])('parses %s as qs does', (text) => {
    expect(parse(text, { strictNullHandling: true })).toEqual(realQs.parse(text, { strictNullHandling: true }));
  });
});
