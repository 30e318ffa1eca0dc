import type { ProColumns } from '@ant-design/pro-table';
import type { Messages } from '@/adapters/intl';
import type { ReactNode } from 'react';
import type { CsvColumn } from '@/core/csv';
import { fenToYuanText } from '@/core/money';
import type { FilterSpec } from '@/core/urlQuery';
import type { ListQuery } from '@/components/ListScreen';
import type { Shipment, ShipListQuery } from '@/services/shipping';
import { CopyableNo, Money, Stacked, statusLabel } from '@/components/cells';
import { maskMobile, maskName } from '@/core/mask';
import { ExpressCell, PrintStatusCell, ShipStatusCell } from './cells';
import { groupMerchants, type FilterOptions } from './useFilterOptions';
import { EXPRESS_CODES } from './printRules';

/** The filters this screen keeps in the URL, and what the API calls them. */
export const SHIP_FILTERS: FilterSpec<ListQuery<ShipListQuery>>[] = [
  { name: 'keyword', kind: 'text' },
  { name: 'platformId', kind: 'number' },
  { name: 'mchId', kind: 'number' },
  { name: 'orderStatus', kind: 'number' },
  { name: 'operatorId', kind: 'number' },
  { name: 'expressCode', kind: 'text' },
  { name: 'date', kind: 'dateRange', apiNames: ['startTime', 'endTime'] },
];

function selectProps({ t }: Messages, options: unknown[] | undefined, failed: boolean) {
  return {
    options: options ?? [],
    showSearch: true,
    optionFilterProp: 'label',
    allowClear: true,
    notFoundContent: failed ? t('ship.options.failed') : undefined,
  };
}

