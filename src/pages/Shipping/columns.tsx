import type { SelectProps } from 'antd';
import type { Messages } from '@/adapters/intl';
import { moneyField, type ListField, type ListQuery } from '@/components/ListScreen';
import { PRINT_STATUSES, type Shipment, type ShipListQuery } from '@/services/shipping';
import { CopyableNo, Stacked, statusLabel } from '@/components/cells';
import { maskMobile, maskName } from '@/core/mask';
import { ExpressCell, PrintStatusCell, ShipmentStatusCell } from './cells';
import { groupMerchants, type FilterOptions } from './useFilterOptions';
import { EXPRESS_CODES } from './printRules';

type ShippingField = ListField<Shipment, ListQuery<ShipListQuery>>;

function selectProps({ t }: Messages, options: SelectProps['options'], failed: boolean): SelectProps {
  return {
    options: options ?? [],
    showSearch: true,
    optionFilterProp: 'label',
    allowClear: true,
    notFoundContent: failed ? t('shipping.options.failed') : undefined,
  };
}

/** The platform and merchant filters: the merchant list follows the platform picked. */
function placeFilters(messages: Messages, options: FilterOptions): ShippingField[] {
  const { t } = messages;
  return [
    {
      key: 'platformFilter',
      title: t('shipping.col.platform'),
      filter: {
        kind: 'number',
        name: 'platformId',
        select: selectProps(messages, options.platforms, options.failed.has('platforms')),
      },
    },
    {
      key: 'merchantFilter',
      title: t('shipping.col.merchant'),
      filter: {
        kind: 'number',
        name: 'mchId',
        dependsOn: ['platformId'],
        select: (form) =>
          selectProps(
            messages,
            groupMerchants(
              options.merchants,
              options.orderPlatforms ?? options.platforms,
              form.getFieldValue('platformId') as number | undefined,
            ),
            options.failed.has('merchants'),
          ),
      },
    },
  ];
}

/** Carrier and waybill: shown together, filtered by carrier, two CSV columns. */
function expressField(messages: Messages): ShippingField {
  const { t } = messages;
  return {
    key: 'express',
    title: t('shipping.col.express'),
    width: 120,
    cell: (row) => <ExpressCell row={row} />,
    filter: {
      kind: 'text',
      name: 'expressCode',
      select: selectProps(
        messages,
        EXPRESS_CODES.map((code) => ({ value: code, label: t(`shipping.express.${code}`) })),
        false,
      ),
    },
    csv: [
      {
        title: t('shipping.col.express'),
        value: (row) => (row.expressCode ? t(`shipping.express.${row.expressCode}`) : ''),
      },
      { title: t('shipping.col.waybill'), value: (row) => row.waybillNo },
    ],
  };
}

function printStatusField({ t }: Messages): ShippingField {
  return {
    key: 'printStatus',
    title: t('shipping.col.printStatus'),
    width: 160,
    cell: (row) => <PrintStatusCell row={row} />,
    filter: {
      kind: 'number',
      name: 'printStatus',
      select: { options: PRINT_STATUSES.map((value) => ({ value, label: t(`shipping.print.${value}`) })) },
    },
    csv: [
      { title: t('shipping.col.printStatus'), value: (row) => t(`shipping.print.${row.printStatus}`) },
      { title: t('shipping.col.printFail'), value: (row) => row.printFailReason },
    ],
  };
}

/** 订单发货's fields: each one's cell, filter and CSV column together (money in yuan in the export). */
export function shippingFields(
  messages: Messages,
  options: FilterOptions,
  openDetail: (row: Shipment) => void,
): ShippingField[] {
  const { t } = messages;
  const orderStatus = (value: number | undefined) => statusLabel(options.statuses, value);
  return [
    {
      key: 'keyword',
      title: t('shipping.col.keyword'),
      filter: { kind: 'text', name: 'keyword', placeholder: t('shipping.col.keyword.placeholder') },
    },
    {
      key: 'orderNo',
      title: t('shipping.col.orderNo'),
      fixed: 'left',
      width: 160,
      cell: (row) => (
        <Stacked main={<CopyableNo value={row.orderNo} onOpen={() => openDetail(row)} />} sub={row.createTime} />
      ),
      csv: [
        { title: t('shipping.col.orderNo'), value: (row) => row.orderNo },
        { title: t('shipping.col.createTime'), value: (row) => row.createTime },
      ],
    },
    {
      key: 'platform',
      title: `${t('shipping.col.platform')} / ${t('shipping.col.merchant')}`,
      width: 150,
      hidden: true,
      cell: (row) => <Stacked main={row.platformName} sub={row.mchName} />,
      csv: [
        { title: t('shipping.col.platform'), value: (row) => row.platformName },
        { title: t('shipping.col.merchant'), value: (row) => row.mchName },
      ],
    },
    ...placeFilters(messages, options),
    {
      key: 'goods',
      title: t('shipping.col.goods'),
      width: 150,
      cell: (row) => <Stacked ellipsis main={row.goodsName} sub={`${t('shipping.col.sn')} ${row.sn}`} />,
      csv: [
        { title: t('shipping.col.goods'), value: (row) => row.goodsName },
        { title: t('shipping.col.sn'), value: (row) => row.sn },
      ],
    },
    {
      key: 'receiver',
      title: t('shipping.col.receiver'),
      width: 170,
      hidden: true,
      cell: (row) => (
        <Stacked
          ellipsis
          main={`${maskName(row.receiverName)} ${maskMobile(row.receiverMobile)}`}
          sub={row.receiverAddress}
        />
      ),
      csv: [
        { title: t('shipping.col.receiver'), value: (row) => maskName(row.receiverName) },
        { title: t('shipping.col.mobile'), value: (row) => maskMobile(row.receiverMobile) },
        { title: t('shipping.col.address'), value: (row) => row.receiverAddress },
      ],
    },
    moneyField({ key: 'monthlyRent', title: t('shipping.col.monthlyRent'), width: 90, fen: (row) => row.monthlyRent }),
    {
      key: 'orderStatusText',
      title: t('shipping.col.orderStatus'),
      filter: {
        kind: 'number',
        name: 'orderStatus',
        select: selectProps(messages, options.statuses, options.failed.has('statuses')),
      },
      csv: (row) => orderStatus(row.orderStatus),
    },
    expressField(messages),
    {
      key: 'shipStatus',
      title: t('shipping.col.shipStatus'),
      width: 100,
      cell: (row) => <ShipmentStatusCell status={row.shipStatus} orderStatus={orderStatus(row.orderStatus)} />,
      csv: (row) => t(`shipping.status.${row.shipStatus}`),
    },
    printStatusField(messages),
    {
      key: 'operatorName',
      title: t('shipping.col.operator'),
      width: 90,
      hidden: true,
      cell: (row) => row.operatorName ?? '-',
      filter: {
        kind: 'number',
        name: 'operatorId',
        select: selectProps(messages, options.operators, options.failed.has('operators')),
      },
      csv: (row) => row.operatorName,
    },
    {
      key: 'lastPrintTime',
      title: t('shipping.col.printTime'),
      csv: [
        { title: t('shipping.col.printTime'), value: (row) => row.lastPrintTime },
        { title: t('shipping.col.shipTime'), value: (row) => row.shipTime },
      ],
    },
    {
      key: 'date',
      title: t('shipping.col.createTime.range'),
      filter: { kind: 'dateRange', name: 'date', apiNames: ['startTime', 'endTime'] },
    },
  ];
}
