/**
 * Files an operator brings in, made in the tests: a workbook of text cells (the console's own
 * writer) and CSV in GBK, as Chinese banks export it.
 */
import { encodeGbk } from '@/core/gbk';
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

/** Text as GBK bytes: the console's own encoder (the transfer list's CSV in GBK writes with it). */
export const gbk = encodeGbk;

export function gbkCsvFile(name: string, rows: string[][]): File {
  const text = rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
  return new File([gbk(text)], name, { type: 'text/csv' });
}
