/**
 * A spreadsheet an operator brings in, read as text: every sheet, every cell a string exactly
 * as the file holds it. A 19-digit account stored as a number comes back as the digits the file
 * wrote (or the rounded form Excel wrote, which the field's rule then refuses by name), never
 * through a floating-point number; a date becomes `YYYY-MM-DD` (with the time when it has one).
 * .xlsx through read-excel-file (maintained, MIT, about 14 KiB gzip, loaded with the import,
 * docs/decisions.md "Imports"); CSV decoded as UTF-8, else as GBK, as Chinese banks export it.
 */
import { parseCsv } from './csv';

export interface SheetText {
  name: string;
  rows: string[][];
}

/** Why a file could not be read (a message key's last part, import locale). */
export type ReadFailure = 'kind' | 'broken' | 'empty';

export class ReadTableError extends Error {
  constructor(readonly reason: ReadFailure) {
    super(reason);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = value.getUTCHours() + value.getUTCMinutes() + value.getUTCSeconds();
    return time === 0
      ? day
      : `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/**
 * Text of CSV bytes: UTF-8 when they are valid UTF-8 (a BOM dropped), else GBK.
 * @internal exported for its tests
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export async function readTable(file: Blob & { name: string }): Promise<SheetText[]> {
  const extension = extensionOf(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let sheets: SheetText[];
  if (extension === 'csv' || extension === 'txt') {
    sheets = [{ name: file.name.replace(/\.[^.]+$/, ''), rows: parseCsv(decodeCsv(bytes)) }];
  } else if (extension === 'xlsx') {
    const { default: readXlsx } = await import(/* webpackChunkName: "import-reader" */ 'read-excel-file/browser');
    try {
      const read = await readXlsx<string>(bytes.buffer, { parseNumber: (digits) => digits });
      sheets = read.map(({ sheet, data }) => ({ name: sheet, rows: data.map((row) => row.map(cellText)) }));
    } catch {
      throw new ReadTableError('broken');
    }
  } else {
    // .xls (the binary format before 2007), .numbers, an image…: said, not guessed at.
    throw new ReadTableError('kind');
  }
  // Empty rows stay, so that a row's number is the one the spreadsheet shows.
  const filled = sheets.filter((sheet) => sheet.rows.some((row) => row.some((cell) => cell.trim())));
  if (filled.length === 0) throw new ReadTableError('empty');
  return filled;
}
