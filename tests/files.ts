/**
 * Files an operator brings in, made in the tests: a workbook of text cells (the console's own
 * writer) and CSV in GBK, as Chinese banks export it (Node has no GBK encoder: the table is
 * read back from its decoder).
 */
import { xlsxWriter, XLSX_TYPE } from '@/core/xlsx';

export function xlsxFile(name: string, rows: string[][]): File {
  const [header, ...data] = rows;
  const writer = xlsxWriter(
    'Sheet1',
    header.map((title, index) => ({ title, value: (row: string[]) => row[index] })),
  );
  writer.add(data);
  return new File(writer.finish(), name, { type: XLSX_TYPE });
}

let gbkTable: Map<string, number[]> | undefined;

/** Text as GBK bytes (ASCII as itself). */
export function gbk(text: string): Uint8Array<ArrayBuffer> {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead += 1)
      for (let trail = 0x40; trail <= 0xfe; trail += 1) {
        if (trail === 0x7f) continue;
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (char.length === 1 && char !== '\ufffd' && !gbkTable.has(char)) gbkTable.set(char, [lead, trail]);
      }
  }
  const bytes: number[] = [];
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) bytes.push(char.charCodeAt(0));
    else {
      const pair = gbkTable.get(char);
      if (!pair) throw new Error(`no GBK for ${char}`);
      bytes.push(...pair);
    }
  }
  return new Uint8Array(bytes);
}

export function gbkCsvFile(name: string, rows: string[][]): File {
  const text = rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
  return new File([gbk(text)], name, { type: 'text/csv' });
}
