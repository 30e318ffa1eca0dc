/**
 * The Excel export's workbook, read back from its zip: typed cells (exact long numbers as
 * text, money as numbers in yuan, times as dates), formula-like text marked as text, the
 * header frozen, columns as wide as their content.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { csvCell } from '@/core/csv';
import { fenCsv, percentCsv, type CsvColumn } from '@/core/csvValue';
import { columnLetters, excelSerial, sheetName, xlsxWriter } from '@/core/xlsx';

interface Row {
  orderNo: string;
  amount: number;
  time: string;
  remark: string;
  count: number;
}

const columns: CsvColumn<Row>[] = [
  { title: '订单号', value: (row) => row.orderNo },
  { title: '金额', value: (row) => fenCsv(row.amount) },
  { title: '时间', value: (row) => row.time },
  { title: '备注', value: (row) => row.remark },
  { title: '件数', value: (row) => row.count },
];

async function workbook(pages: Row[][], title = '订单发货') {
  const writer = xlsxWriter(title, columns);
  for (const page of pages) writer.add(page);
  const bytes = new Uint8Array(await new Blob(writer.finish()).arrayBuffer());
  const files = unzipSync(bytes);
  return Object.fromEntries(Object.entries(files).map(([path, data]) => [path, strFromU8(data)]));
}

/** The cells of the sheet, by reference, with their style and type. */
function cells(sheet: string) {
  const found: Record<string, { s?: string; t?: string; v: string }> = {};
  for (const match of sheet.matchAll(/<c r="([A-Z]+\d+)"((?: [a-z]+="[^"]*")*)>(.*?)<\/c>/g)) {
    const attrs = Object.fromEntries([...match[2].matchAll(/ ([a-z]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    const value = /<v>(.*?)<\/v>/.exec(match[3])?.[1] ?? /<t[^>]*>(.*?)<\/t>/.exec(match[3])?.[1] ?? '';
    found[match[1]] = { s: attrs.s, t: attrs.t, v: value };
  }
  return found;
}

const row = (overrides: Partial<Row> = {}): Row => ({
  orderNo: '202611210000012345',
  amount: 123456,
  time: '2026-11-21 15:30:00',
  remark: '',
  count: 3,
  ...overrides,
});

describe('the Excel workbook', () => {
  it('has the parts Excel needs, the sheet named after the list', async () => {
    const files = await workbook([[row()]]);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files['xl/workbook.xml']).toContain('<sheet name="订单发货"');
  });

  it('writes text that looks like Excel’s _xHHHH_ escape so that it reads back as written', async () => {
    const sheet = cells(
      (await workbook([[row({ remark: '备注_x000D_换行 _X0041_ A_x00_' })]]))['xl/worksheets/sheet1.xml'],
    );
    expect(sheet.D2.v).toBe('备注_x005F_x000D_换行 _x005F_X0041_ A_x00_');
  });

  it('writes a rate as a number with a percent format, and filters the header', async () => {
    const rated: CsvColumn<Row>[] = [...columns, { title: '佣金比例', value: (row) => percentCsv(row.count * 185) }];
    const writer = xlsxWriter('代理商', rated);
    writer.add([row({ count: 3 })]);
    const files = unzipSync(new Uint8Array(await new Blob(writer.finish()).arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    const styles = strFromU8(files['xl/styles.xml']);
    const cell = cells(sheet).F2;
    expect(cell.v).toBe('0.0555');
    // Its style is Excel's own 0.00% (built-in format 10).
    const xfs = [...styles.matchAll(/<xf [^>]*\/>/g)].map((match) => match[0]).slice(1);
    expect(xfs[Number(cell.s)]).toContain('numFmtId="10"');
    expect(sheet).toContain('<autoFilter ref="A1:F2"/>');
    // The CSV writes the same rate as text a spreadsheet reads as a percentage.
    expect(csvCell(percentCsv(555))).toBe('5.55%');
  });

  it('keeps an 18-digit order number exact, as text', async () => {
    const sheet = cells((await workbook([[row()]]))['xl/worksheets/sheet1.xml']);
    expect(sheet.A2).toEqual({ t: 'inlineStr', s: undefined, v: '202611210000012345' });
  });

  it('writes money as a number in yuan with the yuan format, and plain numbers as numbers', async () => {
    const files = await workbook([[row({ amount: -5 })]]);
    const sheet = cells(files['xl/worksheets/sheet1.xml']);
    expect(sheet.B2).toEqual({ s: '3', t: undefined, v: '-0.05' });
    expect(files['xl/styles.xml']).toContain('formatCode="&quot;¥&quot;#,##0.00');
    expect(sheet.E2).toEqual({ s: undefined, t: undefined, v: '3' });
  });

  it('writes times and days as date cells, from their own figures', async () => {
    expect(excelSerial('1900-03-01')).toEqual({ serial: 61, withTime: false });
    expect(excelSerial('2026-11-21 12:00:00')).toEqual({ serial: 46347.5, withTime: true });
    expect(excelSerial('2026-02-30')).toBeUndefined();
    expect(excelSerial('2026-11')).toBeUndefined();
    const sheet = cells((await workbook([[row()]]))['xl/worksheets/sheet1.xml']);
    expect(sheet.C2.s).toBe('1');
    expect(Number(sheet.C2.v)).toBeCloseTo(46347 + 15.5 / 24, 8);
  });

  it('marks formula-like text as text and escapes what XML cannot carry', async () => {
    const sheet = cells(
      (await workbook([[row({ remark: '=HYPERLINK("http://x")' })], [row({ remark: 'a<b & "c"\u0001' })]]))[
        'xl/worksheets/sheet1.xml'
      ],
    );
    expect(sheet.D2).toEqual({ t: 'inlineStr', s: '4', v: '=HYPERLINK(&quot;http://x&quot;)' });
    expect(sheet.D3).toEqual({ t: 'inlineStr', s: undefined, v: 'a&lt;b &amp; &quot;c&quot;' });
  });

  it('freezes the bold header, and fits the columns to the first page', async () => {
    const sheetXml = (await workbook([[row({ remark: '很长的备注'.repeat(4) })]]))['xl/worksheets/sheet1.xml'];
    expect(sheetXml).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    const sheet = cells(sheetXml);
    expect(sheet.A1).toEqual({ t: 'inlineStr', s: '5', v: '订单号' });
    const widths = [...sheetXml.matchAll(/<col min="(\d+)" max="\d+" width="(\d+)"/g)].map((m) => Number(m[2]));
    // 18 digits + 2; 10 for "-1,234.56" and its sign; 19 for a time; 40 Chinese columns + 2 capped at 42; the title.
    expect(widths).toEqual([20, 13, 21, 42, 8]);
  });

  it('numbers rows across pages, and writes an empty list as its header alone', async () => {
    const sheet = cells((await workbook([[row(), row()], [row()]]))['xl/worksheets/sheet1.xml']);
    expect(Object.keys(sheet).filter((ref) => ref.startsWith('A'))).toEqual(['A1', 'A2', 'A3', 'A4']);
    const empty = cells((await workbook([]))['xl/worksheets/sheet1.xml']);
    expect(Object.keys(empty)).toEqual(['A1', 'B1', 'C1', 'D1', 'E1']);
  });

  it('names columns and sheets as Excel allows', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(sheetName('资金流水: 2026/11 [全部]')).toBe('资金流水_ 2026_11 _全部_');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });

  it('puts a summary on a sheet of its own, so the data sheet holds only its header and its records', async () => {
    const writer = xlsxWriter('批量转账', columns, { summary: '汇总' });
    writer.add([row(), row()]);
    const bytes = new Uint8Array(
      await new Blob(
        writer.finish([
          ['总笔数', 2],
          ['总金额', fenCsv(246_912)],
        ]),
      ).arrayBuffer(),
    );
    const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([path, data]) => [path, strFromU8(data)]));
    expect(files['xl/workbook.xml']).toContain(
      '<sheet name="批量转账" sheetId="1" r:id="rId1"/><sheet name="汇总" sheetId="2" r:id="rId2"/>',
    );
    expect(files['xl/_rels/workbook.xml.rels']).toContain(
      'Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"',
    );
    expect(files['xl/_rels/workbook.xml.rels']).toContain(
      'Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles"',
    );
    expect(files['[Content_Types].xml']).toContain('PartName="/xl/worksheets/sheet2.xml"');
    expect(Object.keys(cells(files['xl/worksheets/sheet1.xml'])).filter((ref) => ref.startsWith('A'))).toEqual([
      'A1',
      'A2',
      'A3',
    ]);
    const summary = cells(files['xl/worksheets/sheet2.xml']);
    expect(summary.A1.v).toBe('总笔数');
    expect(summary.B1.v).toBe('2');
    expect(summary.B2).toEqual({ t: undefined, s: '3', v: '2469.12' });
  });
});
