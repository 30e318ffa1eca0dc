import { describe, expect, it, vi } from 'vitest';
import { csvCell, exportFileName, toCsv, UTF8_BOM } from '@/core/csv';
import { CsvNumber, fenCsv } from '@/core/csvValue';
import { DEFAULT_PAGE_SIZE, fetchTablePage, toPageQuery, toTableResult } from '@/core/pagination';
import {
  ALL_TAB,
  apiFiltersFromSearch,
  formValuesFromSearch,
  listLink,
  readPage,
  TAB_KEY,
  searchFromFormValues,
  type FilterSpec,
} from '@/core/urlQuery';

describe('pagination helper', () => {
  it("maps ProTable's {current, pageSize} to {page, limit}, default size 10", () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(toPageQuery({ current: 3, pageSize: 50 })).toEqual({ page: 3, limit: 50 });
    expect(toPageQuery({})).toEqual({ page: 1, limit: 10 });
    expect(toPageQuery({ current: 0, pageSize: -5 })).toEqual({ page: 1, limit: 10 });
    expect(toPageQuery({ current: 2.7, pageSize: Number.NaN })).toEqual({ page: 2, limit: 10 });
  });

  it('maps list answers to rows and a total, sound even when the answer is not', () => {
    expect(toTableResult({ list: [1, 2], total: 12 })).toEqual({ data: [1, 2], total: 12 });
    expect(toTableResult(null)).toEqual({ data: [], total: 0 });
    // No total: the rows are all there is.
    expect(toTableResult({ list: [1], total: undefined as unknown as number })).toEqual({ data: [1], total: 1 });
    // Rows that are not a list are none, but the total the server counted stands.
    expect(toTableResult({ list: 'x' as unknown as number[], total: 4 })).toEqual({ data: [], total: 4 });
    expect(toTableResult({ list: [], total: 0, summary: { amount: 5 } }).summary).toEqual({ amount: 5 });
  });

  it('calls a list endpoint with filters and page, forwarding the abort signal; a failure is told (not quiet)', async () => {
    const fetchPage = vi.fn(async () => ({ list: ['a'], total: 31 }));
    const signal = new AbortController().signal;
    await expect(fetchTablePage(fetchPage, { current: 4, pageSize: 20 }, { keyword: 'x' }, signal)).resolves.toEqual({
      data: ['a'],
      total: 31,
    });
    expect(fetchPage).toHaveBeenCalledWith({ keyword: 'x', page: 4, limit: 20 }, { signal });
  });
});

describe('URL query of a list screen', () => {
  const specs: FilterSpec[] = [
    { name: 'keyword', kind: 'text' },
    { name: 'platformId', kind: 'number' },
    { name: 'date', kind: 'dateRange', apiNames: ['startTime', 'endTime'] },
  ];

  it('round-trips form values through readable query text', () => {
    const search = searchFromFormValues(specs, {
      keyword: ' SF123 ',
      platformId: 101,
      date: ['2026-11-01', '2026-11-20'],
      other: 'ignored',
    });
    expect(search.toString()).toBe('keyword=SF123&platformId=101&date=2026-11-01%2C2026-11-20');
    expect(formValuesFromSearch(specs, search)).toEqual({
      keyword: 'SF123',
      platformId: 101,
      date: ['2026-11-01', '2026-11-20'],
    });
    expect(apiFiltersFromSearch(specs, search)).toEqual({
      keyword: 'SF123',
      platformId: 101,
      startTime: '2026-11-01',
      endTime: '2026-11-20',
    });
  });

  it('accepts dayjs-like values and drops empty or malformed ones', () => {
    const day = (text: string) => ({ format: () => text });
    expect(
      searchFromFormValues(specs, {
        date: [day('2026-01-02'), day('2026-01-03')],
        keyword: '',
        platformId: null,
      }).toString(),
    ).toBe('date=2026-01-02%2C2026-01-03');
    const bad = new URLSearchParams('platformId=abc&date=yesterday,today&keyword=%20');
    expect(formValuesFromSearch(specs, bad)).toEqual({});
    expect(apiFiltersFromSearch(specs, bad)).toEqual({});
  });

  it('reads page and size with safe defaults', () => {
    expect(readPage(new URLSearchParams('page=3&pageSize=50'), 10)).toEqual({ current: 3, pageSize: 50 });
    expect(readPage(new URLSearchParams('page=-1&pageSize=100000'), 10)).toEqual({ current: 1, pageSize: 10 });
  });
});

/**
 * A cell as Excel reads a CSV field: `="…"` is a formula yielding text; digits are a number
 * (only 15 significant digits kept, long ones shown in E notation); `2026-10`, `3-14` and
 * `2026/10` become dates; anything else is text.
 */
