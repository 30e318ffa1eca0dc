import { writtenSince } from '@/core/intent';
import { getShipList, PRINT_STATUS, type CloudPrintItem, type Shipment } from '@/services/shipping';
import { failedItem } from './printRules';

/** How many orders are re-read at once after a lost print answer. */
const AT_ONCE = 4;

/**
 * What a print whose answer was lost did, row by row, from the orders as the server has them
 * now: a row printed (or failed) since the send is that print's result; a row untouched
 * since is not in it (`untouched`: a batch of several calls may have stopped before it). The
 * print happened when any row was touched.
 */
export function printOutcome(
  now: Shipment[],
  sentAt: number,
): { applied: boolean; results: CloudPrintItem[]; untouched: Shipment[] } {
  const results: CloudPrintItem[] = [];
  const untouched: Shipment[] = [];
  for (const row of now) {
    if (!writtenSince(row.lastPrintTime, sentAt)) {
      untouched.push(row);
      continue;
    }
    if (row.printStatus === PRINT_STATUS.printed)
      results.push({ id: row.id, orderNo: row.orderNo, success: true, waybillNo: row.waybillNo });
    else if (row.printStatus === PRINT_STATUS.failed) results.push(failedItem(row, row.printFailReason));
  }
  return { applied: results.length > 0, results, untouched };
}

/** Re-reads each order of a print (by its order number), a few at a time. */
export async function readOrders(rows: Shipment[]): Promise<Shipment[]> {
  const found: Shipment[] = [];
  for (let start = 0; start < rows.length; start += AT_ONCE) {
    const pages = await Promise.all(
      rows.slice(start, start + AT_ONCE).map((row) => getShipList({ keyword: row.orderNo, page: 1, limit: 10 })),
    );
    pages.forEach((page, index) => {
      const row = page.list.find((item) => item.id === rows[start + index].id);
      if (row) found.push(row);
    });
  }
  return found;
}
