import type { ApiError } from '@/core/apiError';
import { MAX_PRINT_BATCH, MAX_PRINTS } from '@/services/rules';
import { EXPRESS_CODES, isShipped, type CloudPrintItem, type Shipment } from '@/services/shipping';

// Reprint limit per order (docs/requirements.md#printing); the carriers.
export { MAX_PRINTS, EXPRESS_CODES };

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

/** What a single order offers to print: 打印面单 before its first print, 补打 after (off at the limit). */
export type PrintChoice = { kind: 'print' | 'reprint'; disabled: boolean };

export type PrintRights = { canPrint: boolean; canReprint: boolean };

/** The print action of one order (its row and its detail drawer), or none. */
export function printChoice(row: Shipment, rights: PrintRights): PrintChoice | undefined {
  if (isShipped(row.shipStatus) || !rights.canPrint) return undefined;
  if (row.printCount === 0) return { kind: 'print', disabled: false };
  return rights.canReprint ? { kind: 'reprint', disabled: row.printCount >= MAX_PRINTS } : undefined;
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

/**
 * Whether printing again can succeed now, with nothing else done first: a printer that was
 * off or a call that did not get through, yes; a balance to recharge, an address to correct
 * or a carrier account to fix, no (a retry would fail again, and a reprint counts).
 */
export function retryableNow(reason: string | undefined): boolean {
  const remedy = printRemedy(reason);
  return remedy === undefined || remedy === 'printer';
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
    if (row && !found.has(row.platformId)) found.set(row.platformId, row.platformName ?? String(row.platformId));
  }
  return [...found].map(([id, name]) => ({ id, name }));
}

/** The orders of a batch in the calls that send it, each of at most MAX_PRINT_BATCH. */
export function printCalls<T>(rows: T[], size = MAX_PRINT_BATCH): T[][] {
  const calls: T[][] = [];
  for (let start = 0; start < rows.length; start += size) calls.push(rows.slice(start, start + size));
  return calls;
}

type PrintRow = Pick<Shipment, 'id' | 'orderNo'>;

/** A print result that failed: one shape for a refusal, a re-read failure and an order not reached. */
export function failedItem(row: PrintRow, reason: string | undefined): CloudPrintItem {
  return { id: row.id, orderNo: row.orderNo, success: false, errMsg: reason };
}

const refused = (error: unknown) => (error as Partial<ApiError> | undefined)?.kind === 'business';

/**
 * Sends a batch in calls of at most MAX_PRINT_BATCH orders, one after another. A refusal
 * after some calls were answered keeps their results and gives the orders not yet sent the
 * refusal as their failure (a retry of the failed sends only those). A refusal of the first
 * call, an answer lost (its outcome unknown until re-read), an expired session or a cancel
 * end the batch as an error: a resend of it sends each call again, and each call is an intent
 * of its own (its orders and carrier), so it carries the key it had and prints once.
 */
export async function printInCalls(
  rows: PrintRow[],
  send: (ids: string[]) => Promise<CloudPrintItem[]>,
  onCall?: (index: number, calls: number) => void,
): Promise<CloudPrintItem[]> {
  const calls = printCalls(rows);
  const results: CloudPrintItem[] = [];
  for (const [index, call] of calls.entries()) {
    onCall?.(index, calls.length);
    try {
      results.push(...(await send(call.map((row) => row.id))));
    } catch (error) {
      if (index === 0 || !refused(error)) throw error;
      const reason = (error as Error)?.message;
      for (const row of calls.slice(index).flat()) results.push(failedItem(row, reason));
      break;
    }
  }
  return results;
}
