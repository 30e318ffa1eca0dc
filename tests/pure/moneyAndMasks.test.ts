import { describe, expect, it } from 'vitest';
import { isResidentId, normalizeTyped, residentIdCheck } from '@/services/rules';
import { maskBankAccount, maskIdCard, maskMobile, maskName } from '@/core/mask';
import { fenToYuanText, formatMoney, formatSignedMoney, parseYuan, sumFen, toChineseCapital } from '@/core/money';
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
    expect(parseYuan('0.1')).toEqual({ ok: true, fen: 10 });
    expect(parseYuan('19.99')).toEqual({ ok: true, fen: 1999 });
    expect(parseYuan('1,234.5')).toEqual({ ok: true, fen: 123450 });
    expect(parseYuan('1.234')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseYuan('abc')).toEqual({ ok: false, problem: 'format' });
  });

  it('takes what operators type or paste, and says what is wrong with the rest', () => {
    const bounds = { min: 1, max: 100_000_000 };
    expect(parseYuan('¥1,234.50', bounds)).toEqual({ ok: true, fen: 123450 });
    expect(parseYuan('￥ 100010.5', bounds)).toEqual({ ok: true, fen: 10001050 });
    expect(parseYuan(' 12 ', bounds)).toEqual({ ok: true, fen: 1200 });
    expect(parseYuan('0.01', bounds)).toEqual({ ok: true, fen: 1 });
    expect(parseYuan('', bounds)).toEqual({ ok: false, problem: 'empty' });
    expect(parseYuan('0', bounds)).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseYuan('0.00', bounds)).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseYuan('-5', bounds)).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseYuan('1.234', bounds)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseYuan('1000000.01', bounds)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseYuan('1000000.00', bounds)).toEqual({ ok: true, fen: 100_000_000 });
    expect(parseYuan('12a', bounds)).toEqual({ ok: false, problem: 'format' });
    // A comma only as a thousands separator.
    expect(parseYuan('12，34', bounds)).toEqual({ ok: false, problem: 'format' });
    expect(parseYuan('1,2,3', bounds)).toEqual({ ok: false, problem: 'format' });
    expect(parseYuan('1,23', bounds)).toEqual({ ok: false, problem: 'format' });
    expect(parseYuan(',123', bounds)).toEqual({ ok: false, problem: 'format' });
    expect(parseYuan('1234,567.00', bounds)).toEqual({ ok: false, problem: 'format' });
    expect(parseYuan('1，234.50', bounds)).toEqual({ ok: true, fen: 123450 });
    expect(parseYuan('¥1,000,000.00', bounds)).toEqual({ ok: true, fen: 100_000_000 });
    expect(parseYuan('1e3', bounds)).toEqual({ ok: false, problem: 'format' });
    expect(parseYuan('.5', bounds)).toEqual({ ok: false, problem: 'format' });
    expect(parseYuan('99999999999999', bounds)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('adds amounts as fen, so 0.1 + 0.2 yuan is exactly 0.30', () => {
    const fen = (text: string) => {
      const parsed = parseYuan(text);
      if (!parsed.ok) throw new Error(`not money: ${text}`);
      return parsed.fen;
    };
    const typed = ['0.1', '0.2'].map(fen);
    expect(sumFen(typed)).toBe(30);
    expect(fenToYuanText(sumFen(typed))).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3); // what floats would have shown
    expect(fenToYuanText(sumFen(Array.from({ length: 10 }, () => fen('0.10'))))).toBe('1.00');
  });

  it('signs income and expense', () => {
    expect(formatSignedMoney(1200, 'income')).toBe('+¥12.00');
    expect(formatSignedMoney(1200, 'expense')).toBe('−¥12.00');
    expect(formatSignedMoney(undefined, 'expense')).toBe('-');
  });

  it('writes amounts in Chinese capital numerals (大写金额)', () => {
    expect(toChineseCapital(10001050)).toBe('壹拾万零壹拾元伍角整');
    expect(toChineseCapital(5)).toBe('伍分');
    expect(toChineseCapital(50)).toBe('伍角整');
    expect(toChineseCapital(1000)).toBe('壹拾元整');
    expect(toChineseCapital(100_000_000_000)).toBe('壹拾亿元整');
    expect(toChineseCapital(0)).toBe('零元整');
    expect(toChineseCapital(105)).toBe('壹元零伍分');
    expect(toChineseCapital(10001)).toBe('壹佰元零壹分');
    expect(toChineseCapital(100_000_000)).toBe('壹佰万元整');
    expect(toChineseCapital(1_000_100)).toBe('壹万零壹元整');
    expect(toChineseCapital(10_000_000_100)).toBe('壹亿零壹元整');
    expect(toChineseCapital(101_010_00)).toBe('壹拾万壹仟零壹拾元整');
    expect(toChineseCapital(123_456_789)).toBe('壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分');
    expect(toChineseCapital(-1000)).toBe('负壹拾元整');
    expect(() => toChineseCapital(1.5)).toThrow();
  });
});

