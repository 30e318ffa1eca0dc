/**
 * What a print dialog says about the orders that are not a plain first print: the reprints,
 * which print only once the operator ticks that they mean it, and the orders that cannot
 * print now, each with why.
 */
import { Alert, Checkbox, Form, Space, Typography } from 'antd';
import { useMessages } from '@/adapters/intl';
import ItemList from '@/components/ItemList';
import type { Shipment } from '@/services/shipping';
import { MAX_PRINTS, type PrintBlock } from './printRules';

export function ReprintCheck({ reprints }: { reprints: Shipment[] }) {
  const { t } = useMessages();
  if (reprints.length === 0) return null;
  return (
    <Alert
      type="warning"
      style={{ marginBottom: 16 }}
      title={t('shipping.print.reprintWarn', { count: reprints.length })}
      description={
        <>
          <ItemList
            size="small"
            items={reprints}
            itemKey={(row) => row.id}
            render={(row) => (
              <Space>
                <Typography.Text>{row.orderNo}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('shipping.printCount', { count: row.printCount })}
                </Typography.Text>
              </Space>
            )}
          />
          <Form.Item
            name="confirmReprint"
            valuePropName="checked"
            style={{ marginBottom: 0 }}
            rules={[
              {
                validator: (_, value) =>
                  value ? Promise.resolve() : Promise.reject(new Error(t('shipping.print.reprintConfirm.required'))),
              },
            ]}
          >
            <Checkbox>{t('shipping.print.reprintConfirm', { count: reprints.length })}</Checkbox>
          </Form.Item>
        </>
      }
    />
  );
}

export function BlockedList({ blocked }: { blocked: { row: Shipment; reason: PrintBlock }[] }) {
  const { t } = useMessages();
  if (blocked.length === 0) return null;
  const blockedText = (row: Shipment, reason: PrintBlock) =>
    reason === 'limit'
      ? t('shipping.print.blocked.limit', { count: row.printCount, max: MAX_PRINTS })
      : t(`shipping.print.blocked.${reason}`);
  return (
    <Alert
      type="info"
      title={t('shipping.print.blocked', { count: blocked.length })}
      description={
        <ItemList
          size="small"
          items={blocked}
          itemKey={({ row }) => row.id}
          render={({ row, reason }) => (
            <Space wrap>
              <Typography.Text>{row.orderNo}</Typography.Text>
              <Typography.Text type="secondary">{blockedText(row, reason)}</Typography.Text>
            </Space>
          )}
        />
      }
    />
  );
}
