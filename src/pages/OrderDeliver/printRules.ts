import { MAX_PRINTS } from '@/services/rules';
import { isShipped, type ExpressCode, type Shipment } from '@/services/shipping';

/** The carriers the warehouse prints for, in the order the operator sees them. */
export const EXPRESS_CODES: ExpressCode[] = ['SF', 'JD', 'ZTO', 'YTO', 'STO', 'YD', 'EMS'];

// Reprint limit per order (domain.md: carriers cap reprints, e.g. 10 in 2 days).
export { MAX_PRINTS };

export type PrintBlock = 'shipped' | 'limit' | 'noReprintRight';

export interface PrintPlan {
  /** Never printed: printed as they are. */
  fresh: Shipment[];
  /** Printed before: need the operator's confirmation (and the reprint right). */
  reprints: Shipment[];
  /** Left out, each with the reason shown to the operator. */
  blocked: { row: Shipment; reason: PrintBlock }[];
}

/** Which of the chosen rows will print, which are reprints, and which cannot print and why. */
export function planPrint(rows: Shipment[], rights: { canReprint: boolean }): PrintPlan {
  const plan: PrintPlan = { fresh: [], reprints: [], blocked: [] };
  for (const row of rows) {
    if (isShipped(row.shipStatus)) plan.blocked.push({ row, reason: 'shipped' });
    else if (row.printCount >= MAX_PRINTS) plan.blocked.push({ row, reason: 'limit' });
    else if (row.printCount > 0 && !rights.canReprint) plan.blocked.push({ row, reason: 'noReprintRight' });
    else if (row.printCount > 0) plan.reprints.push(row);
    else plan.fresh.push(row);
  }
  return plan;
}

/** The rows the print request sends, in the order they were chosen. */
export function printable(plan: PrintPlan): Shipment[] {
  return [...plan.fresh, ...plan.reprints];
}

/** What the operator can do about a failed print, read from the backend's reason. */
export type PrintRemedy = 'recharge' | 'printer' | 'address' | 'carrier';

const REMEDIES: [RegExp, PrintRemedy][] = [
  [/单量不足|余额不足|充值/, 'recharge'],
  [/打印机/, 'printer'],
  [/地址/, 'address'],
  [/面单账号|网点/, 'carrier'],
];

/** The remedy for a failure's reason; none when the reason already says all there is. */
export function printRemedy(reason: string | undefined): PrintRemedy | undefined {
  return reason ? REMEDIES.find(([pattern]) => pattern.test(reason))?.[1] : undefined;
}

/** The platforms a batch's failures ask to recharge, each once, in the order they failed. */
export function platformsToRecharge(
  failures: readonly { id: string; errMsg?: string }[],
  rows: readonly Pick<Shipment, 'id' | 'platformId' | 'platformName'>[],
): { id: number; name: string }[] {
  const found = new Map<number, string>();
  for (const failure of failures) {
    if (printRemedy(failure.errMsg) !== 'recharge') continue;
    const row = rows.find((candidate) => candidate.id === failure.id);
    if (row && !found.has(row.platformId)) found.set(row.platformId, row.platformName);
  }
  return [...found].map(([id, name]) => ({ id, name }));
}