function asExcelReads(field: string): { type: 'text' | 'number' | 'date'; shown: string } {
  const formula = /^="(.*)"$/.exec(field);
  if (formula) return { type: 'text', shown: formula[1] };
  if (/^-?\d+(\.\d+)?$/.test(field)) {
    const digits = field.replace(/^-|\./g, '').replace(/^0+/, '');
    const shown = digits.length > 15 ? `${field.slice(0, 15)}${'0'.repeat(digits.length - 15)}` : String(Number(field));
    return { type: 'number', shown: digits.length > 11 ? Number(field).toExponential(5) : shown };
  }
  if (/^\d{1,4}[-/]\d{1,2}$/.test(field)) return { type: 'date', shown: field };
  return { type: 'text', shown: field };
}

/** The fields of one CSV line (quoted fields unquoted). */
const fieldsOf = (line: string) =>
  Array.from(line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g), (match) => match[1])
    .slice(0, -1)
    .map((field) => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field));

describe('CSV for Excel', () => {
  it('keeps identifiers as text a spreadsheet would turn into numbers or dates; amounts stay numbers', () => {
    type Row = { waybill: string; appId: string; period: string; code: string; amount: number; time: string };
    const row: Row = {
      waybill: '1105634567890', // 13-digit EMS / 中通 waybill
      appId: '2021004123450001', // 16-digit 支付宝 AppID
      period: '2026-10', // 结算周期
      code: '00012',
      amount: 1234.5,
      time: '2026-11-25 10:00:00',
    };
    const keys = Object.keys(row) as (keyof Row)[];
    const text = toCsv(
      keys.map((key) => ({
        title: key,
        value: (item: Row) => (key === 'amount' ? new CsvNumber('1234.50') : item[key]),
      })),
      [row],
    );
    const cells = fieldsOf(text.split('\r\n')[1]).map(asExcelReads);
    const read = Object.fromEntries(keys.map((key, index) => [key, cells[index]]));
    for (const key of ['waybill', 'appId', 'period', 'code'] as const)
      expect(read[key], key).toEqual({ type: 'text', shown: row[key] });
    expect(read.amount.type).toBe('number');
    // Formula-like text is still defused, not wrapped.
    expect(csvCell('=1+1')).toBe("'=1+1");
    // Quoted where `;` is the list separator too (German or French Excel would split the cell).
    expect(csvCell('杭州市;西湖区')).toBe('"杭州市;西湖区"');
  });

  it('starts with a BOM, uses CRLF and quotes what needs quoting', () => {
    const text = toCsv(
      [
        { title: '订单号', value: (row: { no: string; note: string }) => row.no },
        { title: '备注', value: (row) => row.note },
      ],
      [
        { no: 'ZL1', note: '含,逗号' },
        { no: 'ZL2', note: '含"引号"\n换行' },
      ],
    );
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1)).toBe('订单号,备注\r\nZL1,"含,逗号"\r\nZL2,"含""引号""\n换行"\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(undefined)).toBe('');
  });

  it.each([
    ['＝HYPERLINK("http://x")', `"'＝HYPERLINK(""http://x"")"`],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['|cmd', "'|cmd"],
    ['  =1+1', "'  =1+1"],
    ['\uFEFF=1+1', "'\uFEFF=1+1"],
    ['\u3000=1', "'\u3000=1"],
    ['\t=1', "'\t=1"],
  ])('defuses %j after NFKC folding and leading whitespace or a BOM', (raw, expected) => {
    expect(csvCell(raw)).toBe(expected);
  });

  it('writes amounts as numbers a spreadsheet sums: no apostrophe, no grouping', () => {
    expect(csvCell(fenCsv(-1200))).toBe('-12.00');
    expect(csvCell(fenCsv(123456789))).toBe('1234567.89');
    expect(csvCell(fenCsv(5))).toBe('0.05');
    expect(csvCell(fenCsv(undefined))).toBe('');
    expect(() => new CsvNumber('=1')).toThrow();
    // A text that merely looks like an amount is still text, and defused.
    expect(csvCell('-12.00')).toBe("'-12.00");
  });

  it('names files after the screen and the time', () => {
    expect(exportFileName('订单/发货', 'csv', new Date(2026, 10, 21, 9, 5))).toBe('订单_发货_20261121_0905.csv');
    expect(exportFileName('订单发货', 'xlsx', new Date(2026, 10, 21, 9, 5))).toBe('订单发货_20261121_0905.xlsx');
  });
});

describe('listLink, how one screen links to a view of another', () => {
  it('writes filters and tab as the list reads them back', () => {
    const link = listLink<{ printStatus: number; keyword: string }>('/orderDeliver', {
      filters: { printStatus: 3, keyword: '' },
      tab: ALL_TAB,
    });
    expect(link).toBe('/orderDeliver?printStatus=3&tab=all');
    const search = new URLSearchParams(link.split('?')[1]);
    expect(apiFiltersFromSearch([{ name: 'printStatus', kind: 'number' }], search)).toEqual({ printStatus: 3 });
    expect(search.get(TAB_KEY)).toBe('all');
  });

  it('is the bare path when the view has nothing to say', () => {
    expect(listLink('/agent/settlement')).toBe('/agent/settlement');
    expect(listLink('/agent/settlement', { tab: 1 })).toBe('/agent/settlement?tab=1');
  });
});
