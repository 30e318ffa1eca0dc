import { Button, Result, Space } from 'antd';
import type { ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import type { RowState } from './index';

/**
 * An import's last step around its row run: before the run, what the operator reviews, the rows
 * and 上一步 / the start; after it, the summary, the rows with their results, a retry of the
 * failed only and 关闭 (not while requests are under way).
 */
export default function RunStep<T>({
  rows,
  keyOf,
  results,
  review,
  table,
  startLabel,
  starting = false,
  onStart,
  onBack,
  onRetry,
  onClose,
}: {
  rows: readonly T[];
  keyOf: (row: T) => string;
  results: Record<string, RowState> | undefined;
  review: ReactNode;
  table: ReactNode;
  startLabel: string;
  starting?: boolean;
  onStart: () => void;
  onBack: () => void;
  onRetry: (failed: T[]) => void;
  onClose: () => void;
}) {
  const { t } = useMessages();
  const states = rows.map((row) => results?.[keyOf(row)]);
  const busy = starting || states.some((item) => item && ['waiting', 'sending', 'checking'].includes(item.state));
  const failed = rows.filter((row) => results?.[keyOf(row)]?.state === 'failed');
  const done = states.filter((item) => item?.state === 'done').length;
  const finished = Boolean(results) && !busy;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {finished ? (
        <Result
          style={{ padding: '4px 0 12px' }}
          status={failed.length === 0 ? 'success' : done === 0 ? 'error' : 'warning'}
          title={t('rowBatch.summary', { ok: done, failed: failed.length })}
        />
      ) : (
        review
      )}
      {table}
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        {!results && (
          <Button disabled={starting} onClick={onBack}>
            {t('import.back')}
          </Button>
        )}
        {!results && (
          <Button type="primary" loading={starting} onClick={onStart}>
            {startLabel}
          </Button>
        )}
        {finished && failed.length > 0 && (
          <Button type="primary" onClick={() => onRetry(failed)}>
            {t('rowBatch.retry', { count: failed.length })}
          </Button>
        )}
        {results && (
          <Button disabled={busy} onClick={onClose}>
            {t('rowBatch.close')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
