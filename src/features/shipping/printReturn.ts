/**
 * The way back from 去充值 to the print batch that sent the operator there. The batch's failed
 * orders are kept in this tab's session storage (signing out clears it, another tab or user never sees
 * it); 充值记录 offers 返回打印批次 while they are kept, and 订单发货 opens with them selected,
 * ready for 批量打印. The receivers' details are not kept: printing needs none of them.
 * The banner itself (./PrintReturnBanner.tsx) loads only when a batch is kept.
 */
import { storageOwner } from '@/core/owner';
import type { ExpressCode, Shipment } from '@/services/shipping';

/** The signed-in user's way back: another user signing in in this tab never gets it. */
const storageKey = () => `print-return:${storageOwner()}`;
/** `/orderDeliver?resume=print`: the list opens with the kept batch selected. */
export const RESUME_KEY = 'resume';
export const RESUME_PRINT = 'print';

interface KeptBatch {
  rows: Shipment[];
  carrier?: ExpressCode;
}

export function keepBatchForReturn(rows: Shipment[], carrier: ExpressCode | undefined): void {
  const kept: KeptBatch = {
    rows: rows.map(({ receiverName: _name, receiverMobile: _mobile, receiverAddress: _address, ...row }) => row),
    carrier,
  };
  try {
    sessionStorage.setItem(storageKey(), JSON.stringify(kept));
  } catch {
    // storage unavailable: the way back is not offered, nothing else changes
  }
}

export function readKept(): KeptBatch | undefined {
  try {
    const text = sessionStorage.getItem(storageKey());
    const kept = text ? (JSON.parse(text) as KeptBatch) : undefined;
    return kept && Array.isArray(kept.rows) && kept.rows.length > 0 ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function forgetKept(): void {
  sessionStorage.removeItem(storageKey());
}

/** The kept batch, once: 订单发货 takes it when it opens with `resume=print`. */
export function takeKeptBatch(): KeptBatch | undefined {
  const kept = readKept();
  forgetKept();
  return kept;
}
