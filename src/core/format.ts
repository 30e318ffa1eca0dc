/** Money travels as integer fen; it becomes yuan only when shown or typed (domain.md). */

const YUAN = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123450 -> "1,234.50" using integer arithmetic only, so no float error creeps in. */
export function fenToYuanText(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return '-';
  const whole = Math.trunc(Math.abs(fen) / 100);
  const cents = Math.abs(Math.round(fen)) % 100;
  const sign = fen < 0 ? '-' : '';
  return `${sign}${YUAN.format(whole).replace(/\.\d+$/, '')}.${String(cents).padStart(2, '0')}`;
}

/** "¥1,234.50" (or "-" for a missing amount). */
export function formatMoney(fen: number | null | undefined): string {
  const text = fenToYuanText(fen);
  if (text === '-') return text;
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

/** "12.34" typed by an operator -> 1234 fen; undefined for anything that is not money. */
export function yuanToFen(input: string | number): number | undefined {
  const text = String(input).trim().replace(/,/g, '');
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const [, minus, whole, frac = ''] = match;
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return minus ? -fen : fen;
}

export function maskMobile(mobile?: string): string {
  if (!mobile) return '-';
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

export function maskName(name?: string): string {
  if (!name) return '-';
  const chars = Array.from(name);
  return chars.length > 1 ? `${chars[0]}${'*'.repeat(chars.length - 1)}` : name;
}
