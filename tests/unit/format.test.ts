import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatMoney, maskMobile, maskName, yuanToFen } from '@/core/format';
import { asChunkFailure } from '@/core/chunkError';

describe('money', () => {
  it('shows fen as yuan with two decimals and thousands separators', () => {
    expect(formatMoney(123450)).toBe('¥1,234.50');
    expect(formatMoney(5)).toBe('¥0.05');
    expect(formatMoney(-199)).toBe('-¥1.99');
    expect(formatMoney(123456789012)).toBe('¥1,234,567,890.12');
    expect(formatMoney(undefined)).toBe('-');
    expect(fenToYuanText(0)).toBe('0.00');
  });

  it('reads typed yuan into integer fen without float error', () => {
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('1,234.5')).toBe(123450);
    expect(yuanToFen('1.234')).toBeUndefined();
    expect(yuanToFen('abc')).toBeUndefined();
  });
});

describe('masking', () => {
  it('keeps the first 3 and last 4 digits of a mobile, and the first character of a name', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('')).toBe('-');
  });
});

describe('chunk load failures', () => {
  it('recognises webpack script chunk errors with type and URL', () => {
    const error = Object.assign(new Error('Loading chunk 531 failed.\n(error: http://127.0.0.1:8000/531.js)'), {
      name: 'ChunkLoadError',
      type: 'error',
      request: 'http://127.0.0.1:8000/531.js',
    });
    expect(asChunkFailure(error)).toEqual({ kind: 'script', type: 'error', url: 'http://127.0.0.1:8000/531.js' });
  });

  it('recognises CSS chunk errors', () => {
    const error = Object.assign(new Error('Loading CSS chunk 7 failed.\n(/7.css)'), { code: 'CSS_CHUNK_LOAD_FAILED', type: 'missing', request: '/7.css' });
    expect(asChunkFailure(error)).toEqual({ kind: 'style', type: 'missing', url: '/7.css' });
  });

  it('leaves other errors alone', () => {
    expect(asChunkFailure(new TypeError('x is undefined'))).toBeUndefined();
    expect(asChunkFailure('boom')).toBeUndefined();
  });
});
