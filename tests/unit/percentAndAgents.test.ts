import { describe, expect, it } from 'vitest';
import {
  bpToFraction,
  bpToPercent,
  bpToPercentText,
  formatPercent,
  fractionToBp,
  parsePercent,
  percentToBp,
} from '@/core/percent';
import { addPayload, agentChanges, editPayload } from '@/pages/Agent/agentEdit';
import { recentPeriods } from '@/pages/Settlement/columns';
import type { Agent } from '@/services/agent';

describe('percentages', () => {
  it('reads typed percentages as integer basis points', () => {
    expect(parsePercent('5.5')).toEqual({ ok: true, bp: 550 });
    expect(parsePercent(' 12.25 % ')).toEqual({ ok: true, bp: 1225 });
    expect(parsePercent('100')).toEqual({ ok: true, bp: 10000 });
    // Full-width, as a Chinese IME types them, like every other number field.
    expect(parsePercent('５．５％')).toEqual({ ok: true, bp: 550 });
    expect(parsePercent('１２')).toEqual({ ok: true, bp: 1200 });
    expect(parsePercent('0')).toEqual({ ok: true, bp: 0 });
    expect(parsePercent('')).toEqual({ ok: false, problem: 'empty' });
    expect(parsePercent('abc')).toEqual({ ok: false, problem: 'format' });
    expect(parsePercent('1.234')).toEqual({ ok: false, problem: 'decimals' });
    expect(parsePercent('100.01')).toEqual({ ok: false, problem: 'range' });
    expect(parsePercent('-1')).toEqual({ ok: false, problem: 'range' });
    expect(parsePercent('60', { min: 0, max: 5000 })).toEqual({ ok: false, problem: 'range' });
  });

  it('turns basis points into the wire forms without float noise', () => {
    expect(bpToFraction(550)).toBe(0.055);
    expect(bpToFraction(1225)).toBe(0.1225);
    expect(bpToFraction(10000)).toBe(1);
    expect(bpToFraction(7)).toBe(0.0007);
    expect(bpToPercent(1225)).toBe(12.25);
    expect(bpToPercentText(1000)).toBe('10');
    expect(formatPercent(550)).toBe('5.5%');
    expect(formatPercent(undefined)).toBe('-');
    // 0.07 * 10000 is 700.0000000000001 in floating point.
    expect(fractionToBp(0.07)).toBe(700);
    expect(percentToBp(0.29)).toBe(29);
    for (let bp = 0; bp <= 10000; bp += 1) expect(fractionToBp(bpToFraction(bp))).toBe(bp);
  });
});

const agent: Agent = {
  id: 7,
  agentNo: 'AG202401010007',
  name: '深圳云启科技有限公司',
  type: 2,
  contactName: '陈敏',
  mobile: '13812345678',
  commissionRate: 0.055,
  signedPlatformCount: 2,
  pendingSettleAmount: 100,
  settledAmount: 200,
  bankName: '招商银行',
  bankAccountMasked: '6225********1234',
  accountHolder: '深圳云启科技有限公司',
  idCardMasked: '',
  licenseImg: '/mock-files/seed/licence.svg',
  inviteCode: 'YQ00001',
  remarks: [],
  status: 1,
  createTime: '2024-01-01 10:00:00',
};
const label = (status: number) => ['待审核', '正常', '禁用', '已驳回'][status];

describe('agent edits', () => {
  it('finds nothing changed in the values as loaded', () => {
    expect(
      agentChanges(
        agent,
        {
          name: agent.name,
          contactName: '陈敏 ',
          mobile: agent.mobile,
          commissionRate: 0.055,
          status: 1,
          licenseImgs: [agent.licenseImg!],
        },
        label,
      ),
    ).toEqual([]);
    expect(agentChanges(agent, { commissionRate: '5.50' }, label)).toEqual([]);
  });

  it('lists each change old -> new, personal data masked, and sends only those fields', () => {
    const values = {
      name: agent.name,
      mobile: '13900001111',
      commissionRate: '6',
      bankAccount: '6225880000005678',
      status: 2 as const,
    };
    const changes = agentChanges(agent, values, label);
    expect(changes).toEqual([
      { field: 'mobile', before: '138****5678', after: '139****1111' },
      { field: 'commissionRate', before: '5.5%', after: '6%' },
      { field: 'bankAccount', before: '6225 **** **** 1234', after: '6225 **** **** 5678' },
      { field: 'status', before: '正常', after: '禁用' },
    ]);
    // What the form submits: the rate already turned into the wire's fraction.
    expect(editPayload(agent, { ...values, commissionRate: 0.06 }, changes)).toEqual({
      id: 7,
      mobile: '13900001111',
      commissionRate: 0.06,
      bankAccount: '6225880000005678',
      status: 2,
    });
  });

  it('builds an add request with the credential of the type only', () => {
    const base = {
      name: ' 王伟 ',
      contactName: '王伟',
      mobile: '13912345678',
      commissionRate: 0.05,
      bankName: '中国银行',
      bankAccount: '6222 0212 3456 7890',
      accountHolder: '王伟',
    };
    expect(addPayload({ ...base, type: 1, idCard: '44030519900101123x', licenseImgs: ['/x.png'] })).toEqual({
      ...base,
      name: '王伟',
      type: 1,
      bankAccount: '6222021234567890',
      idCard: '44030519900101123X',
    });
    expect(addPayload({ ...base, type: 2, idCard: '1', licenseImgs: ['/x.png'] })).toMatchObject({
      type: 2,
      licenseImg: '/x.png',
    });
    expect(addPayload({ ...base, type: 2, licenseImgs: ['/x.png'] })).not.toHaveProperty('idCard');
  });
});

describe('settlement periods', () => {
  it('counts back whole months across a year', () => {
    expect(recentPeriods(new Date(2026, 1, 15), 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
