import { endpoint } from './endpoint';
import type { DateTimeText, Fen, Option, PageQuery, PageResult } from './types';
import type { OrderStatus } from './orders';

/** 0 待发货 to ship · 1 已打单 label printed · 2 已发货 shipped · 3 已签收 signed · 4 异常 exception */
export type ShipStatus = 0 | 1 | 2 | 3 | 4;
/** 0 未打印 · 1 打印中 · 2 成功 · 3 失败 */
export type PrintStatus = 0 | 1 | 2 | 3;
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

export const getShipList = endpoint<ShipListQuery, PageResult<Shipment>>('GET', '/api/express/shipList', { reads: ['shipping'] });
export const getShipPlatList = endpoint<void, Option<number>[]>('GET', '/api/express/getPlatList', { reads: ['orderFilters'] });
export const getShipOperateList = endpoint<void, Option<number>[]>('GET', '/api/express/getOperateList', { reads: ['orderFilters'] });
export const getShipTabStat = endpoint<Omit<ShipListQuery, 'shipStatus' | 'page' | 'limit'>, TabStat>(
  'GET',
  '/api/express/tabStat', { reads: ['shipping'] });
export const cloudPrint = endpoint<CloudPrintRequest, CloudPrintItem[]>('POST', '/api/ship/cloudPrint', { changes: ['shipping', 'platform', 'flow', 'consumption'] });
