/** The import kit's pure parts: CSV, its encoding, the header and columns, the bank result's matching. */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/components/imports/csv';
import { findHeaderRow, mapRows, matchColumns, type ImportField } from '@/components/imports/mapping';
import { decodeCsv } from '@/components/imports/readTable';
import agent from '@/locales/zh-CN/agent';
import common from '@/locales/zh-CN/common';
import imports from '@/locales/zh-CN/imports';
import kit from '@/locales/zh-CN/kit';
import { checkAgentRows, type AgentColumn } from '@/pages/Agent/importRows';
import { gbk } from '../files';

const fields: ImportField<'account' | 'amount' | 'purpose'>[] = [
  { key: 'account', label: '收款账号', required: true, aliases: ['收款人帐号'] },
  { key: 'amount', label: '金额', required: true, aliases: ['交易金额'] },
  { key: 'purpose', label: '用途', aliases: ['附言'] },
];

describe('the import kit', () => {
  it('reads CSV as RFC 4180 has it: quoted commas, line breaks and quotes, CRLF, a BOM, a last line without its break', () => {
    expect(parseCsv('\ufeffa,"b,1","c ""x"""\r\n"多\n行",,3\n4,5,6')).toEqual([
      ['a', 'b,1', 'c "x"'],
      ['多\n行', '', '3'],
      ['4', '5', '6'],
    ]);
    expect(parseCsv('6222000011112222333,1234.50\n')).toEqual([['6222000011112222333', '1234.50']]);
  });

  it('decodes UTF-8 when the bytes are UTF-8, else GBK as Chinese banks export', () => {
    expect(decodeCsv(new TextEncoder().encode('收款账号,金额'))).toBe('收款账号,金额');
    expect(decodeCsv(gbk('收款人帐号,交易金额,用途'))).toBe('收款人帐号,交易金额,用途');
  });

  it('finds the header under a title block, maps columns by name or another name, and keeps the file’s row numbers', () => {
    const rows = [
      ['招商银行批量付款结果', '', ''],
      ['', '', ''],
      ['附言', '收款人帐号', '交易金额'],
      ['JS1', '6214830012345678', '12.30'],
      ['', '', ''],
      ['JS2', '6214830012345679', '45.60'],
    ];
    const header = findHeaderRow(rows, fields);
    expect(header).toBe(2);
    const columns = matchColumns(rows[header], fields);
    expect(columns).toEqual({ account: 1, amount: 2, purpose: 0 });
    expect(mapRows(rows, header, fields, columns)).toEqual([
      { line: 4, cells: { account: '6214830012345678', amount: '12.30', purpose: 'JS1' } },
      { line: 6, cells: { account: '6214830012345679', amount: '45.60', purpose: 'JS2' } },
    ]);
    // The operator's earlier choice wins over a name match.
    expect(matchColumns(['收款账号', '对方账号', '金额'], fields, { account: '对方账号' })).toEqual({
      account: 1,
      amount: 2,
    });
  });
});

describe('an agent row', () => {
  const zh: Record<string, string> = { ...common, ...kit, ...imports, ...agent };
  const t = ((key: string, values: Record<string, unknown> = {}) =>
    (zh[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))) as never;
  const messages = { t } as never;
  const row = (cells: Partial<Record<AgentColumn, string>>) => ({
    line: 2,
    cells: {
      name: '张三',
      type: '个人',
      contactName: '张三',
      mobile: '13912345678',
      commissionRate: '8%',
      bankName: '招商银行杭州分行',
      bankAccount: '6214830012345678',
      accountHolder: '张三',
      idCard: '11010519491231002X',
      licenseImg: '',
      ...cells,
    },
  });

  it('is sent as the form would send it: digits only, the rate as a fraction', () => {
    const [checked] = checkAgentRows(messages, [row({ bankAccount: '6214 8300 1234 5678', commissionRate: '８.５' })]);
    expect(checked.errors).toEqual({});
    expect(checked.value).toMatchObject({
      bankAccount: '6214830012345678',
      commissionRate: 0.085,
      idCard: '11010519491231002X',
    });
  });

  it('names an account Excel stored as a number (its last digits lost), and a company without its licence', () => {
    const [asNumber, company] = checkAgentRows(messages, [
      row({ bankAccount: '6.2220000111122202E+18' }),
      row({ type: '企业', name: '杭州某某科技有限公司', accountHolder: '杭州某某科技有限公司', idCard: '' }),
    ]);
    expect(asNumber.errors.bankAccount).toBe('银行账号被 Excel 存成了数字，后几位已丢失：请把这一列设为文本后重新填写');
    expect(company.errors.licenseImg).toContain('企业代理商须有营业执照');
    expect(company.value).toBeUndefined();
  });
});
