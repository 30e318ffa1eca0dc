/**
 * Every money-moving or printing call carries a key that stays the same when the same
 * submission is sent again; the fake backend applies it once and answers the repeat with
 * the first answer, as the real backend must.
 */
import { describe, expect, it } from 'vitest';
import { INTENT_KEY_TTL_MS, intentKey, outcomeUnknown, sendOnce, settleIntent } from '@/core/intent';
import { ApiError } from '@/core/request';
import { newRequestId } from '@/core/requestId';
import { saveToken } from '@/core/session';
import { handDeductionFee } from '@/services/platform';
import { confirmDelivery } from '@/services/settlement';
import { recharge } from '@/services/finance';
import { db } from '@mock/db';

const signIn = () => saveToken('mk.1.idem');

describe('idempotency keys', () => {
  it('are random version-4 ids', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('belong to the intent: the same call and values get the same key until a definite answer', () => {
    const deduct = ['handDeductionFee', 101, 1500, '补扣短信费'] as const;
    const first = intentKey(deduct);
    expect(intentKey(['handDeductionFee', 101, 1500, '补扣短信费'])).toBe(first);
    expect(intentKey(['handDeductionFee', 101, 1600, '补扣短信费'])).not.toBe(first);
    // Object keys in any order are the same values.
    expect(intentKey(['cloudPrint', { ids: ['a'], expressCode: 'SF' }])).toBe(
      intentKey(['cloudPrint', { expressCode: 'SF', ids: ['a'] }]),
    );
    // Kept in this tab's session storage: a new dialog, or the page after a reload, finds it.
    expect(
      Object.keys(sessionStorage).some(
        (key) => key.startsWith('intent:') && sessionStorage.getItem(key)!.includes(first),
      ),
    ).toBe(true);
    settleIntent(deduct);
    expect(intentKey(deduct)).not.toBe(first);
  });

  it('expire after 24 hours', () => {
    const recharge = ['recharge', 104, 50000, 2, null];
    const now = Date.now();
    const first = intentKey(recharge, now);
    expect(intentKey(recharge, now + INTENT_KEY_TTL_MS - 1)).toBe(first);
    expect(intentKey(recharge, now + INTENT_KEY_TTL_MS)).not.toBe(first);
  });

  it('are settled by a success or a business refusal, and kept when the outcome is unknown', async () => {
    const intent = ['confirmDelivery', 'JS001'];
    const first = intentKey(intent);
    await expect(sendOnce(intent, () => Promise.reject(new ApiError('timeout', '请求超时')))).rejects.toBeTruthy();
    expect(intentKey(intent)).toBe(first);
    await expect(
      sendOnce(intent, () => Promise.reject(new ApiError('http', '服务器错误（502）', { status: 502 }))),
    ).rejects.toBeTruthy();
    expect(intentKey(intent)).toBe(first);
    await expect(
      sendOnce(intent, () => Promise.reject(new ApiError('business', '结算单已确认', { code: 400 }))),
    ).rejects.toBeTruthy();
    const second = intentKey(intent);
    expect(second).not.toBe(first);
    const seen: string[] = [];
    await sendOnce(intent, async (requestId) => seen.push(requestId));
    expect(seen).toEqual([second]);
    expect(intentKey(intent)).not.toBe(second);
    expect(outcomeUnknown(new ApiError('network', '网络异常'))).toBe(true);
    expect(outcomeUnknown(new ApiError('business', '余额不足'))).toBe(false);
  });

  it('make a repeated fee deduction deduct once', async () => {
    signIn();
    const platform = db.platforms.find((candidate) => candidate.name === '优享租机')!;
    const before = platform.balance;
    const request = { platformId: platform.id, amount: 1500, reason: '补扣短信费', requestId: newRequestId() };
    const first = await handDeductionFee(request);
    const second = await handDeductionFee(request);
    expect(second).toEqual(first);
    expect(platform.balance).toBe(before - 1500);
    expect(
      db.ledger.flows.filter(
        (row) =>
          row.platformId === platform.id && row.type === 'manualDeduction' && row.remark?.startsWith('补扣短信费'),
      ),
    ).toHaveLength(1);
    await handDeductionFee({ ...request, requestId: newRequestId() });
    expect(platform.balance).toBe(before - 3000);
  });

  it('make a repeated recharge credit once', async () => {
    signIn();
    const platform = db.platforms.find((candidate) => candidate.name === '随心租')!;
    const request = { platformId: platform.id, amount: 20000, payType: 2 as const, requestId: newRequestId() };
    const first = await recharge(request);
    expect(await recharge(request)).toEqual(first);
    expect(platform.balance).toBe(30 + 20000);
  });

  it('make a repeated delivery confirmation answer as the first did', async () => {
    signIn();
    const row = db.settlements.find((candidate) => candidate.status === 0)!;
    const request = { settleNo: row.settleNo, requestId: newRequestId() };
    await expect(confirmDelivery(request)).resolves.toBeNull();
    // Without its key, a second confirmation is refused: the row moved on.
    await expect(confirmDelivery(request)).resolves.toBeNull();
    expect(row.status).toBe(1);
    await expect(confirmDelivery({ ...request, requestId: newRequestId() })).rejects.toMatchObject({
      kind: 'business',
    });
  });

  it('bind a key to its request: the same key with another amount is refused and moves nothing', async () => {
    signIn();
    const platform = db.platforms.find((candidate) => candidate.name === '优享租机')!;
    const before = platform.balance;
    const requestId = newRequestId();
    await handDeductionFee({ platformId: platform.id, amount: 1500, reason: '补扣短信费', requestId });
    await expect(
      handDeductionFee({ platformId: platform.id, amount: 2500, reason: '补扣短信费', requestId }),
    ).rejects.toMatchObject({
      kind: 'business',
      message: expect.stringContaining('已用于另一笔内容不同的请求'),
    });
    expect(platform.balance).toBe(before - 1500);
  });

  it('do not keep a refusal: the same key, corrected, may succeed', async () => {
    signIn();
    const platform = db.platforms.find((candidate) => candidate.name === '优享租机')!;
    platform.balance = 1000;
    const request = { platformId: platform.id, amount: 1500, reason: '补扣短信费', requestId: newRequestId() };
    await expect(handDeductionFee(request)).rejects.toMatchObject({
      kind: 'business',
      message: expect.stringContaining('余额不足'),
    });
    platform.balance = 2000; // the backend's own state moved on (a recharge elsewhere)
    await expect(handDeductionFee(request)).resolves.toMatchObject({ balanceAfter: 500 });
  });
});
