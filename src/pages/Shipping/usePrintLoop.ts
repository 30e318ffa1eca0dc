import { history } from '@umijs/max';
import { startTransition, useRef, useState } from 'react';
import { useUrlHandoff } from '@/components/useUrlHandoff';
import { RECHARGE_FOR_KEY } from '@/core/urlQuery';
import { keepBatchForReturn, RESUME_KEY, RESUME_PRINT, takeKeptBatch } from '@/features/shipping/printReturn';
import type { CloudPrintItem, ExpressCode, Shipment } from '@/services/shipping';
import type { PrintAnswer } from './PrintDialog';

interface PrintResults {
  items: CloudPrintItem[];
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
  // The batch's carrier, for a print of the orders it brought back (not for other orders).
  const back = useRef<{ ids: Set<string>; carrier?: ExpressCode }>(undefined);
  useUrlHandoff(RESUME_KEY, (value) => {
    if (value !== RESUME_PRINT) return;
    const kept = takeKeptBatch();
    resumed.current = kept?.rows;
    back.current = kept && { ids: new Set(kept.rows.map((row) => row.id)), carrier: kept.carrier };
  });

  const listLoaded = (rows: readonly Shipment[], filters?: object) => {
    if (resumed.current) selection.select(resumed.current);
    else selection.keepLoaded(rows, filters);
    resumed.current = undefined;
  };

  const afterPrint = (items: CloudPrintItem[], rows: Shipment[], carrier: ExpressCode, how?: PrintAnswer) => {
    // One transition: the result dialog and the list's 500 ticks let go render a component
    // at a time, so only their commit is one task; rendered at once with the dialogs' swap,
    // they made one long task (npm run bench, batch print).
    startTransition(() => {
      setPrinting(undefined);
      setResults({ items, rows, carrier, how });
      selection.select([]);
    });
  };

  const failedRows = (ids: string[]) => results?.rows.filter((row) => ids.includes(row.id)) ?? [];

  const retryFailed = (ids: string[]) => {
    const rows = failedRows(ids);
    setResults(undefined);
    // The retry keeps the batch's carrier: one more click must not print with another one.
    setPrinting({ rows, carrier: results?.carrier });
  };

  const rechargeFor = (platformId: number, failedIds: string[]) => {
    keepBatchForReturn(failedRows(failedIds), results?.carrier);
    // The page stays open in its tab: the way back is 返回打印批次, not this result again.
    setResults(undefined);
    history.push(`/finance/recharge?${RECHARGE_FOR_KEY}=${platformId}`);
  };

  return {
    printing,
    results,
    print: (rows: Shipment[]) =>
      setPrinting({
        rows,
        carrier: rows.every((row) => back.current?.ids.has(row.id)) ? back.current?.carrier : undefined,
      }),
    cancelPrint: () => setPrinting(undefined),
    closeResults: () => setResults(undefined),
    afterPrint,
    retryFailed,
    rechargeFor,
    listLoaded,
  };
}
