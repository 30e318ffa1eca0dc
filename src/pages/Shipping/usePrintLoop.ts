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
export function usePrintLoop(select: (rows: Shipment[]) => void) {
  const [printing, setPrinting] = useState<{ rows: Shipment[]; carrier?: ExpressCode }>();
  const [results, setResults] = useState<PrintResults>();

  // Back from 充值记录 (`resume=print`): the kept batch's orders are selected once the list
  // has loaded (each load otherwise starts with nothing selected), and the key leaves the URL.
  const resumed = useRef<Shipment[] | undefined>(undefined);
  useUrlHandoff(RESUME_KEY, (value) => {
    if (value === RESUME_PRINT) resumed.current = takeKeptBatch()?.rows;
  });

  const listLoaded = () => {
    select(resumed.current ?? []);
    resumed.current = undefined;
  };

  const afterPrint = (items: CloudPrintItem[], rows: Shipment[], carrier: ExpressCode, how?: PrintAnswer) => {
    // One transition: the result dialog and the list's 500 ticks let go render a component
    // at a time, so only their commit is one task; rendered at once with the dialogs' swap,
    // they made one long task (npm run bench, batch print).
    startTransition(() => {
      setPrinting(undefined);
      setResults({ items, rows, carrier, how });
      select([]);
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
    history.push(`/finance/recharge?${RECHARGE_FOR_KEY}=${platformId}`);
  };

  return {
    printing,
    results,
    print: (rows: Shipment[]) => setPrinting({ rows }),
    cancelPrint: () => setPrinting(undefined),
    closeResults: () => setResults(undefined),
    afterPrint,
    retryFailed,
    rechargeFor,
    listLoaded,
  };
}
