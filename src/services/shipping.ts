import { endpoint } from './endpoint';
import type { DateTimeText, Fen, Option, PageQuery, PageResult } from './types';
import type { OrderStatus } from './orders';

/** A shipment's status on the wire: 待发货, 已打单 (label printed), 已发货, 已签收, 异常. */
export const SHIP_STATUS = { toShip: 0, labelPrinted: 1, shipped: 2, signed: 3, exception: 4 } as const;
export type ShipStatus = (typeof SHIP_STATUS)[keyof typeof SHIP_STATUS];
export const SHIP_STATUSES = Object.values(SHIP_STATUS) as ShipStatus[];
/** Shipped or signed: nothing is printed for it any more. */
export const isShipped = (status: ShipStatus) => status === SHIP_STATUS.shipped || status === SHIP_STATUS.signed;

/** A waybill's print status: 未打印, 打印中, 成功, 失败. */
export const PRINT_STATUS = { none: 0, printing: 1, printed: 2, failed: 3 } as const;
export type PrintStatus = (typeof PRINT_STATUS)[keyof typeof PRINT_STATUS];
export const PRINT_STATUSES = Object.values(PRINT_STATUS) as PrintStatus[];
export type ExpressCode = 'SF' | 'ZTO' | 'YTO' | 'STO' | 'YD' | 'JD' | 'EMS';

export interface Shipment {
  id: string;
  orderNo: string;
  platformId: number;
  platformName: string;
  mchId: number;
  mchName: string;
  goodsName: string;
  sn: string;
  orderStatus: OrderStatus;
  leaseTerm: number;
  rentMode: 'return' | 'buyout';
  monthlyRent: Fen;
  totalRent: Fen;
  deposit: Fen;
  receiverName: string;
  receiverMobile: string;
  receiverAddress: string;
  expressCode?: ExpressCode;
  expressName?: string;
  waybillNo?: string;
  shipStatus: ShipStatus;
  printStatus: PrintStatus;
  printCount: number;
  printFailReason?: string;
  lastPrintTime?: DateTimeText;
  operatorId?: number;
  operatorName?: string;
  createTime: DateTimeText;
  shipTime?: DateTimeText;
}

export interface ShipListQuery extends PageQuery {
  shipStatus?: ShipStatus;
  platformId?: number;
  mchId?: number;
  orderStatus?: OrderStatus;
  operatorId?: number;
  expressCode?: ExpressCode;
  printStatus?: PrintStatus;
  startTime?: string;
  endTime?: string;
  /** An order number or a waybill number. */
  keyword?: string;
}

export type TabStat = { all: number } & Record<ShipStatus, number>;

export interface CloudPrintRequest {
  ids: string[];
  expressCode: ExpressCode;
  /** Must be true to print a row that was printed before. */
  reprint?: boolean;
  /** Client-made key: the same confirmation sent again prints once. */
  requestId: string;
}

export interface CloudPrintItem {
  id: string;
  orderNo: string;
  success: boolean;
  taskId?: string;
  waybillNo?: string;
  errMsg?: string;
}

export const getShipList = endpoint<ShipListQuery, PageResult<Shipment>>('GET', '/api/express/shipList', {
  reads: ['shipping'],
});
export const getShipPlatList = endpoint<void, Option<number>[]>('GET', '/api/express/getPlatList', {
  reads: ['orderFilters'],
});
export const getShipOperateList = endpoint<void, Option<number>[]>('GET', '/api/express/getOperateList', {
  reads: ['orderFilters'],
});
export const getShipTabStat = endpoint<Omit<ShipListQuery, 'shipStatus' | 'page' | 'limit'>, TabStat>(
  'GET',
  '/api/express/tabStat',
  { reads: ['shipping'] },
);
export const cloudPrint = endpoint<CloudPrintRequest, CloudPrintItem[]>('POST', '/api/ship/cloudPrint', {
  action: 'ship:print',
  changes: ['shipping', 'platform', 'flow', 'consumption'],
});
