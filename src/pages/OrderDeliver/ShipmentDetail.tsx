import { ProDescriptions } from '@ant-design/pro-descriptions';
import { useModel } from '@umijs/max';
import { useMessages } from '@/adapters/intl';
import { Drawer, Space } from 'antd';
import { Masked, Money } from '@/components/cells';
import type { Shipment } from '@/services/shipping';
import { ExpressCell, PrintStatusCell, ShipStatusCell } from './cells';
import { MISSING } from '@/core/i18n';

/** One order's details in a drawer, opened from a row. */
export default function ShipmentDetail({
  row,
  orderStatusLabel,
  onClose,
}: {
  row?: Shipment;
  orderStatusLabel: (status: number | undefined) => string;
  onClose: () => void;
}) {
  const { t } = useMessages();
  const { initialState } = useModel('@@initialState');
  const width = Math.min(initialState?.contentWidth ?? 800, typeof window === 'undefined' ? 800 : window.innerWidth);
  return (
    <Drawer
      open={Boolean(row)}
      onClose={onClose}
      width={width}
      title={row ? t('ship.detail.title', { orderNo: row.orderNo }) : undefined}
      destroyOnHidden
    >
      {row && (
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
          <ProDescriptions column={2} title={t('ship.detail.order')} dataSource={row}>
            <ProDescriptions.Item label={t('ship.col.orderNo')} copyable>
              {row.orderNo}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.orderStatus')}>
              {orderStatusLabel(row.orderStatus)}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.platform')}>{row.platformName}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.merchant')}>{row.mchName}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.goods')} span={2}>
              {row.goodsName}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.sn')} copyable>
              {row.sn}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.createTime')}>{row.createTime}</ProDescriptions.Item>
          </ProDescriptions>
          <ProDescriptions column={2} title={t('ship.detail.lease')} dataSource={row}>
            <ProDescriptions.Item label={t('ship.col.rentMode')}>
              {row.rentMode ? t(`ship.rentMode.${row.rentMode}`) : MISSING}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.leaseTerm')}>
              {t('ship.col.leaseTerm.value', { months: row.leaseTerm })}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.monthlyRent')}>
              <Money fen={row.monthlyRent} />
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.totalRent')}>
              <Money fen={row.totalRent} />
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.deposit')}>
              <Money fen={row.deposit} />
            </ProDescriptions.Item>
          </ProDescriptions>
          <ProDescriptions column={2} title={t('ship.detail.receiver')} dataSource={row}>
            <ProDescriptions.Item label={t('ship.col.receiver')}>
              <Masked kind="name" value={row.receiverName} />
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.mobile')}>
              <Masked kind="mobile" value={row.receiverMobile} />
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.address')} span={2}>
              {row.receiverAddress}
            </ProDescriptions.Item>
          </ProDescriptions>
          <ProDescriptions column={2} title={t('ship.detail.shipping')} dataSource={row}>
            <ProDescriptions.Item label={t('ship.col.shipStatus')}>
              <ShipStatusCell status={row.shipStatus} />
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.printStatus')}>
              <PrintStatusCell row={row} />
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.express')}>
              <ExpressCell row={row} />
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.operator')}>{row.operatorName ?? '-'}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.printTime')}>{row.lastPrintTime ?? '-'}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('ship.col.shipTime')}>{row.shipTime ?? '-'}</ProDescriptions.Item>
          </ProDescriptions>
        </Space>
      )}
    </Drawer>
  );
}
