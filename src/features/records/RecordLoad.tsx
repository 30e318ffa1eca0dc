import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import './messages';
import LoadFailed from '@/components/LoadFailed';
import type { ApiError } from '@/core/apiError';

/**
 * A record view's body while it reads its record: the record once found, else why not (the
 * read failed, with a retry; still reading; not found, or not the operator's to see).
 */
export default function RecordLoad({
  found,
  load,
  children,
}: {
  found: boolean;
  load: { error?: ApiError; loading: boolean; reload: () => void };
  children: ReactNode;
}) {
  const { t } = useMessages();
  if (found) return <>{children}</>;
  if (load.error)
    return <LoadFailed title={t('records.loadFailed', { reason: load.error.message })} onRetry={load.reload} />;
  return load.loading ? <Skeleton active /> : <Empty description={t('records.gone')} />;
}
