import { lazy, Suspense, useRef, useState } from 'react';
import { toast } from '@/core/notice';
import { useMessages } from '@/adapters/intl';
import type { CsvColumn } from '@/core/csvValue';
import { MAX_PAGE_SIZE } from '@/core/pagination';
import type { ApiError } from '@/core/apiError';
import type { PageQuery, PageResult } from '@/services/types';
import { progressStore } from './exportProgressStore';
import type { ExportFormat } from './listTypes';

const ExportProgress = lazy(() => import(/* webpackChunkName: "export-progress" */ './ExportProgress'));

/** Rows fetched per request while exporting: as many as the API gives at once. */
const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;

/**
 * Exports the whole filtered list, not just the page on screen, as CSV or as an Excel
 * workbook: pages are fetched in turn with a progress bar; cancelling stops at the next page
 * and saves nothing. Each page is written as it arrives and its rows are let go, so 50,000
 * rows never sit in memory as objects nor get written in one long task (npm run bench -- --scale).
 */
export function useListExport<T, F extends object>(options: {
  title: string;
  columns: CsvColumn<T>[];
  fetchPage: (query: F & PageQuery, options?: { signal?: AbortSignal }) => Promise<PageResult<T, unknown>>;
}) {
  const { t } = useMessages();
  // Whether an export runs is the screen's state; how far it got is the dialog's alone (a
  // store it reads), so each page fetched redraws the dialog, not the screen and its table.
  const [running, setRunning] = useState<ExportFormat>();
  const [progress] = useState(() => progressStore());
  const controller = useRef<AbortController | undefined>(undefined);

  /**
   * Writes what `feed` hands it, page by page, and saves it: the one way both exports go.
   * `feed` calls `write` with each page as it arrives and settles when there is no more.
   */
  const run = async (
    format: ExportFormat,
    feed: (write: (rows: T[], total: number) => void, signal: AbortSignal) => Promise<void>,
  ) => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    progress.set({ done: 0 });
    setRunning(format);
    let count = 0;
    try {
      // The writers load with the first export, not with the list.
      const { openWriter, saveFile } = await import(/* webpackChunkName: "export-writers" */ './exportWriters');
      const writer = await openWriter(format, options.title, options.columns);
      await feed((rows, total) => {
        writer.add(rows);
        count += rows.length;
        progress.set({ done: count, total });
      }, abort.signal);
      if (abort.signal.aborted) return;
      if (count === 0) {
        toast('info', t('list.export.empty'));
        return;
      }
      saveFile(writer, options.title, format);
      toast('success', t('list.export.done', { count }));
    } catch (error) {
      if (abort.signal.aborted) toast('info', t('list.export.cancelled'));
      // Stopped with the session (logout): nothing of the old session speaks up.
      else if ((error as ApiError)?.kind !== 'aborted') toast('error', t('list.export.failed'));
    } finally {
      controller.current = undefined;
      setRunning(undefined);
    }
  };

  /** The whole filtered list, fetched page after page. */
  const start = (filters: F, format: ExportFormat = 'csv') =>
    run(format, async (write, signal) => {
      for (let page = 1, count = 0; ; page += 1) {
        const result = await options.fetchPage({ ...filters, page, limit: EXPORT_PAGE_SIZE }, { signal });
        if (signal.aborted) return;
        write(result.list, result.total);
        count += result.list.length;
        if (result.list.length === 0 || count >= result.total) return;
      }
    });

  /** The rows the operator selected, as they are on screen. */
  const startRows = (rows: T[], format: ExportFormat) => run(format, async (write) => write(rows, rows.length));

  const cancel = () => {
    controller.current?.abort();
  };

  const dialog = running ? (
    <Suspense fallback={null}>
      <ExportProgress title={options.title} progress={progress} onCancel={cancel} />
    </Suspense>
  ) : null;

  return { start, startRows, exporting: running, dialog };
}
