import { PrinterOutlined } from '@ant-design/icons';
import { ProDescriptions } from '@ant-design/pro-components';
import { Button, Space } from 'antd';
import type { ProDescriptionsItemProps } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { Masked, Money } from '@/components/cells';
import DetailDrawer from '@/components/DetailDrawer';
import { useApiQuery } from '@/components/data';
import { useMessages } from '@/adapters/intl';
import type { Messages } from '@/adapters/intl';
import { getShipList, type Shipment } from '@/services/shipping';
import { MISSING } from '@/core/i18n';
import { ExpressCell, PrintStatusCell, ShipmentStatusCell } from './cells';
import PrintHistory from './PrintHistory';
import { printChoice, type PrintRights } from './printRules';

/**
 * One order's details in a drawer, opened from a row: the order, its lease, the receiver, the
 * shipping and the waybill's print history, with 打印面单 or 补打 at hand. The order is read
 * again by its number when the drawer opens (the list's own keyword filter: no endpoint of its
 * own), and again after each print, so the history shows what the last print did even when
 * the order has moved to another tab.
 */
export default function ShipmentDetail({
  row,
  orderStatusLabel,
  rights,
  onPrint,
  onClose,
}: {
  row?: Shipment;
  orderStatusLabel: (status: number | undefined) => string;
  rights: PrintRights;
  /** None: no print here (an order opened over another screen prints on 订单发货). */
  onPrint?: (row: Shipment) => void;
  onClose: () => void;
}) {
  const { t } = useMessages();
  const fresh = useApiQuery(
    getShipList,
    { page: 1, limit: 10, keyword: row?.orderNo ?? '' },
    { enabled: Boolean(row), keepPrevious: true },
  );
  const shown = (row && fresh.data?.list.find((candidate) => candidate.id === row.id)) || row;
  const choice = shown && printChoice(shown, rights);
  return (
    <DetailDrawer
      open={Boolean(row)}
      onClose={onClose}
      title={row ? t('shipping.detail.title', { orderNo: row.orderNo }) : undefined}
      extra={
        shown &&
        choice &&
        onPrint && (
          <Button icon={<PrinterOutlined />} disabled={choice.disabled} onClick={() => onPrint(shown)}>
            {t(`shipping.action.${choice.kind}`)}
          </Button>
        )
      }
    >
      {shown && (
        <Space orientation="vertical" size={24} style={{ width: '100%' }}>
          {sections(shown, t, orderStatusLabel).map((section) => (
            <ProDescriptions<Shipment>
              key={section.title}
              column={2}
              title={section.title}
              dataSource={shown}
              columns={section.items}
            />
          ))}
          <PrintHistory row={shown} loading={fresh.loading} failed={fresh.error} onRetry={fresh.reload} />
        </Space>
      )}
    </DetailDrawer>
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
      title: t('shipping.detail.order'),
      items: [
        copied(t('shipping.col.orderNo'), 'orderNo'),
        shown(t('shipping.col.orderStatus'), orderStatusLabel(row.orderStatus)),
        shown(t('shipping.col.platform'), row.platformName),
        shown(t('shipping.col.merchant'), row.mchName),
        shown(t('shipping.col.goods'), row.goodsName, { span: 2 }),
        copied(t('shipping.col.sn'), 'sn'),
        shown(t('shipping.col.createTime'), row.createTime),
      ],
    },
    {
      title: t('shipping.detail.lease'),
      items: [
        shown(t('shipping.col.rentMode'), row.rentMode ? t(`shipping.rentMode.${row.rentMode}`) : MISSING),
        shown(t('shipping.col.leaseTerm'), t('shipping.col.leaseTerm.value', { months: row.leaseTerm })),
        shown(t('shipping.col.monthlyRent'), <Money fen={row.monthlyRent} />),
        shown(t('shipping.col.totalRent'), <Money fen={row.totalRent} />),
        shown(t('shipping.col.deposit'), <Money fen={row.deposit} />),
      ],
    },
    {
      title: t('shipping.detail.receiver'),
      items: [
        shown(t('shipping.col.receiver'), <Masked kind="name" value={row.receiverName} />),
        shown(t('shipping.col.mobile'), <Masked kind="mobile" value={row.receiverMobile} />),
        shown(t('shipping.col.address'), row.receiverAddress, { span: 2 }),
      ],
    },
    {
      title: t('shipping.detail.shipping'),
      items: [
        shown(t('shipping.col.shipStatus'), <ShipmentStatusCell status={row.shipStatus} />),
        shown(t('shipping.col.printStatus'), <PrintStatusCell row={row} />),
        shown(t('shipping.col.express'), <ExpressCell row={row} />),
        shown(t('shipping.col.operator'), row.operatorName ?? '-'),
        shown(t('shipping.col.printTime'), row.lastPrintTime ?? '-'),
        shown(t('shipping.col.shipTime'), row.shipTime ?? '-'),
      ],
    },
  ];
}
