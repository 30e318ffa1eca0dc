/**
 * The bank layouts as the banks' templates have them (招商银行 22 columns, 工商银行 19), what each
 * column is filled with, a profile stored by an earlier build read field by field, a list
 * split at the bank's row limit, and GBK written as the banks' own software reads it back.
 */
import { describe, expect, it } from 'vitest';
import { encodeGbk, notInGbk } from '@/core/gbk';
import {
  bankLayout,
  cellOf,
  chosenColumns,
  compactDate,
  payerSettingsUsed,
  splitLines,
  type CellContext,
} from '@/features/settlement/bankLayouts';
import type { TransferLine } from '@/features/settlement/transferCheck';
import { DEFAULT_PROFILE, profileFrom } from '@/features/settlement/transferProfile';

const line: TransferLine = {
  settleNo: 'JS202612050001',
  agentName: '杭州云仓代理有限公司',
  holder: '杭州云仓代理有限公司',
  account: '6225880212345678',
  bank: '招商银行',
  personal: false,
  amount: 123450,
};
const context: CellContext = {
  sequence: 3,
  today: '20261205',
  payer: { payerAccount: '571908888810601', payerName: '云仓租赁科技有限公司', payerBranch: '杭州分行' },
  branchAsBank: true,
  kindText: (personal) => (personal ? '对私' : '对公'),
};
const row = (id: 'cmb' | 'icbc') =>
  Object.fromEntries(bankLayout(id).columns.map((item) => [item.header, cellOf(item.source, line, context)]));

describe('bank layouts', () => {
  it('招商银行: the 22 columns of its batch-payment sheet, in its order', () => {
    expect(bankLayout('cmb').columns.map((item) => item.header)).toEqual([
      '业务参考号',
      '收款人编号',
      '收款人帐号',
      '收款人名称',
      '收方开户支行',
      '收款人所在省',
      '收款人所在市',
      '收方邮件地址',
      '收方移动电话',
      '币种',
      '付款分行',
      '结算方式',
      '业务种类',
      '付方帐号',
      '付方虚拟户编号',
      '期望日',
      '期望时间',
      '用途',
      '金额',
      '收方联行号',
      '收方开户银行',
      '业务摘要',
    ]);
    expect(row('cmb')).toMatchObject({
      业务参考号: 'JS202612050001',
      收款人帐号: '6225880212345678',
      收款人名称: '杭州云仓代理有限公司',
      收方开户支行: '招商银行',
      币种: '人民币',
      付款分行: '杭州分行',
      付方帐号: '571908888810601',
      期望日: '20261205',
      用途: 'JS202612050001',
      金额: { fen: 123450 },
      收方联行号: '',
      收方开户银行: '招商银行',
    });
  });

  it('工商银行: the 19 columns of its 批量支付, in its order', () => {
    expect(bankLayout('icbc').columns.map((item) => item.header)).toEqual([
      '币种',
      '日期',
      '明细标志',
      '顺序号',
      '付款账号开户行',
      '付款账号/卡号',
      '付款账号名称/卡名称',
      '收款账号开户行',
      '收款账号省份',
      '收款账号地市',
      '收款账号地区码',
      '收款账号',
      '收款账号名称',
      '金额',
      '汇款用途',
      '备注信息',
      '汇款方式',
      '收款账户短信通知手机号码',
      '自定义序号',
    ]);
    expect(row('icbc')).toMatchObject({
      币种: 'RMB',
      日期: '20261205',
      顺序号: '3',
      付款账号开户行: '杭州分行',
      '付款账号/卡号': '571908888810601',
      '付款账号名称/卡名称': '云仓租赁科技有限公司',
      收款账号开户行: '招商银行',
      收款账号: '6225880212345678',
      收款账号名称: '杭州云仓代理有限公司',
      金额: { fen: 123450 },
      汇款用途: 'JS202612050001',
      收款账户短信通知手机号码: '',
    });
  });

  it('keeps the operator’s columns and order, and never leaves out a column the bank requires', () => {
    const cmb = bankLayout('cmb');
    const chosen = chosenColumns(cmb, ['amount', 'holder', 'nonsense', 'holder']).map((item) => item.id);
    expect(chosen.slice(0, 2)).toEqual(['amount', 'holder']);
    expect(chosen).toEqual(expect.arrayContaining(['reference', 'account', 'payerAccount', 'purpose']));
    expect(chosen).not.toContain('nonsense');
    expect(chosen).not.toContain('email');
    expect(payerSettingsUsed(chosenColumns(bankLayout('generic')))).toEqual([]);
    expect(payerSettingsUsed(chosenColumns(bankLayout('icbc')))).toEqual(['payerAccount', 'payerName', 'payerBranch']);
  });

  it('leaves the branch empty unless the operator fills it with the bank’s name', () => {
    const branch = bankLayout('cmb').columns.find((item) => item.id === 'branch')!;
    expect(cellOf(branch.source, line, { ...context, branchAsBank: false })).toBe('');
  });

  it('splits a list at the bank’s row limit', () => {
    const lines = Array.from({ length: 7 }, (_, index) => index);
    expect(splitLines(lines, 3)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(splitLines(lines, 3000)).toEqual([lines]);
    expect(compactDate(new Date(2026, 0, 9, 23, 59))).toBe('20260109');
  });

  it('reads a profile of an earlier shape field by field, never crashing on it', () => {
    expect(profileFrom(undefined)).toEqual(DEFAULT_PROFILE);
    expect(profileFrom('cmb')).toEqual(DEFAULT_PROFILE);
    const read = profileFrom({
      layout: 'abc-bank',
      file: 'csv',
      encoding: 'big5',
      rowLimit: -1,
      columns: { cmb: ['amount'], icbc: 'all' },
      payer: { payerAccount: 571908888810601, payerName: '云仓' },
    });
    expect(read).toMatchObject({ layout: 'generic', file: 'csv', encoding: 'utf-8', rowLimit: 3000 });
    expect(read.columns).toEqual({ cmb: ['amount'] });
    expect(read.payer).toEqual({ payerAccount: '', payerName: '云仓', payerBranch: '' });
  });

  it('writes GBK that decodes back to the text, and names what GBK cannot hold', () => {
    const text = '收款人名称,金额\r\n杭州云仓代理有限公司,1234.50\r\n';
    const bytes = encodeGbk(text);
    expect(new TextDecoder('gbk').decode(bytes)).toBe(text);
    // Two bytes per Chinese character, one per ASCII character.
    expect(bytes.length).toBe(text.length + [...text].filter((char) => char.charCodeAt(0) > 0x7f).length);
    expect(notInGbk('王𠮷明😀')).toEqual(['𠮷', '😀']);
    expect(() => encodeGbk('😀')).toThrow(/not in GBK/);
  });
});
