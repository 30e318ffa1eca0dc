import { describe, expect, it } from 'vitest';
import { ApiError } from '@/core/apiError';
import {
  MAX_PRINTS,
  planPrint,
  platformsToRecharge,
  printable,
  printCalls,
  printInCalls,
  printRemedy,
} from '@/pages/Shipping/printRules';
import { printOutcome } from '@/pages/Shipping/printOutcome';
import { attemptKinds } from '@/pages/Shipping/attempts';
import { MAX_PRINT_BATCH } from '@/services/rules';
import { PRINT_STATUS, type Shipment } from '@/services/shipping';

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

describe('a batch bigger than one print call', () => {
  const orders = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: `S${index + 1}`, orderNo: `ZL${index + 1}` }));
  const printed = (ids: string[]) =>
    ids.map((id) => ({ id, orderNo: id.replace('S', 'ZL'), success: true, waybillNo: `SF${id}` }));

  it('is sent in calls of at most the API limit, in order, with progress', async () => {
    expect(printCalls(orders(250)).map((call) => call.length)).toEqual([MAX_PRINT_BATCH, MAX_PRINT_BATCH, 50]);
    expect(printCalls(orders(MAX_PRINT_BATCH))).toHaveLength(1);
    const sent: string[][] = [];
    const progress: string[] = [];
    const results = await printInCalls(
      orders(250),
      async (ids) => {
        sent.push(ids);
        return printed(ids);
      },
      (index, calls) => progress.push(`${index + 1}/${calls}`),
    );
    expect(sent.map((ids) => ids.length)).toEqual([100, 100, 50]);
    expect(sent.flat()).toEqual(orders(250).map((row) => row.id));
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(results).toHaveLength(250);
  });

  it('keeps what printed when a later call is refused, and gives the orders not reached its reason', async () => {
    let calls = 0;
    const results = await printInCalls(orders(250), async (ids) => {
      calls += 1;
      if (calls === 2) throw new ApiError('business', '平台余额不足');
      return printed(ids);
    });
    expect(calls).toBe(2);
    expect(results.filter((item) => item.success)).toHaveLength(100);
    const failed = results.filter((item) => !item.success);
    expect(failed).toHaveLength(150);
    expect(failed[0]).toEqual({ id: 'S101', orderNo: 'ZL101', success: false, errMsg: '平台余额不足' });
  });

  it('ends as an error when the first call is refused or any answer is lost', async () => {
    await expect(
      printInCalls(orders(250), async () => {
        throw new ApiError('business', '请选择快递公司');
      }),
    ).rejects.toThrow('请选择快递公司');
    let calls = 0;
    await expect(
      printInCalls(orders(250), async (ids) => {
        calls += 1;
        if (calls === 3) throw new ApiError('timeout', '请求超时');
        return printed(ids);
      }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('what a print whose answer was lost did, read back from the orders', () => {
  const sentAt = Date.parse('2026-11-25T10:00:00+08:00');
  const order = (id: string, fields: Partial<Shipment>) => ({ id, orderNo: `ZL${id}`, ...fields }) as Shipment;

  it('takes rows written since the send as its results and lists the rows it did not reach', () => {
    const outcome = printOutcome(
      [
        order('1', { printStatus: PRINT_STATUS.printed, lastPrintTime: '2026-11-25 10:00:03', waybillNo: 'SF1' }),
        order('2', {
          printStatus: PRINT_STATUS.failed,
          lastPrintTime: '2026-11-25 10:00:04',
          printFailReason: '平台余额不足',
        }),
        // Printed yesterday, not by this send; never printed: the batch stopped before them.
        order('3', { printStatus: PRINT_STATUS.printed, lastPrintTime: '2026-11-24 16:20:00', waybillNo: 'SF3' }),
        order('4', { printStatus: PRINT_STATUS.none }),
      ],
      sentAt,
    );
    expect(outcome.applied).toBe(true);
    expect(outcome.results).toEqual([
      { id: '1', orderNo: 'ZL1', success: true, waybillNo: 'SF1' },
      { id: '2', orderNo: 'ZL2', success: false, errMsg: '平台余额不足' },
    ]);
    expect(outcome.untouched.map((row) => row.id)).toEqual(['3', '4']);
  });

  it('says the print did not happen when no row was written since the send', () => {
    const outcome = printOutcome([order('4', { printStatus: PRINT_STATUS.none })], sentAt);
    expect(outcome).toMatchObject({ applied: false, results: [] });
  });
});

describe('attemptKinds', () => {
  it('labels the first attempt, retries after failures, and reprints by flag or after a success', () => {
    // Newest first, as the order carries them.
    const attempts = [{ reprint: true, success: true }, { success: true }, { success: false }, { success: false }];
    expect(attemptKinds(attempts)).toEqual(['reprint', 'retry', 'retry', 'first']);
    expect(attemptKinds([{ success: true }, { success: true }])).toEqual(['reprint', 'first']);
    expect(attemptKinds([{ reprint: true, success: false }])).toEqual(['reprint']);
    expect(attemptKinds([])).toEqual([]);
  });
});
