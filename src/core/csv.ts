/**
 * CSV that Excel opens correctly with Chinese text: UTF-8 with a byte-order mark, CRLF
 * line ends, every field quoted as needed. Cells that a spreadsheet would run as a
 * formula (=, +, -, @ first) are prefixed with an apostrophe (CSV injection).
 */
export const UTF8_BOM = '\uFEFF';

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => string | number | null | undefined;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((column) => csvCell(column.title)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** `订单发货_20261121_1530.csv` */
export function csvFileName(name: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${name.replace(/[\\/:*?"<>|]/g, '_')}_${stamp}.csv`;
}

/** Saves text as a file through the browser's download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
