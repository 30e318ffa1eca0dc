import { Alert, Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ReloadOutlined } from '@ant-design/icons';
import { cellStyles, Danger, Stacked, Status, Sub } from '@/components/cells';
import { useMessages } from '@/adapters/intl';
import type { ApiError } from '@/core/apiError';
import type { PrintAttempt, Shipment } from '@/services/shipping';
import { attemptKinds } from './attempts';

/**
 * The waybill's print attempts, newest first, as the order's answer carries them (`printLogs`):
 * when, first print or reprint, carrier and waybill, the result or why it failed, and who sent
 * it. A failed re-read says so beside the history the list row carried (the request layer has
 * already said 请求错误).
 */
export default function PrintHistory({
  row,
  loading,
  failed,
  onRetry,
}: {
  row: Pick<Shipment, 'printLogs' | 'printCount' | 'lastPrintTime'>;
  loading: boolean;
  failed?: ApiError;
  onRetry: () => void;
}) {
  const { t } = useMessages();
  const attempts = row.printLogs ?? [];
  const kinds = attemptKinds(attempts);
  // A printed order whose answer lacks the history: say so, not 尚未打印.
  const emptyText =
    row.printLogs === undefined && row.printCount > 0
      ? t('shipping.history.notSent', { count: row.printCount, time: row.lastPrintTime ?? '-' })
      : t('shipping.history.empty');
  const columns: ColumnsType<PrintAttempt> = [
    { title: t('shipping.history.time'), dataIndex: 'time', width: 170 },
    {
      title: t('shipping.history.kind'),
      key: 'kind',
      width: 90,
      render: (_, _attempt, at) => t(`shipping.history.${kinds[at]}`),
    },
    {
      title: t('shipping.history.carrier'),
      key: 'carrier',
      render: (_, attempt) => (
        <Stacked
          main={attempt.expressCode ? t(`shipping.express.${attempt.expressCode}`) : '-'}
          sub={attempt.waybillNo ? <span className={cellStyles.mono}>{attempt.waybillNo}</span> : undefined}
        />
      ),
    },
    {
      title: t('shipping.history.result'),
      key: 'result',
      render: (_, attempt) =>
        attempt.success ? (
          <Status tone="success">{t('shipping.result.ok')}</Status>
        ) : (
          <Stacked
            main={<Status tone="error">{t('shipping.result.failed')}</Status>}
            sub={<Danger>{attempt.reason}</Danger>}
          />
        ),
    },
    { title: t('shipping.history.operator'), dataIndex: 'operatorName', width: 100, render: (name) => name ?? '-' },
  ];
  const printed = attempts.filter((attempt) => attempt.success).length;
  return (
    <section aria-label={t('shipping.history.title')}>
      <Typography.Title level={5} style={{ marginBottom: 12 }}>
        {t('shipping.history.title')}
        {attempts.length > 0 && <Sub> {t('shipping.history.count', { count: attempts.length, ok: printed })}</Sub>}
      </Typography.Title>
      {failed && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('shipping.history.failed')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
              {t('list.retry')}
            </Button>
          }
        />
      )}
      <Table<PrintAttempt>
        size="small"
        // Two attempts may share a second and a reason: the position is the key (the history only grows at the top).
        rowKey={(attempt) => String(attempts.length - attempts.indexOf(attempt))}
        columns={columns}
        dataSource={attempts}
        loading={loading && attempts.length === 0}
        pagination={false}
        locale={{ emptyText }}
      />
    </section>
  );
}
