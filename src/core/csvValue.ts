/**
 * What a list's fields say a CSV or Excel cell holds (an amount, a rate, a text), apart from
 * the writer (./csv.ts): the fields load with every list, the writer with the first export.
 */
import { fenToDecimal } from './money';
import { bpToFraction } from './percent';

/** A number written as a number (an amount): an optional minus, digits, optional decimals. */
export class CsvNumber {
  /**
   * `text`: the number as written; `as`: what it is. An amount shows in yuan; a rate is a
   * fraction (0.055) that Excel shows as 5.50 % and a CSV writes as 5.5%.
   */
  constructor(
    readonly text: string,
    readonly as: 'money' | 'percent' = 'money',
  ) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`not a CSV number: ${text}`);
  }
}

/** A rate in basis points as a number for the sheet (550 -> 0.055, shown 5.50 %). */
export const percentCsv = (bp: number | null | undefined): CsvNumber | undefined =>
  bp === null || bp === undefined || !Number.isFinite(bp)
    ? undefined
    : new CsvNumber(String(bpToFraction(bp)), 'percent');

/** An amount in fen as a CSV number in yuan (`-12.00`, `1234.50`): no grouping, no symbol. */
export const fenCsv = (fen: number | null | undefined): CsvNumber | undefined =>
  fen === null || fen === undefined || !Number.isFinite(fen) ? undefined : new CsvNumber(fenToDecimal(fen));

export type CsvValue = string | number | CsvNumber | null | undefined;

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => CsvValue;
}
