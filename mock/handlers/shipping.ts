import { http } from 'msw';
import type { OrderStatus } from '../../src/services/orders';
import type { CloudPrintItem, CloudPrintRequest, ExpressCode, Shipment, ShipStatus } from '../../src/services/shipping';
import { db } from '../db';
import { nowText } from '../db/random';
import { EXPRESS_NAMES, MAX_PRINTS, OPERATORS, ORDER_STATUS_LABELS, UNREACHABLE_MARK, WAYBILL_FEE, waybillFor } from '../db/shipping';
import { api, fail, jsonOf, latency, NOT_LOGGED_IN, ok, paginate, queryOf, userOf } from './utils';

const SHIP_STATUSES: ShipStatus[] = [0, 1, 2, 3, 4];
const PRINTABLE: ShipStatus[] = [0, 1, 4];

/** Every filter of the list except the ship status (tab counts use the same). */
function matches(shipment: Shipment, query: Record<string, string>): boolean {
  const num = (key: string) => (query[key] !== undefined && query[key] !== '' ? Number(query[key]) : undefined);
  if (num('platformId') !== undefined && shipment.platformId !== num('platformId')) return false;
  if (num('mchId') !== undefined && shipment.mchId !== num('mchId')) return false;
  if (num('orderStatus') !== undefined && shipment.orderStatus !== num('orderStatus')) return false;
  if (num('operatorId') !== undefined && shipment.operatorId !== num('operatorId')) return false;
  if (query.expressCode && shipment.expressCode !== query.expressCode) return false;
  if (query.startTime && shipment.createTime < `${query.startTime} 00:00:00`) return false;
  if (query.endTime && shipment.createTime > `${query.endTime} 23:59:59`) return false;
  const keyword = query.keyword?.trim().toUpperCase();
  if (keyword && !shipment.orderNo.toUpperCase().includes(keyword) && !(shipment.waybillNo ?? '').toUpperCase().includes(keyword)) return false;
  return true;
}

function printOne(shipment: Shipment, code: ExpressCode, reprint: boolean, operator: { id: number; nickname: string }): CloudPrintItem {
  const base = { id: shipment.id, orderNo: shipment.orderNo };
  const platform = db.platforms.find((candidate) => candidate.id === shipment.platformId)!;
  const refuse = (errMsg: string, recordFailure = true): CloudPrintItem => {
    if (recordFailure) {
      shipment.printStatus = 3;
      shipment.printFailReason = errMsg;
      shipment.lastPrintTime = nowText();
    }
    return { ...base, success: false, errMsg };
  };
  if (!PRINTABLE.includes(shipment.shipStatus)) return refuse('订单已发货，不能再打印面单', false);
  if (shipment.printCount > 0 && !reprint) return refuse('该订单已打印过，补打需要确认', false);
  if (shipment.printCount >= MAX_PRINTS) return refuse(`补打次数已达上限（每单最多打印 ${MAX_PRINTS} 次）`, false);
  if (shipment.receiverAddress.includes(UNREACHABLE_MARK)) return refuse('收件地址无法识别，请先修改收件地址');
  if (platform.balance < WAYBILL_FEE) return refuse('账号单量不足，请为平台充值后重试');
  if (!platform.printerOnline) {
    // The warehouse notices and switches the printer on: the next attempt goes through.
    platform.printerOnline = true;
    return refuse('打印机不在线');
  }
  platform.balance -= WAYBILL_FEE;
  const sameCarrier = shipment.expressCode === code && shipment.waybillNo;
  shipment.expressCode = code;
  shipment.expressName = EXPRESS_NAMES[code];
  // A reprint with the same carrier reuses the waybill; a new carrier issues a new one.
  shipment.waybillNo = sameCarrier ? shipment.waybillNo : waybillFor(code, db.printRandom);
  shipment.printCount += 1;
  shipment.printStatus = 2;
  shipment.printFailReason = undefined;
  shipment.lastPrintTime = nowText();
  shipment.operatorId = operator.id;
  shipment.operatorName = operator.nickname;
  if (shipment.shipStatus === 0) shipment.shipStatus = 1;
  return { ...base, success: true, taskId: `T${Date.now().toString(36).toUpperCase()}${shipment.id.slice(-4)}`, waybillNo: shipment.waybillNo };
}

export const shippingHandlers = [
  http.get(api('/api/express/shipList'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    const query = queryOf(request);
    const status = query.shipStatus !== undefined && query.shipStatus !== '' ? Number(query.shipStatus) : undefined;
    const rows = db.shipments.filter((shipment) => matches(shipment, query) && (status === undefined || shipment.shipStatus === status));
    return ok(paginate(rows, query));
  }),

  http.get(api('/api/express/tabStat'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    const query = queryOf(request);
    const rows = db.shipments.filter((shipment) => matches(shipment, query));
    const counts = Object.fromEntries(SHIP_STATUSES.map((status) => [status, rows.filter((row) => row.shipStatus === status).length]));
    return ok({ all: rows.length, ...counts });
  }),

  http.get(api('/api/express/getPlatList'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    return ok(db.platforms.map((platform) => ({ value: platform.id, label: platform.name })));
  }),

  http.get(api('/api/express/getOperateList'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    return ok(OPERATORS.map((operator) => ({ value: operator.id, label: operator.name })));
  }),

  http.post(api('/api/ship/cloudPrint'), async ({ request }) => {
    await latency();
    const user = userOf(request);
    if (!user) return NOT_LOGGED_IN();
    const body = await jsonOf<CloudPrintRequest>(request);
    if (!user.permissions.some((entry) => entry.action === 'ship:print')) return fail(403, '没有打印面单的权限');
    if (body.reprint && !user.permissions.some((entry) => entry.action === 'ship:reprint')) return fail(403, '没有补打面单的权限');
    if (!Array.isArray(body.ids) || body.ids.length === 0) return fail(400, '请选择要打印的订单');
    if (!body.expressCode || !(body.expressCode in EXPRESS_NAMES)) return fail(400, '请选择快递公司');
    if (body.ids.length > 100) return fail(400, '一次最多打印 100 单');
    const results = body.ids.map((id) => {
      const shipment = db.shipments.find((candidate) => candidate.id === id);
      if (!shipment) return { id, orderNo: id, success: false, errMsg: '订单不存在' };
      return printOne(shipment, body.expressCode as ExpressCode, Boolean(body.reprint), user);
    });
    return ok(results);
  }),
];

export const orderFilterHandlers = [
  http.get(api('/api/platOrder/getFilterPlatList'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    return ok(db.platforms.map((platform) => ({ value: platform.id, label: platform.name })));
  }),

  http.get(api('/api/platOrder/getFilterMchList'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    const platformId = queryOf(request).platformId;
    const merchants = db.merchants.filter((merchant) => !platformId || merchant.platformId === Number(platformId));
    return ok(merchants.map((merchant) => ({ value: merchant.id, label: merchant.name, platformId: merchant.platformId })));
  }),

  http.get(api('/api/platOrder/getStatusDescList'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    return ok(
      (Object.entries(ORDER_STATUS_LABELS) as [string, string][]).map(([value, label]) => ({ value: Number(value) as OrderStatus, label })),
    );
  }),
];
