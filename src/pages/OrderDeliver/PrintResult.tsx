import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useMessages } from '@/adapters/intl';
import { Alert, Button, Modal, Result, Table, Tag, Typography } from 'antd';
import { useCan } from '@/components/Permission';
import type { CloudPrintItem } from '@/services/shipping';

interface Props {
  results: CloudPrintItem[];
  /** The answer was lost: these results were read back from the orders. */
  checked?: boolean;
  onClose: () => void;
  /** Opens the print dialog again for only the failed orders. */
  onRetryFailed: (failedIds: string[]) => void;
}

/** The batch result: every order with its waybill number or the reason it failed. */
export default function PrintResult({ results, checked, onClose, onRetryFailed }: Props) {
  const { t } = useMessages();
  const canPrint = useCan('ship:print');
  const failed = results.filter((item) => !item.success);
  const ok = results.length - failed.length;
  return (
    <Modal
      open
      title={t('ship.result.title')}
      onCancel={onClose}
      width={640}
      footer={[
        failed.length > 0 && canPrint ? (
          <Button key="retry" type="primary" onClick={() => onRetryFailed(failed.map((item) => item.id))}>
            {t('ship.result.retry', { count: failed.length })}
          </Button>
        ) : null,
        <Button key="close" onClick={onClose}>
          {t('ship.result.close')}
        </Button>,
      ]}
    >
      {checked && <Alert type="info" showIcon message={t('ship.result.checked')} style={{ marginBottom: 8 }} />}
      <Result
        style={{ padding: '8px 0 16px' }}
        status={failed.length === 0 ? 'success' : ok === 0 ? 'error' : 'warning'}
        title={t('ship.result.summary', { ok, failed: failed.length })}
      />
      <Table<CloudPrintItem>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={[...failed, ...results.filter((item) => item.success)]}
        columns={[
          { title: t('ship.col.orderNo'), dataIndex: 'orderNo', width: 200 },
          {
            title: t('ship.col.printStatus'),
            width: 90,
            render: (_, item) =>
              item.success ? (
                <Tag icon={<CheckCircleFilled />} color="success">
                  {t('ship.result.ok')}
                </Tag>
              ) : (
                <Tag icon={<CloseCircleFilled />} color="error">
                  {t('ship.result.failed')}
                </Tag>
              ),
          },
          {
            title: t('ship.result.detail'),
            render: (_, item) =>
              item.success ? (
                <Typography.Text copyable>{item.waybillNo}</Typography.Text>
              ) : (
                <Typography.Text type="danger">{item.errMsg}</Typography.Text>
              ),
          },
        ]}
      />
    </Modal>
  );
}
