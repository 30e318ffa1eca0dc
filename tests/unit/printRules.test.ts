import { describe, expect, it } from 'vitest';
import { MAX_PRINTS, planPrint, platformsToRecharge, printable, printRemedy } from '@/pages/OrderDeliver/printRules';
import type { Shipment } from '@/services/shipping';

const row = (id: string, shipStatus: Shipment['shipStatus'], printCount: number) =>
  ({ id, orderNo: id, shipStatus, printCount }) as Shipment;

describe('planPrint', () => {
  const rows = [
    row('new', 0, 0),
    row('again', 1, 2),
    row('worn', 4, MAX_PRINTS),
    row('gone', 2, 1),
    row('signed', 3, 1),
  ];

  it('sorts rows into fresh prints, reprints and blocked rows with reasons', () => {
    const plan = planPrint(rows, { canReprint: true });
    expect(plan.fresh.map((r) => r.id)).toEqual(['new']);
    expect(plan.reprints.map((r) => r.id)).toEqual(['again']);
    expect(plan.blocked.map(({ row: r, reason }) => [r.id, reason])).toEqual([
      ['worn', 'limit'],
      ['gone', 'shipped'],
      ['signed', 'shipped'],
    ]);
    expect(printable(plan).map((r) => r.id)).toEqual(['new', 'again']);
  });

  it('blocks reprints for operators without the reprint right', () => {
    const plan = planPrint(rows, { canReprint: false });
    expect(plan.reprints).toEqual([]);
    expect(plan.blocked.find(({ row: r }) => r.id === 'again')?.reason).toBe('noReprintRight');
  });

  it('allows a reprint up to the limit and not beyond', () => {
    expect(planPrint([row('a', 1, MAX_PRINTS - 1)], { canReprint: true }).reprints).toHaveLength(1);
    expect(planPrint([row('b', 1, MAX_PRINTS)], { canReprint: true }).blocked[0].reason).toBe('limit');
  });
});

describe('print failures: what to do about them', () => {
  it('reads the remedy from the reason, and none from a reason that already says it', () => {
    expect(printRemedy('账号单量不足，请为平台充值后重试')).toBe('recharge');
    expect(printRemedy('打印机不在线')).toBe('printer');
    expect(printRemedy('收件地址无法识别，请先修改收件地址')).toBe('address');
    expect(printRemedy('电子面单账号异常，请联系快递网点')).toBe('carrier');
    expect(printRemedy('订单已发货，不能再打印面单')).toBeUndefined();
    expect(printRemedy(undefined)).toBeUndefined();
  });

  it('names each platform to recharge once, in the order its orders failed', () => {
    const rows = [
      { id: 'a', platformId: 2, platformName: '随心租' },
      { id: 'b', platformId: 1, platformName: '机享派' },
      { id: 'c', platformId: 2, platformName: '随心租' },
      { id: 'd', platformId: 3, platformName: '青柠租赁' },
    ];
    const failures = [
      { id: 'a', errMsg: '账号单量不足，请为平台充值后重试' },
      { id: 'b', errMsg: '打印机不在线' },
      { id: 'c', errMsg: '账号单量不足，请为平台充值后重试' },
      { id: 'd', errMsg: '余额不足' },
    ];
    expect(platformsToRecharge(failures, rows)).toEqual([
      { id: 2, name: '随心租' },
      { id: 3, name: '青柠租赁' },
    ]);
  });
});