export function shipColumns(
  messages: Messages,
  options: FilterOptions,
  renderActions: (row: Shipment) => ReactNode,
  openDetail: (row: Shipment) => void,
): ProColumns<Shipment>[] {
  const { t } = messages;
  return [
    // Search-only fields.
    {
      title: t('ship.col.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('ship.col.keyword.placeholder'), allowClear: true },
    },
    {
      title: t('ship.col.platform'),
      dataIndex: 'platformId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: selectProps(messages, options.platforms, options.failed.has('platforms')),
    },
    {
      title: t('ship.col.merchant'),
      dataIndex: 'mchId',
      hideInTable: true,
      valueType: 'select',
      dependencies: ['platformId'],
      fieldProps: (form) =>
        selectProps(
          messages,
          groupMerchants(options.merchants, options.orderPlatforms ?? options.platforms, form?.getFieldValue?.('platformId')),
          options.failed.has('merchants'),
        ),
    },
    {
      title: t('ship.col.orderStatus'),
      dataIndex: 'orderStatus',
      hideInTable: true,
      valueType: 'select',
      fieldProps: selectProps(messages, options.statuses, options.failed.has('statuses')),
    },
    {
      title: t('ship.col.operator'),
      dataIndex: 'operatorId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: selectProps(messages, options.operators, options.failed.has('operators')),
    },
    {
      title: t('ship.col.express'),
      dataIndex: 'expressCode',
      hideInTable: true,
      valueType: 'select',
      fieldProps: selectProps(
        messages,
        EXPRESS_CODES.map((code) => ({ value: code, label: t(`ship.express.${code}`) })),
        false,
      ),
    },
    { title: t('ship.col.createTime.range'), dataIndex: 'date', hideInTable: true, valueType: 'dateRange' },

    // Table columns.
    {
      title: t('ship.col.orderNo'),
      dataIndex: 'orderNo',
      hideInSearch: true,
      fixed: 'left',
      width: 200,
      render: (_, row) => (
        <Stacked
          main={<CopyableNo value={row.orderNo} onOpen={() => openDetail(row)} />}
          sub={row.createTime}
        />
      ),
    },
    {
      title: `${t('ship.col.platform')} / ${t('ship.col.merchant')}`,
      key: 'platform',
      hideInSearch: true,
      width: 150,
      render: (_, row) => <Stacked main={row.platformName} sub={row.mchName} />,
    },
    {
      title: t('ship.col.goods'),
      key: 'goods',
      hideInSearch: true,
      width: 220,
      render: (_, row) => <Stacked ellipsis main={row.goodsName} sub={`${t('ship.col.sn')} ${row.sn}`} />,
    },
    {
      title: t('ship.col.receiver'),
      key: 'receiver',
      hideInSearch: true,
      width: 220,
      render: (_, row) => <Stacked ellipsis main={`${maskName(row.receiverName)} ${maskMobile(row.receiverMobile)}`} sub={row.receiverAddress} />,
    },
    {
      title: t('ship.col.monthlyRent'),
      dataIndex: 'monthlyRent',
      hideInSearch: true,
      align: 'right',
      width: 110,
      render: (_, row) => <Money fen={row.monthlyRent} />,
    },
    { title: t('ship.col.orderStatus'), key: 'orderStatusText', hideInSearch: true, width: 90, render: (_, row) => statusLabel(options.statuses, row.orderStatus) },
    { title: t('ship.col.express'), key: 'express', hideInSearch: true, width: 170, render: (_, row) => <ExpressCell row={row} /> },
    { title: t('ship.col.shipStatus'), dataIndex: 'shipStatus', hideInSearch: true, width: 100, render: (_, row) => <ShipStatusCell status={row.shipStatus} /> },
    { title: t('ship.col.printStatus'), dataIndex: 'printStatus', hideInSearch: true, width: 150, render: (_, row) => <PrintStatusCell row={row} /> },
    { title: t('ship.col.operator'), dataIndex: 'operatorName', hideInSearch: true, width: 90, render: (_, row) => row.operatorName ?? '-' },
    { title: t('ship.col.printTime'), dataIndex: 'lastPrintTime', hideInSearch: true, width: 160, render: (_, row) => row.lastPrintTime ?? '-' },
    {
      title: t('ship.col.actions'),
      key: 'actions',
      hideInSearch: true,
      fixed: 'right',
      width: 150,
      render: (_, row) => renderActions(row),
    },
  ];
}

/** The export's columns: every field an operator reconciles with, money in yuan. */
export function shipCsvColumns({ t }: Messages, statusLabel: (value: number) => string): CsvColumn<Shipment>[] {
  return [
    { title: t('ship.col.orderNo'), value: (row) => row.orderNo },
    { title: t('ship.col.createTime'), value: (row) => row.createTime },
    { title: t('ship.col.platform'), value: (row) => row.platformName },
    { title: t('ship.col.merchant'), value: (row) => row.mchName },
    { title: t('ship.col.goods'), value: (row) => row.goodsName },
    { title: t('ship.col.sn'), value: (row) => row.sn },
    { title: t('ship.col.receiver'), value: (row) => maskName(row.receiverName) },
    { title: t('ship.col.mobile'), value: (row) => maskMobile(row.receiverMobile) },
    { title: t('ship.col.address'), value: (row) => row.receiverAddress },
    { title: t('ship.col.monthlyRent'), value: (row) => fenToYuanText(row.monthlyRent) },
    { title: t('ship.col.orderStatus'), value: (row) => statusLabel(row.orderStatus) },
    { title: t('ship.col.express'), value: (row) => (row.expressCode ? t(`ship.express.${row.expressCode}`) : '') },
    { title: t('ship.col.waybill'), value: (row) => row.waybillNo },
    { title: t('ship.col.shipStatus'), value: (row) => t(`ship.status.${row.shipStatus}`) },
    { title: t('ship.col.printStatus'), value: (row) => t(`ship.print.${row.printStatus}`) },
    { title: t('ship.col.printFail'), value: (row) => row.printFailReason },
    { title: t('ship.col.operator'), value: (row) => row.operatorName },
    { title: t('ship.col.printTime'), value: (row) => row.lastPrintTime },
    { title: t('ship.col.shipTime'), value: (row) => row.shipTime },
  ];
}
