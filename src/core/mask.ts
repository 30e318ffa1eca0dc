/**
 * Personal data is masked on screen whatever the backend sends (docs/requirements.md#masking): a value that
 * is already masked comes out the same, so masking twice is harmless.
 */

const isMasked = (value: string) => value.includes('*');

/** 13812345678 -> 138****5678 */
export function maskMobile(mobile?: string | null): string {
  const text = (mobile ?? '').trim();
  if (!text) return '-';
  if (isMasked(text)) return text;
  return text.length >= 7 ? `${text.slice(0, 3)}****${text.slice(-4)}` : text;
}

/** 440305199001011234 -> 440305********1234 (first 6 and last 4 kept). */
export function maskIdCard(idCard?: string | null): string {
  const text = (idCard ?? '').trim();
  if (!text) return '-';
  if (isMasked(text)) return text;
  return text.length > 10 ? `${text.slice(0, 6)}${'*'.repeat(text.length - 10)}${text.slice(-4)}` : text;
}

/** 6222021234563256 -> 6222 **** **** 3256 (also from a backend's own 6222********3256). */
export function maskBankAccount(account?: string | null): string {
  const text = (account ?? '').replace(/\s/g, '');
  if (!text) return '-';
  if (text.length < 8) return text;
  return `${text.slice(0, 4)} **** **** ${text.slice(-4)}`;
}

/** 张三丰 -> 张** */
export function maskName(name?: string | null): string {
  const chars = Array.from((name ?? '').trim());
  if (!chars.length) return '-';
  if (chars.includes('*')) return chars.join('');
  return chars.length > 1 ? `${chars[0]}${'*'.repeat(chars.length - 1)}` : chars[0];
}
