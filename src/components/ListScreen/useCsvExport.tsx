import { useMessages } from '@/adapters/intl';
import { toast } from '@/core/notice';
import { lazy, Suspense, useRef, useState } from 'react';
import { csvFileName, downloadText, toCsv, type CsvColumn } from '@/core/csv';
import type { ApiError } from '@/core/request';
import type { PageQuery, PageResult } from '@/services/types';

const ExportProgress = lazy(() => import(/* webpackChunkName: "export-progress" */ './ExportProgress'));

/** Rows fetched per request while exporting (the server allows up to 500). */
export const EXPORT_PAGE_SIZE = 200;

interface Progressing {
  done: number;
  total?: number;
}

/**
 * Exports the whole filtered list, not just the page on screen: pages are fetched in turn
 * with a progress bar; cancelling stops at the next page and saves nothing.
 */
export function useCsvExport<T, F extends object>(options: {
  title: string;
  columns: CsvColumn<T>[];
  fetchPage: (query: F & PageQuery, options?: { signal?: AbortSignal }) => Promise<PageResult<T, unknown>>;
}) {
  const { t } = useMessages();
  const [progress, setProgress] = useState<Progressing>();
  const controller = useRef<AbortController>();

  const start = async (filters: F) => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0 });
    const rows: T[] = [];
    try {
      for (let page = 1; ; page += 1) {
        const result = await options.fetchPage({ ...filters, page, limit: EXPORT_PAGE_SIZE }, { signal: abort.signal });
        if (abort.signal.aborted) return;
        rows.push(...result.list);
        setProgress({ done: rows.length, total: result.total });
        if (result.list.length === 0 || rows.length >= result.total) break;
      }
      if (rows.length === 0) {
        toast('info', t('list.export.empty'));
        return;
      }
      downloadText(toCsv(options.columns, rows), csvFileName(options.title));
      toast('success', t('list.export.done', { count: rows.length }));
    } catch (error) {
      if (abort.signal.aborted) toast('info', t('list.export.cancelled'));
      // Stopped with the session (logout): nothing of the old session speaks up.
      else if ((error as ApiError)?.kind !== 'aborted') toast('error', t('list.export.failed'));
    } finally {
      controller.current = undefined;
      setProgress(undefined);
    }
  };

  const cancel = () => {
    controller.current?.abort();
  };

  const dialog = progress ? (
    <Suspense fallback={null}>
      <ExportProgress title={options.title} done={progress.done} total={progress.total} onCancel={cancel} />
    </Suspense>
  ) : null;

  return { start, exporting: Boolean(progress), dialog };
}
