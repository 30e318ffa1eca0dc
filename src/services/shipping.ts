import type * as v from 'valibot';
import { endpoint, keyedEndpoint } from './endpoint';
import { orderStatus } from './orders';
import {
  bool,
  dateTime,
  day,
  fen,
  int,
  list,
  oneOf,
  option,
  needed,
  optional,
  pageEntries,
  pageOf,
  record,
  text,
} from './wire';

/** A shipment's status on the wire; its labels live in the locale files. */
export const SHIPMENT_STATUS = { toShip: 0, labelPrinted: 1, shipped: 2, signed: 3, exception: 4 } as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUS)[keyof typeof SHIPMENT_STATUS];
export const SHIPMENT_STATUSES = Object.values(SHIPMENT_STATUS) as ShipmentStatus[];
/** Shipped or signed: nothing is printed for it any more. */
export const isShipped = (status: ShipmentStatus) =>
  status === SHIPMENT_STATUS.shipped || status === SHIPMENT_STATUS.signed;
const shipStatus = oneOf(SHIPMENT_STATUS, 'Shipment status');

/** A waybill's print status: 未打印, 打印中, 成功, 失败. */
export const PRINT_STATUS = { none: 0, printing: 1, printed: 2, failed: 3 } as const;
export type PrintStatus = (typeof PRINT_STATUS)[keyof typeof PRINT_STATUS];
export const PRINT_STATUSES = Object.values(PRINT_STATUS) as PrintStatus[];
const printStatus = oneOf(PRINT_STATUS, 'Waybill print status');

/** The carriers the warehouse prints for, in the order operators see them (filters, print dialog). */
export const EXPRESS_CODES = ['SF', 'JD', 'ZTO', 'YTO', 'STO', 'YD', 'EMS'] as const;
export type ExpressCode = (typeof EXPRESS_CODES)[number];
const expressCode = oneOf(EXPRESS_CODES, 'Carrier code');

/** One attempt to print the order's waybill: what the cloud printer was asked and what came of it. */
const printAttempt = record({
  time: needed(dateTime('When the print was sent'), 'orders the history'),
  success: needed(bool('Whether the waybill printed'), 'the result shown'),
  reprint: optional(bool('A reprint of a waybill printed before')),
  expressCode: optional(expressCode),
  waybillNo: optional(text('The waybill number printed')),
  reason: optional(text('Why it did not print')),
  operatorName: optional(text('Who sent it')),
});
export type PrintAttempt = v.InferOutput<typeof printAttempt>;

const shipment = record({
  id: needed(text('Shipment id'), 'the row key; what a print sends'),
  orderNo: needed(
    text('Order number'),
    'names the order in the print dialog, its results and the read-back after a lost answer',
  ),
  platformId: needed(int('Platform id'), 'which platform a failed print asks to recharge'),
  platformName: optional(text('Platform name')),
  mchId: optional(int('Merchant (store) id')),
  mchName: optional(text('Merchant name')),
  goodsName: optional(text('Goods')),
  sn: optional(text('Device serial number')),
  orderStatus: optional(orderStatus),
  leaseTerm: optional(int('Lease term in months')),
  rentMode: optional(oneOf(['return', 'buyout'], 'return: returned at the end; buyout: bought at the end')),
  monthlyRent: optional(fen('Monthly rent')),
  totalRent: optional(fen('Total rent')),
  deposit: optional(fen('Deposit')),
  receiverName: optional(text('Receiver, masked (张*) unless the account may see it')),
  receiverMobile: optional(text('Receiver mobile, masked unless the account may see it')),
  receiverAddress: optional(text('Receiver address, masked unless the account may see it')),
  expressCode: optional(expressCode),
  expressName: optional(text('Carrier name')),
  waybillNo: optional(text('Waybill number')),
  shipStatus: needed(shipStatus, 'decides the tab and whether it may print'),
  printStatus: needed(printStatus, 'decides print or reprint, and the read-back after a lost answer'),
  printCount: needed(int('Times the waybill was printed (first print and reprints)'), 'the reprint limit'),
  printFailReason: optional(text('Why the last print failed')),
  lastPrintTime: optional(dateTime('Last printed')),
  printLogs: optional(list(printAttempt)),
  operatorId: optional(int('Who shipped')),
  operatorName: optional(text('Their name')),
  createTime: optional(dateTime('Ordered')),
  shipTime: optional(dateTime('Shipped')),
});
export type Shipment = v.InferOutput<typeof shipment>;

const filterEntries = {
  platformId: optional(int('Only this platform')),
  mchId: optional(int('Only this merchant')),
  orderStatus: optional(orderStatus),
  operatorId: optional(int('Only shipped by this operator')),
  expressCode: optional(expressCode),
  printStatus: optional(printStatus),
  startTime: optional(day('Ordered from')),
  endTime: optional(day('Ordered until')),
  /** An order number or a waybill number. */
  keyword: optional(text('An order number or a waybill number')),
};
const shipListQuery = record({ ...pageEntries, shipStatus: optional(shipStatus), ...filterEntries });
export type ShipListQuery = v.InferOutput<typeof shipListQuery>;

const tabStat = record({
  all: optional(int('Shipments matching the filter')),
  ...Object.fromEntries(SHIPMENT_STATUSES.map((status) => [status, optional(int('Shipments of this status'))])),
});
export type TabStat = { all: number } & Record<ShipmentStatus, number>;

const cloudPrintRequest = record({
  ids: list(text('Shipment id')),
  expressCode,
  /** Must be true to print a row that was printed before. */
  reprint: optional(bool('Must be true to print a row that was printed before')),
  /** Client-made key: the same confirmation sent again prints once. */
  requestId: text('Idempotency key of this intent: the same key and values print once'),
});

const cloudPrintItem = record({
  id: needed(text('Shipment id'), 'which order the result is for'),
  orderNo: needed(text('Order number'), 'names the order in the result'),
  success: needed(bool('Whether this row printed'), 'printed or not'),
  taskId: optional(text('The cloud printer’s task')),
  waybillNo: optional(text('The waybill number assigned')),
  errMsg: optional(text('Why it did not print')),
});
export type CloudPrintItem = v.InferOutput<typeof cloudPrintItem>;

export const getShipList = endpoint('GET', '/api/express/shipList', {
  summary: 'Shipments, one page',
  request: shipListQuery,
  answer: pageOf(shipment),
  action: 'ship:view',
  reads: ['shipping'],
});
export const getShipPlatList = endpoint('GET', '/api/express/getPlatList', {
  summary: 'Platforms to filter shipments by',
  answer: list(option(int('Platform id'))),
  reads: ['orderFilters'],
});
export const getShipOperateList = endpoint('GET', '/api/express/getOperateList', {
  summary: 'Operators to filter shipments by',
  answer: list(option(int('Operator id'))),
  reads: ['orderFilters'],
});
export const getShipTabStat = endpoint('GET', '/api/express/tabStat', {
  summary: 'Shipments per status for the filter (the tab badges)',
  request: record(filterEntries),
  answer: tabStat as unknown as v.GenericSchema<TabStat>,
  action: 'ship:view',
  reads: ['shipping'],
});
export const cloudPrint = keyedEndpoint('POST', '/api/ship/cloudPrint', {
  summary: 'Prints waybills through the cloud printer (charges the platform per waybill)',
  request: cloudPrintRequest,
  answer: list(cloudPrintItem),
  keyed: { move: 'print', repeatable: 'print', moved: (answer) => answer.some((item) => item.success) },
  action: 'ship:print',
  changes: ['shipping', 'platform', 'flow', 'consumption'],
});
