import { useIntl } from '@umijs/max';
import { Badge, Space, Tooltip, Typography } from 'antd';
import type { PrintStatus, Shipment, ShipStatus } from '@/services/shipping';

const SHIP_BADGE: Record<ShipStatus, 'warning' | 'processing' | 'default' | 'success' | 'error'> = {
  0: 'warning',
  1: 'processing',
  2: 'default',
  3: 'success',
  4: 'error',
};

const PRINT_BADGE: Record<PrintStatus, 'default' | 'processing' | 'success' | 'error'> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
};

export function ShipStatusCell({ status }: { status: ShipStatus }) {
  const intl = useIntl();
  return <Badge status={SHIP_BADGE[status]} text={intl.formatMessage({ id: `ship.status.${status}` })} />;
}

/** Print status, how many times it printed, and the last failure's reason. */
export function PrintStatusCell({ row }: { row: Shipment }) {
  const intl = useIntl();
  return (
    <Space direction="vertical" size={0}>
      <Badge status={PRINT_BADGE[row.printStatus]} text={intl.formatMessage({ id: `ship.print.${row.printStatus}` })} />
      {row.printCount > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {intl.formatMessage({ id: 'ship.printCount' }, { count: row.printCount })}
        </Typography.Text>
      )}
      {row.printStatus === 3 && row.printFailReason && (
        <Tooltip title={row.printFailReason}>
          <Typography.Text type="danger" style={{ fontSize: 12, maxWidth: 160 }} ellipsis>
            {row.printFailReason}
          </Typography.Text>
        </Tooltip>
      )}
    </Space>
  );
}

export function ExpressCell({ row }: { row: Shipment }) {
  const intl = useIntl();
  if (!row.expressCode) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      <span>{intl.formatMessage({ id: `ship.express.${row.expressCode}` })}</span>
      {row.waybillNo ? (
        <Typography.Text copyable style={{ fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
          {row.waybillNo}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
