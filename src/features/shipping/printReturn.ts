/**
 * The way back from 去充值 to the print batch that sent the operator there. The batch's failed
 * orders are kept in this tab's session storage (signing out clears it, another tab or user never sees
 * it); 充值记录 offers 返回打印批次 while they are kept, and 订单发货 opens with them selected,
 * ready for 批量打印. The receivers' details are not kept: printing needs none of them.
 * The banner itself (./PrintReturnBanner.tsx) loads only when a batch is kept.
 */
import { storageOwner } from '@/core/owner';
import { SCREEN_PATH } from '@/services/screens';
import type { CloudPrintItem, ExpressCode, Shipment } from '@/services/shipping';

/** The signed-in user's way back: another user signing in in this tab never gets it. */
const storageKey = () => `print-return:${storageOwner()}`;
/** `/orderDeliver?resume=print`: the list opens with the kept batch selected. */
export const RESUME_KEY = 'resume';
export const RESUME_PRINT = 'print';
export const RESUME_LINK = `${SCREEN_PATH.shipping}?${RESUME_KEY}=${RESUME_PRINT}`;

interface KeptBatch {
  rows: Shipment[];
  carrier?: ExpressCode;
  /** Failures of the batch a top-up cannot fix (an address, a carrier account): not brought back. */
  leftOut?: number;
  /**
   * Those failures as the batch answered them (order and reason): the result of printing the
   * rest still speaks for the whole batch, as a retry in its dialog does.
   */
  waiting?: CloudPrintItem[];
}

/** A row as kept: what printing needs, none of the receiver's details. */
const kept = ({ receiverName: _name, receiverMobile: _mobile, receiverAddress: _address, ...row }: Shipment) =>
  row as Shipment;

const listeners = new Set<() => void>();
let cached: { text: string | null; kept: KeptBatch | undefined } = { text: null, kept: undefined };

function write(kept: KeptBatch | undefined): void {
  try {
    if (kept && kept.rows.length > 0) sessionStorage.setItem(storageKey(), JSON.stringify(kept));
    else sessionStorage.removeItem(storageKey());
  } catch {
    // storage unavailable: the way back is not offered, nothing else changes
  }
  listeners.forEach((listener) => listener());
}

export function keepBatchForReturn(
  rows: Shipment[],
  carrier: ExpressCode | undefined,
  waiting: CloudPrintItem[] = [],
): void {
  write({
    rows: rows.map(kept),
    carrier,
    leftOut: waiting.length,
    waiting: waiting.map(({ id, orderNo, errMsg }) => ({ id, orderNo, success: false, errMsg })),
  });
}

/** The kept batch (the same object while storage holds the same text: a store's snapshot). */
export function readKept(): KeptBatch | undefined {
  try {
    const text = sessionStorage.getItem(storageKey());
    if (text === cached.text) return cached.kept;
    const kept = text ? (JSON.parse(text) as KeptBatch) : undefined;
    cached = { text, kept: kept && Array.isArray(kept.rows) && kept.rows.length > 0 ? kept : undefined };
    return cached.kept;
  } catch {
    return undefined;
  }
}

export const subscribeKept = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Orders printed since (from any list of this tab): the way back waits only for the rest. */
export function keptPrinted(ids: readonly string[]): void {
  const kept = readKept();
  if (!kept || ids.length === 0) return;
  const rows = kept.rows.filter((row) => !ids.includes(row.id));
  if (rows.length !== kept.rows.length) write({ ...kept, rows });
}

export function forgetKept(): void {
  write(undefined);
}

/** The kept batch, once: 订单发货 takes it when it opens with `resume=print`. */
export function takeKeptBatch(): KeptBatch | undefined {
  const kept = readKept();
  forgetKept();
  return kept;
}
