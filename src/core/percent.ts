/**
 * Percentages as operators type them (commission rates, risk ratios): 0–100 with at most
 * two decimals, held as an integer count of hundredths of a percent (basis points), so
 * "5.5" + "0.25" style sums are exact. The wire differs by field: a commission rate is a
 * fraction (0.055), a risk ratio a percent number (5.5); both come from these integers.
 */

/** Why typed text is not an acceptable percentage. */
export type PercentProblem = 'empty' | 'format' | 'decimals' | 'range';

export type ParsedPercent = { ok: true; bp: number } | { ok: false; problem: PercentProblem };

/** "5.5", "5.50 %", "100" -> basis points (550, 550, 10000); bounds in basis points, inclusive. */
export function parsePercent(
  input: string | number | null | undefined,
  bounds: { min?: number; max?: number } = {},
): ParsedPercent {
  // NFKC first, as money does: an IME's full-width digits (５．５％) are the same rate.
  const text = String(input ?? '')
    .normalize('NFKC')
    .trim()
    .replace(/\s*%$/, '');
  if (!text) return { ok: false, problem: 'empty' };
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, problem: 'format' };
  const [, minus, whole, frac = ''] = match;
  if (frac.length > 2) return { ok: false, problem: 'decimals' };
  if (whole.length > 5) return { ok: false, problem: 'range' };
  const bp = (Number(whole) * 100 + Number(frac.padEnd(2, '0'))) * (minus ? -1 : 1);
  const { min = 0, max = 10_000 } = bounds;
  if (bp < min || bp > max) return { ok: false, problem: 'range' };
  return { ok: true, bp };
}

/** Basis points as input text: 550 -> "5.5", 1000 -> "10". */
export function bpToPercentText(bp: number | null | undefined): string {
  if (bp === null || bp === undefined || !Number.isFinite(bp)) return '';
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.round(bp));
  const frac = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 100)}${frac ? `.${frac}` : ''}`;
}

/** Basis points for display: 550 -> "5.5%". */
export function formatPercent(bp: number | null | undefined): string {
  const text = bpToPercentText(bp);
  return text ? `${text}%` : '-';
}

/** A fraction from the wire (0.055) -> basis points (550), rounding away float noise. */
export function fractionToBp(rate: number | null | undefined): number | undefined {
  return typeof rate === 'number' && Number.isFinite(rate) ? Math.round(rate * 10_000) : undefined;
}

/** A percent number from the wire (5.5) -> basis points (550). */
export function percentToBp(percent: number | null | undefined): number | undefined {
  return typeof percent === 'number' && Number.isFinite(percent) ? Math.round(percent * 100) : undefined;
}

/** Basis points -> the wire's fraction (550 -> 0.055), built as text so no float noise creeps in. */
export function bpToFraction(bp: number): number {
  const abs = String(Math.abs(Math.round(bp))).padStart(5, '0');
  return Number(`${bp < 0 ? '-' : ''}${abs.slice(0, -4)}.${abs.slice(-4)}`);
}

/** Basis points -> the wire's percent number (550 -> 5.5). */
export function bpToPercent(bp: number): number {
  return Number(bpToPercentText(bp));
}
