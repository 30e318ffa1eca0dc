/**
 * CSV that Excel opens correctly with Chinese text: UTF-8 with a byte-order mark, CRLF
 * line ends, every field quoted as needed. A text cell that a spreadsheet would run as a
 * formula is prefixed with an apostrophe (CSV injection); numbers stay numbers, so an
 * accountant's sums work; identifiers a spreadsheet would turn into numbers or dates stay text.
 */
import { CsvNumber, type CsvColumn, type CsvValue } from './csvValue';
import { bpToPercentText } from './percent';

/** What Excel needs to read a CSV as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * Whether a text would start a formula in a spreadsheet: `= + - @ |` first, also after
 * leading whitespace or a byte-order mark, and in their full-width forms (＝＋－＠, which
 * some spreadsheets fold to ASCII), or a tab or carriage return first.
 */
export function isFormulaLike(text: string): boolean {
  if (/^[\t\r]/.test(text)) return true;
  const folded = text.normalize('NFKC').replace(/^[\s\uFEFF\u200B]+/, '');
  return /^[=+\-@|]/.test(folded);
}

/**
 * Whether a spreadsheet would turn a text into a number or a date and lose it: a digit string
 * of 12 or more (a 13-digit waybill shows as 1.10563E+12, a 16-digit AppID loses its last
 * digit past 15 significant digits), digits with a leading zero (a code), a period or a code
 * that reads as a date (`2026-10`, `3-14`, `2026/10`). Full dates and times stay dates.
 */
function isIdentifierLike(text: string): boolean {
  return /^\d{12,}$/.test(text) || /^0\d+$/.test(text) || /^\d{1,4}[-/]\d{1,2}$/.test(text);
}

/**
 * A cell of a file a bank's import reads: a formula-like text still gets its apostrophe (the
 * file is opened in Excel on the way), but an account stays plain digits, never `="…"`, which
 * no bank reads as an account.
 */
export function bankCsvCell(value: CsvValue): string {
  return csvCell(value, false);
}

/** @internal exported for its tests */
export function csvCell(value: CsvValue, keepIdentifiers = true): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof CsvNumber
      ? value.as === 'percent'
        ? `${bpToPercentText(Math.round(Number(value.text) * 10_000))}%`
        : value.text
      : String(value);
  if (typeof value === 'string' && isFormulaLike(text)) text = `'${text}`;
  // Kept as text: a formula that yields the text itself (Excel and LibreOffice read `="…"` so).
  else if (keepIdentifiers && typeof value === 'string' && isIdentifierLike(text)) text = `="${text}"`;
  // `;` too: where the list separator is `;` (German, French Excel) an unquoted one splits the cell.
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** @internal exported for its tests */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  return csvHeader(columns) + csvRows(columns, rows);
}

/** One line of a CSV, ended: each value written by `cell` (the list exports' rule, or a bank's). */
export function csvLine(values: readonly CsvValue[], cell: (value: CsvValue) => string = csvCell): string {
  return `${values.map((value) => cell(value)).join(',')}\r\n`;
}

/** The file's start: the BOM Excel needs and the header line. */
export function csvHeader<T>(columns: CsvColumn<T>[]): string {
  return `${UTF8_BOM}${csvLine(columns.map((column) => column.title))}`;
}

/** Lines for some rows, each ended: an export writes a page at a time and keeps no rows. */
export function csvRows<T>(
  columns: CsvColumn<T>[],
  rows: readonly T[],
  cell: (value: CsvValue) => string = csvCell,
): string {
  let text = '';
  for (const row of rows)
    text += csvLine(
      columns.map((column) => column.value(row)),
      cell,
    );
  return text;
}

/** `订单发货_20261121_1530.csv` (or `.xlsx`) */
export function exportFileName(name: string, extension: 'csv' | 'xlsx', now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${name.replace(/[\\/:*?"<>|]/g, '_')}_${stamp}.${extension}`;
}

/**
 * Saves text as a file: whole, or in parts joined by the Blob, never as one big string. An
 * export hands its pages as Blobs made as each arrived, so the text is encoded a page at a
 * time and the file is only put together here (encoding 50,000 rows at the end held the page
 * for a third of a second, npm run bench -- --scale).
 */
export function downloadText(text: string | BlobPart[], fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(Array.isArray(text) ? text : [text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
