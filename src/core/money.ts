/**
 * Money travels as integer fen; it becomes yuan only when shown or typed (docs/requirements.md#money). Every
 * function here works on integers (or on the typed text itself), never on yuan as floats.
 */

const GROUPED = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** 123450 -> "1,234.50": integer arithmetic only, so no float error creeps in. */
export function fenToYuanText(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return '-';
  const whole = Math.trunc(Math.abs(fen) / 100);
  const cents = Math.abs(Math.round(fen)) % 100;
  const sign = fen < 0 ? '-' : '';
  return `${sign}${GROUPED.format(whole)}.${String(cents).padStart(2, '0')}`;
}

/** "-1234.50": yuan with two decimals, no grouping (a CSV number), from integer fen. */
export function fenToDecimal(fen: number): string {
  const whole = Math.trunc(Math.abs(fen) / 100);
  const cents = Math.abs(Math.round(fen)) % 100;
  return `${fen < 0 ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`;
}

/** "¥1,234.50" (or "-" for a missing amount). */
export function formatMoney(fen: number | null | undefined): string {
  const text = fenToYuanText(fen);
  if (text === '-') return text;
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

/** A count with thousands separators (17,120), or — for a missing one. */
export function formatCount(count: number | null | undefined): string {
  return count === null || count === undefined || !Number.isFinite(count) ? '—' : count.toLocaleString('en-US');
}

/** "+¥12.00" for income, "−¥12.00" for an expense (the amount itself is unsigned fen). */
export function formatSignedMoney(fen: number | null | undefined, direction: 'income' | 'expense'): string {
  const text = formatMoney(fen === null || fen === undefined ? fen : Math.abs(fen));
  return text === '-' ? text : `${direction === 'income' ? '+' : '−'}${text}`;
}

/** Why typed text is not an acceptable amount. */
export type MoneyProblem = 'empty' | 'format' | 'decimals' | 'notPositive' | 'tooSmall' | 'tooLarge';

export type ParsedMoney = { ok: true; fen: number } | { ok: false; problem: MoneyProblem };

/**
 * Typed or pasted yuan -> integer fen. A leading ¥ (or ￥), thousands commas, spaces and
 * full-width digits are accepted ("¥1,234.50", "１２３．４５"); at most two decimals; optional bounds in fen (inclusive). The
 * digits are read as text, so "0.1" + "0.2" style errors cannot happen.
 */
export function parseYuan(
  input: string | number | null | undefined,
  bounds: { min?: number; max?: number } = {},
): ParsedMoney {
  // NFKC first: an IME's full-width digits (１２３．４５) are the same amount.
  const text = String(input ?? '')
    .normalize('NFKC')
    .trim()
    .replace(/^[¥￥]\s*/, '')
    .replace(/\s/g, '');
  if (!text) return { ok: false, problem: 'empty' };
  // A comma only between groups of three digits (1,234.50): `12,34` or `1,2,3` is no amount.
  const match = /^(-)?(\d{1,3}(?:[,，]\d{3})+|\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, problem: 'format' };
  const [, minus, grouped, frac = ''] = match;
  const whole = grouped.replace(/[,，]/g, '');
  if (frac.length > 2) return { ok: false, problem: 'decimals' };
  if (whole.length > 13) return { ok: false, problem: 'tooLarge' };
  const fen = (Number(whole) * 100 + Number(frac.padEnd(2, '0'))) * (minus ? -1 : 1);
  if (bounds.min !== undefined && fen < bounds.min)
    return { ok: false, problem: bounds.min > 0 && fen <= 0 ? 'notPositive' : 'tooSmall' };
  if (bounds.max !== undefined && fen > bounds.max) return { ok: false, problem: 'tooLarge' };
  return { ok: true, fen };
}

/** Fen as the text a money input shows ("1234.50", no separators). */
export function fenToInputText(fen: number | null | undefined): string {
  return fen === null || fen === undefined || !Number.isFinite(fen) ? '' : fenToYuanText(fen).replace(/,/g, '');
}

/** Adds amounts in fen (integers stay exact well beyond any ledger). */
export function sumFen(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += Math.round(amount);
  return total;
}

// ---------------------------------------------------------------- 大写金额

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

/** One group of four digits (1–9999): 1010 -> 壹仟零壹拾. */
function groupText(group: number): string {
  let text = '';
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(group / 10 ** place) % 10;
    if (digit === 0) {
      zero = text !== '';
      continue;
    }
    if (zero) text += '零';
    text += DIGITS[digit] + PLACES[place];
    zero = false;
  }
  return text;
}

/** Whole yuan in capitals: 100010 -> 壹拾万零壹拾. */
function wholeText(yuan: number): string {
  const groups: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let text = '';
  let zero = false;
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const group = groups[index];
    if (group === 0) {
      zero = text !== '';
      continue;
    }
    if (text && (zero || group < 1000)) text += '零';
    text += groupText(group) + GROUPS[index];
    zero = false;
  }
  return text;
}

/**
 * The amount in Chinese capital numerals as written on cheques and vouchers (大写金额):
 * 10001050 fen -> 壹拾万零壹拾元伍角整, 5 -> 伍分, 1000 -> 壹拾元整, 0 -> 零元整.
 */
export function toChineseCapital(fen: number): string {
  if (!Number.isInteger(fen)) throw new RangeError('amounts are whole fen');
  const sign = fen < 0 ? '负' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const jiao = Math.floor(abs / 10) % 10;
  const cents = abs % 10;
  if (abs === 0) return '零元整';
  let text = yuan > 0 ? `${wholeText(yuan)}元` : '';
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (cents > 0 && yuan > 0) text += '零';
  if (cents > 0) text += `${DIGITS[cents]}分`;
  else text += '整';
  return sign + text;
}
