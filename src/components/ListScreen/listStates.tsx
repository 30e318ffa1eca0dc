/**
 * What a list says besides its rows: the slow notice, the notice that the rows shown are the
 * last good load (beside a failed one, with its retry), and what the table body says when it
 * has no rows (loading, failed, nothing at all, nothing for these filters).
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import type { Messages } from '@/adapters/intl';
import { EmptyNote, tableEmpty } from '@/components/tableEmpty';
import type { ApiError } from '@/core/apiError';
import { STICKY_HEADER_OFFSET } from './useTableFit';

interface LoadShown {
  loading: boolean;
  slow: boolean;
  loaded: boolean;
  error?: ApiError;
  rowCount: number;
  reload: () => void;
}

function Retry({ t, reload }: { t: Messages['t']; reload: () => void }) {
  return (
    <Button icon={<ReloadOutlined />} onClick={reload}>
      {t('list.retry')}
    </Button>
  );
}

/** Above the table: slow, and rows kept beside an error (scrolled into view where the operator is). */
export function ListNotices({ t, load, stale }: { t: Messages['t']; load: LoadShown; stale: boolean }) {
  // The notice that the rows are old comes into view where the operator is (at the pager,
  // after a failed page change), not only at the top of a scrolled page.
  const staleNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stale) staleNotice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [stale, load.error]);
  return (
    <>
      {load.slow && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('list.slow')} />}
      <div ref={staleNotice} style={{ scrollMarginTop: STICKY_HEADER_OFFSET + 16 }}>
        {load.error && load.rowCount > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('list.error', { reason: load.error.message })}
            // The retry under the text, at the left: the 请求错误 notice beside it (top right)
            // never covers it (tests/browser/notices.test.ts measures both).
            description={
              <>
                <div>{t('list.stale')}</div>
                <div style={{ marginTop: 8 }}>
                  <Retry t={t} reload={load.reload} />
                </div>
              </>
            }
          />
        )}
      </div>
    </>
  );
}

/** The table body without rows: the spinner's, the failed load with its retry, or the empty note. */
export function listEmptyText(t: Messages['t'], load: LoadShown, filtered: boolean) {
  return tableEmpty(
    load.loading,
    load.error ? (
      <div data-testid="list-error">
        <Result
          status="error"
          title={t('list.error', { reason: load.error.message })}
          extra={<Retry t={t} reload={load.reload} />}
        />
      </div>
    ) : (
      <EmptyNote text={t(filtered ? 'list.empty.filtered' : 'list.empty')} />
    ),
  );
}
