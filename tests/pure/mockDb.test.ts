/**
 * The fake backend's data is a ledger that adds up: every platform's balance is its
 * opening balance plus what its flow rows moved, each flow row's "balance after" follows
 * from the one before, and settlements add up from their orders and rate.
 */
import { describe, expect, it } from 'vitest';
import { db, resetDb } from '@mock/db';
import { commissionOf } from '@mock/db/settlement';

describe('mock ledger', () => {
  it('seeds enough history to page, filter and export for real', () => {
    expect(db.ledger.flows.length).toBeGreaterThanOrEqual(3000);
    expect(db.ledger.consumption.length).toBeGreaterThanOrEqual(5000);
    expect(db.agents).toHaveLength(62);
    expect(db.settlements.length).toBeGreaterThan(200);
    expect(new Set(db.agents.map((agent) => agent.status))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('explains every balance by its flows, row by row', () => {
    for (const platform of db.platforms) {
      const flows = db.ledger.flows.filter((row) => row.platformId === platform.id).reverse();
      let balance = db.ledger.opening.get(platform.id)!;
      expect(balance, platform.name).toBeGreaterThanOrEqual(0);
      for (const row of flows) {
        expect(Number.isInteger(row.amount) && row.amount > 0, row.flowNo).toBe(true);
        balance += row.direction === 'income' ? row.amount : -row.amount;
        expect(row.balanceAfter, row.flowNo).toBe(balance);
        expect(balance, row.flowNo).toBeGreaterThanOrEqual(0);
      }
      expect(platform.balance, platform.name).toBe(balance);
    }
  });

  it('writes a flow for every credited recharge and every successful use, none for the rest', () => {
    const flowFor = new Set(db.ledger.flows.map((row) => row.relatedNo));
    for (const recharge of db.ledger.recharges)
      expect(flowFor.has(recharge.rechargeNo), recharge.rechargeNo).toBe(recharge.status === 1);
    const credited = db.ledger.recharges.filter((row) => row.status === 1);
    for (const row of credited) expect(row.balanceAfter - row.balanceBefore).toBe(row.amount);
    const usage = db.ledger.flows.filter((row) => row.type === 'usage').length;
    const charged = db.ledger.consumption.filter((row) => row.result !== '失败' && row.type !== 'manual').length;
    expect(usage).toBe(charged);
  });

  it('keeps the shipping platforms at the balances the print rules rely on', () => {
    expect(db.platforms.find((platform) => platform.name === '随心租')!.balance).toBe(30);
    expect(db.platforms.find((platform) => platform.name === '优享租机')!.balance).toBe(1_268_000);
  });

  it('computes settlements from their order amount and rate, in whole fen, half a fen up', () => {
    // Worked out here in integers, not with the seed's own function: amount × bp / 10,000.
    const expected = (amount: number, bp: number) => {
      const tenThousandths = BigInt(amount) * BigInt(bp);
      return Number((tenThousandths + 5_000n) / 10_000n);
    };
    expect(db.settlements.length).toBeGreaterThan(100);
    for (const row of db.settlements) expect(row.settleAmount).toBe(expected(row.orderAmount, row.commissionBp));
    expect(commissionOf(1_000_005, 550)).toBe(55_000); // 55,000.275 fen
    expect(commissionOf(1_000, 5)).toBe(1); // 0.5 fen: half up
    expect(commissionOf(999, 5)).toBe(0); // 0.4995 fen
  });

  it('seeds the same data every time', () => {
    const before = JSON.stringify([db.ledger.flows.slice(0, 50), db.agents.slice(0, 5), db.settlements.slice(0, 5)]);
    resetDb();
    expect(JSON.stringify([db.ledger.flows.slice(0, 50), db.agents.slice(0, 5), db.settlements.slice(0, 5)])).toBe(
      before,
    );
  });
});
