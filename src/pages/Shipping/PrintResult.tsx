import { CheckCircleFilled, CloseCircleFilled, WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Result, Table, Tag, Typography } from 'antd';
import { useMessages } from '@/adapters/intl';
import { VIRTUAL_ABOVE_ROWS } from '@/components/ListScreen/useTableFit';
import { useCan } from '@/components/Permission';
import type { CloudPrintItem, Shipment } from '@/services/shipping';
import { platformsToRecharge, printRemedy, retryableNow } from './printRules';

interface Props {
  results: CloudPrintItem[];
  /** The orders the print covered: which platform a failure asks to recharge. */
  rows: Pick<Shipment, 'id' | 'platformId' | 'platformName'>[];
  /** Not this send's own answer: read back from the orders, or the server's replay of the same print. */
  how?: 'checked' | 'replayed';
  /** The result follows a retry: what it did (the rest is the whole batch's). */
  retried?: { ok: number; failed: number };
  onClose: () => void;
  /** Opens the print dialog again for the failed orders that can print now. */
  onRetryFailed: (failedIds: string[]) => void;
  /** 去充值 for a platform: the batch's failures are kept for the way back. */
  onRecharge: (platformId: number, failedIds: string[]) => void;
}

/** The batch result: every order with its waybill number or the reason it failed. */
export default function PrintResult({ results, rows, how, retried, onClose, onRetryFailed, onRecharge }: Props) {
  const { t } = useMessages();
  const canPrint = useCan('ship:print');
  const canRecharge = useCan('finance:recharge');
  const failed = results.filter((item) => !item.success);
  const toRecharge = platformsToRecharge(failed, rows);
  const platformOf = (id: string) => rows.find((row) => row.id === id)?.platformName ?? '';
  const ok = results.length - failed.length;
  // Only what can print now is offered again: an address or a balance must be seen to first.
  const retryable = failed.filter((item) => retryableNow(item.errMsg));
  const held = failed.length - retryable.length;
  return (
    <Modal
      open
      title={t('shipping.result.title')}
      onCancel={onClose}
      width={640}
      // The body scrolls, the footer stays in the window: 重试失败的 N 单 and 关闭 were below
      // the fold at 1280×720 once a few remedies showed above the list.
      style={{ top: 48 }}
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' } }}
      footer={[
        retryable.length > 0 && canPrint ? (
          <Button key="retry" type="primary" onClick={() => onRetryFailed(retryable.map((item) => item.id))}>
            {t(held ? 'shipping.result.retryNow' : 'shipping.result.retry', { count: retryable.length })}
          </Button>
        ) : null,
        <Button key="close" onClick={onClose}>
          {t('shipping.result.close')}
        </Button>,
      ]}
    >
      {how && <Alert type="info" showIcon title={t(`shipping.result.${how}`)} style={{ marginBottom: 8 }} />}
      {retried && (
        <Alert
          type="info"
          showIcon
          title={t('shipping.result.retried', { count: retried.ok + retried.failed, ...retried })}
          style={{ marginBottom: 8 }}
          data-testid="retried"
        />
      )}
      <Result
        style={{ padding: '8px 0 16px' }}
        status={failed.length === 0 ? 'success' : ok === 0 ? 'error' : 'warning'}
        title={t('shipping.result.summary', { ok, failed: failed.length })}
        subTitle={held > 0 && canPrint ? t('shipping.result.held', { count: held }) : undefined}
      />
      {toRecharge.map((platform) => (
        <Alert
          key={platform.id}
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t(canRecharge ? 'shipping.remedy.recharge.title' : 'shipping.remedy.recharge.ask', {
            name: platform.name,
          })}
          action={
            canRecharge ? (
              <Button
                size="small"
                type="primary"
                icon={<WalletOutlined />}
                onClick={() =>
                  onRecharge(
                    platform.id,
                    failed.map((item) => item.id),
                  )
                }
              >
                {t('shipping.remedy.recharge.go')}
              </Button>
            ) : undefined
          }
        />
      ))}
      <Table<CloudPrintItem>
        size="small"
        rowKey="id"
        pagination={false}
        // A batch of hundreds draws only the rows in view.
        virtual={results.length > VIRTUAL_ABOVE_ROWS}
        // A virtual table needs the height in pixels: at most 320, less in a short window.
        scroll={{ y: Math.max(160, Math.min(320, window.innerHeight - 420)) }}
        dataSource={[...failed, ...results.filter((item) => item.success)]}
        columns={[
          { title: t('shipping.col.orderNo'), dataIndex: 'orderNo', width: 200 },
          {
            title: t('shipping.col.printStatus'),
            width: 90,
            render: (_, item) =>
              item.success ? (
                <Tag icon={<CheckCircleFilled />} color="success">
                  {t('shipping.result.ok')}
                </Tag>
              ) : (
                <Tag icon={<CloseCircleFilled />} color="error">
                  {t('shipping.result.failed')}
                </Tag>
              ),
          },
          {
            title: t('shipping.result.detail'),
            render: (_, item) =>
              item.success ? (
                <Typography.Text copyable>{item.waybillNo}</Typography.Text>
              ) : (
                <FailureText reason={item.errMsg} platform={platformOf(item.id)} />
              ),
          },
        ]}
      />
    </Modal>
  );
}

/** A failure's reason, and under it what to do and where when the reason does not say. */
function FailureText({ reason, platform }: { reason?: string; platform: string }) {
  const { t } = useMessages();
  const remedy = printRemedy(reason);
  return (
    <>
      <Typography.Text type="danger">{reason}</Typography.Text>
      {remedy && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t(`shipping.remedy.${remedy}`, { name: platform })}
        </Typography.Text>
      )}
    </>
  );
}