describe('typed text', () => {
  it('reads full-width digits as the amount they are', () => {
    expect(parseYuan('１２３．４５')).toEqual({ ok: true, fen: 12345 });
    expect(parseYuan('￥１，２３４．５０')).toEqual({ ok: true, fen: 123450 });
  });

  it('normalises an account number typed in groups or full-width, keeping spaces only when asked', () => {
    expect(normalizeTyped('6222 0212 3456 3256', { spaces: false })).toBe('6222021234563256');
    expect(normalizeTyped('６２２２\u3000０２１２', { spaces: false })).toBe('62220212');
    expect(normalizeTyped('张 三')).toBe('张 三');
  });

  it('checks a resident ID number as GB 11643: shape, a birth date that exists, the check character', () => {
    const today = new Date('2026-11-26T00:00:00Z');
    expect(isResidentId('44030519900101123X', today)).toBe(true);
    expect(isResidentId('11010519491231002X', today)).toBe(true);
    expect(isResidentId('123456789012345678', today)).toBe(false);
    expect(isResidentId('440305199013011238', today)).toBe(false); // month 13
    expect(isResidentId('440305199002301234', today)).toBe(false); // 30 February
    expect(isResidentId('440305203001011234', today)).toBe(false); // born after today
    expect(isResidentId('440305189912311234', today)).toBe(false); // before 1900
    expect(isResidentId('44030519900101123x', today)).toBe(false); // upper-cased before the check
    expect(isResidentId(`4403051990010112${'3'}${residentIdCheck('44030519900101123')}`, today)).toBe(true);
  });
});

describe('masking', () => {
  it('keeps the first 3 and last 4 digits of a mobile, and the first character of a name', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('')).toBe('-');
  });

  it('masks ID numbers and bank accounts, and leaves masked values as they are', () => {
    expect(maskIdCard('44030519900101123X')).toBe('440305********123X');
    expect(maskIdCard('440305********123X')).toBe('440305********123X');
    expect(maskBankAccount('6222021234563256')).toBe('6222 **** **** 3256');
    expect(maskBankAccount('6222********3256')).toBe('6222 **** **** 3256');
    expect(maskMobile('138****5678')).toBe('138****5678');
    expect(maskName('张*')).toBe('张*');
    expect(maskMobile(undefined)).toBe('-');
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
    const error = Object.assign(new Error('Loading CSS chunk 7 failed.\n(/7.css)'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
      type: 'missing',
      request: '/7.css',
    });
    expect(asChunkFailure(error)).toEqual({ kind: 'style', type: 'missing', url: '/7.css' });
  });

  it('leaves other errors alone', () => {
    expect(asChunkFailure(new TypeError('x is undefined'))).toBeUndefined();
    expect(asChunkFailure('boom')).toBeUndefined();
  });
});
