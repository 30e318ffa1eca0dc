/**
 * Every money-moving or printing call carries a key that stays the same when the same
 * submission is sent again; the fake backend applies it once and answers the repeat with
 * the first answer, as the real backend must.
 */
import { describe, expect, it } from 'vitest';
import { newRequestId, submissionKeys } from '@/core/requestId';
import { saveToken } from '@/core/session';
import { handDeductionFee } from '@/services/platform';
import { confirmDelivery } from '@/services/settlement';
import { recharge } from '@/services/finance';
import { db } from '@mock/db';

const signIn = () => saveToken('mk.1.idem');

describe('idempotency keys', () => {
  it('are random version-4 ids, the same for the same values and new for new values', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(newRequestId());
    const keys = submissionKeys();
    const first = keys.keyFor({ amount: 100 });
    expect(keys.keyFor({ amount: 100 })).toBe(first);
    expect(keys.keyFor({ amount: 200 })).not.toBe(first);
    const again = keys.keyFor({ amount: 200 });
    keys.done();
    expect(keys.keyFor({ amount: 200 })).not.toBe(again);
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
});
