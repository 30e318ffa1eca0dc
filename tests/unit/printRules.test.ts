import { describe, expect, it } from 'vitest';
import { MAX_PRINTS, planPrint, printable } from '@/pages/OrderDeliver/printRules';
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
