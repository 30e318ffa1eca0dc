import { ProDescriptions } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Drawer, Space } from 'antd';
import type { ProDescriptionsItemProps } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { Masked, Money } from '@/components/cells';
import { useMessages } from '@/adapters/intl';
import type { Messages } from '@/adapters/intl';
import type { Shipment } from '@/services/shipping';
import { MISSING } from '@/core/i18n';
import { ExpressCell, PrintStatusCell, ShipStatusCell } from './cells';

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
      size={width}
      title={row ? t('ship.detail.title', { orderNo: row.orderNo }) : undefined}
      destroyOnHidden
    >
      {row && (
        <Space orientation="vertical" size={24} style={{ width: '100%' }}>
          {sections(row, t, orderStatusLabel).map((section) => (
            <ProDescriptions<Shipment>
              key={section.title}
              column={2}
              title={section.title}
              dataSource={row}
              columns={section.items}
            />
          ))}
        </Space>
      )}
    </Drawer>
  );
}

type Item = ProDescriptionsItemProps<Shipment>;

/** A field shown as given; `copyable` ones read their text from the row. */
const shown = (title: string, value: ReactNode, extra: Partial<Item> = {}): Item => ({
  title,
  key: title,
  render: () => value,
  ...extra,
});
const copied = (title: string, dataIndex: keyof Shipment): Item => ({ title, key: title, dataIndex, copyable: true });

/** The drawer's four sections: the order, the lease, the receiver, the shipping. */
function sections(
  row: Shipment,
  t: Messages['t'],
  orderStatusLabel: (status: number | undefined) => string,
): { title: string; items: Item[] }[] {
  return [
    {
      title: t('ship.detail.order'),
      items: [
        copied(t('ship.col.orderNo'), 'orderNo'),
        shown(t('ship.col.orderStatus'), orderStatusLabel(row.orderStatus)),
        shown(t('ship.col.platform'), row.platformName),
        shown(t('ship.col.merchant'), row.mchName),
        shown(t('ship.col.goods'), row.goodsName, { span: 2 }),
        copied(t('ship.col.sn'), 'sn'),
        shown(t('ship.col.createTime'), row.createTime),
      ],
    },
    {
      title: t('ship.detail.lease'),
      items: [
        shown(t('ship.col.rentMode'), row.rentMode ? t(`ship.rentMode.${row.rentMode}`) : MISSING),
        shown(t('ship.col.leaseTerm'), t('ship.col.leaseTerm.value', { months: row.leaseTerm })),
        shown(t('ship.col.monthlyRent'), <Money fen={row.monthlyRent} />),
        shown(t('ship.col.totalRent'), <Money fen={row.totalRent} />),
        shown(t('ship.col.deposit'), <Money fen={row.deposit} />),
      ],
    },
    {
      title: t('ship.detail.receiver'),
      items: [
        shown(t('ship.col.receiver'), <Masked kind="name" value={row.receiverName} />),
        shown(t('ship.col.mobile'), <Masked kind="mobile" value={row.receiverMobile} />),
        shown(t('ship.col.address'), row.receiverAddress, { span: 2 }),
      ],
    },
    {
      title: t('ship.detail.shipping'),
      items: [
        shown(t('ship.col.shipStatus'), <ShipStatusCell status={row.shipStatus} />),
        shown(t('ship.col.printStatus'), <PrintStatusCell row={row} />),
        shown(t('ship.col.express'), <ExpressCell row={row} />),
        shown(t('ship.col.operator'), row.operatorName ?? '-'),
        shown(t('ship.col.printTime'), row.lastPrintTime ?? '-'),
        shown(t('ship.col.shipTime'), row.shipTime ?? '-'),
      ],
    },
  ];
}
