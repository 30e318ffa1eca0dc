import { history } from '@umijs/max';
import { startTransition, useRef, useState } from 'react';
import { useUrlHandoff } from '@/components/useUrlHandoff';
import { RECHARGE_FOR_KEY } from '@/core/urlQuery';
import { SCREEN_PATH } from '@/services/screens';
import {
  keepBatchForReturn,
  keptPrinted,
  RESUME_KEY,
  RESUME_PRINT,
  takeKeptBatch,
} from '@/features/shipping/printReturn';
import type { CloudPrintItem, ExpressCode, Shipment } from '@/services/shipping';
import type { PrintAnswer } from './PrintDialog';
import { printRemedy, retryableNow } from './printRules';

interface PrintResults {
  /** The whole batch's: a retry's answers in place of the failures it sent again. */
  items: CloudPrintItem[];
  /** What the last retry did, when the result follows one. */
  retried?: { ok: number; failed: number };
  rows: Shipment[];
  carrier: ExpressCode;
  how?: PrintAnswer;
}

/**
 * 订单发货's print loop: the dialog, its result, a retry of what can print now, and the way
 * out to 去充值 and back to the same batch with its failed orders selected.
 */
export function usePrintLoop(selection: {
  select: (rows: Shipment[]) => void;
  keepLoaded: (rows: readonly Shipment[], filters?: object) => void;
}) {
  const [printing, setPrinting] = useState<{ rows: Shipment[]; carrier?: ExpressCode }>();
  const [results, setResults] = useState<PrintResults>();

  // Back from 充值记录 (`resume=print`): the kept batch's orders are selected once the list
  // has loaded (a load otherwise keeps only what it still shows), and the key leaves the URL.
  const resumed = useRef<Shipment[] | undefined>(undefined);
  // The batch's carrier, for a print of the orders it brought back (not for other orders), and
  // its failures a top-up could not fix, which the result of that print still names.
  const back = useRef<{ ids: Set<string>; carrier?: ExpressCode; waiting: CloudPrintItem[] }>(undefined);
  useUrlHandoff(RESUME_KEY, (value) => {
    if (value !== RESUME_PRINT) return;
    const kept = takeKeptBatch();
    resumed.current = kept?.rows;
    back.current = kept && {
      ids: new Set(kept.rows.map((row) => row.id)),
      carrier: kept.carrier,
      waiting: kept.waiting ?? [],
    };
  });

  const listLoaded = (rows: readonly Shipment[], filters?: object) => {
    if (resumed.current) selection.select(resumed.current);
    else selection.keepLoaded(rows, filters);
    resumed.current = undefined;
  };

  // The batch a retry belongs to: its result speaks for the whole batch, not the part retried.
  const retrying = useRef<Pick<PrintResults, 'items' | 'rows'>>(undefined);

  const afterPrint = (answers: CloudPrintItem[], sent: Shipment[], carrier: ExpressCode, how?: PrintAnswer) => {
    keptPrinted(answers.filter((item) => item.success).map((item) => item.id));
    const batch = retrying.current;
    retrying.current = undefined;
    const items = batch ? batch.items.map((item) => answers.find((answer) => answer.id === item.id) ?? item) : answers;
    const rows = batch ? batch.rows : sent;
    const retried = batch && {
      ok: answers.filter((item) => item.success).length,
      failed: answers.filter((item) => !item.success).length,
    };
    // One transition: the result dialog and the list's 500 ticks let go render a component
    // at a time, so only their commit is one task; rendered at once with the dialogs' swap,
    // they made one long task (npm run bench, batch print).
    startTransition(() => {
      setPrinting(undefined);
      setResults({ items, rows, carrier, how, retried });
      selection.select([]);
    });
  };

  const failedRows = (ids: string[]) => results?.rows.filter((row) => ids.includes(row.id)) ?? [];

  const retryFailed = (ids: string[]) => {
    const rows = failedRows(ids);
    retrying.current = results;
    setResults(undefined);
    // The retry keeps the batch's carrier: one more click must not print with another one.
    setPrinting({ rows, carrier: results?.carrier });
  };

  const rechargeFor = (platformId: number, failedIds: string[]) => {
    // Back after the top-up come the failures it can help (the balance, and those that print
    // now); an address or a carrier account stays to be seen to, and the way back says so.
    const reasons = new Map(results?.items.map((item) => [item.id, item.errMsg]));
    const helped = (id: string) => printRemedy(reasons.get(id)) === 'recharge' || retryableNow(reasons.get(id));
    const back = failedIds.filter(helped);
    const waiting = (results?.items ?? []).filter((item) => failedIds.includes(item.id) && !back.includes(item.id));
    keepBatchForReturn(failedRows(back), results?.carrier, waiting);
    // The page stays open in its tab: the way back is 返回打印批次, not this result again.
    setResults(undefined);
    history.push(`${SCREEN_PATH.recharges}?${RECHARGE_FOR_KEY}=${platformId}`);
  };

  return {
    printing,
    results,
    print: (rows: Shipment[]) => {
      const brought = back.current;
      const ofBatch = Boolean(brought) && rows.every((row) => brought!.ids.has(row.id));
      // The orders the way back brought: their result is the batch's, with the failures left
      // behind (an address to complete) still named, as a retry in the result would say.
      retrying.current =
        ofBatch && brought!.waiting.length
          ? {
              items: [
                ...rows.map((row) => ({ id: row.id, orderNo: row.orderNo, success: false })),
                ...brought!.waiting,
              ],
              rows,
            }
          : undefined;
      setPrinting({ rows, carrier: ofBatch ? brought!.carrier : undefined });
    },
    cancelPrint: () => {
      retrying.current = undefined;
      setPrinting(undefined);
    },
    closeResults: () => setResults(undefined),
    afterPrint,
    retryFailed,
    rechargeFor,
    listLoaded,
  };
}
