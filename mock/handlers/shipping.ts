import {
  cloudPrint,
  getShipList,
  getShipOperateList,
  getShipPlatList,
  getShipTabStat,
  SHIPMENT_STATUSES,
  type CloudPrintItem,
  type ExpressCode,
  type PrintAttempt,
  type ShipmentStatus,
} from '@/services/shipping';
import { MAX_PRINT_BATCH } from '@/services/rules';
import { maskMobile, maskName } from '@/core/mask';
import { db } from '../db';
import type { StoredShipment } from '../db/shipping';
import { chargeUse } from '../db/ledger';
import { nowText } from '../db/random';
import { EXPRESS_NAMES, MAX_PRINTS, OPERATORS, UNREACHABLE_MARK, WAYBILL_FEE, waybillFor } from '../db/shipping';
import { can, inDays, num, paginate, privateFor, refuse, serve } from './serve';

const PRINTABLE: ShipmentStatus[] = [0, 1, 4];

/** Every filter of the list except the ship status (tab counts use the same). */
function matches(shipment: StoredShipment, query: Partial<Record<string, string>>): boolean {
  const same = (key: string, value: number | undefined) => num(query[key]) === undefined || num(query[key]) === value;
  if (!same('platformId', shipment.platformId) || !same('mchId', shipment.mchId)) return false;
  if (!same('orderStatus', shipment.orderStatus) || !same('operatorId', shipment.operatorId)) return false;
  if (!same('printStatus', shipment.printStatus)) return false;
  if (query.expressCode && shipment.expressCode !== query.expressCode) return false;
  if (!inDays(shipment.createTime, query)) return false;
  const keyword = query.keyword?.trim().toUpperCase();
  if (
    keyword &&
    !shipment.orderNo.toUpperCase().includes(keyword) &&
    !(shipment.waybillNo ?? '').toUpperCase().includes(keyword)
  )
    return false;
  return true;
}

function printOne(
  shipment: StoredShipment,
  code: ExpressCode,
  reprint: boolean,
  operator: { id: number; nickname: string },
): CloudPrintItem {
  const base = { id: shipment.id, orderNo: shipment.orderNo };
  const platform = db.platforms.find((candidate) => candidate.id === shipment.platformId)!;
  // What reached the printer goes into the order's history, newest first.
  const logged = (attempt: Omit<PrintAttempt, 'time' | 'expressCode' | 'operatorName'>) => {
    shipment.printLogs = [
      { time: nowText(), expressCode: code, operatorName: operator.nickname, ...attempt },
      ...(shipment.printLogs ?? []),
    ];
  };
  const failed = (errMsg: string, recordFailure = true): CloudPrintItem => {
    if (recordFailure) {
      shipment.printStatus = 3;
      shipment.printFailReason = errMsg;
      shipment.lastPrintTime = nowText();
      logged({ success: false, reprint: shipment.printCount > 0, reason: errMsg });
    }
    return { ...base, success: false, errMsg };
  };
  if (!PRINTABLE.includes(shipment.shipStatus)) return failed('订单已发货，不能再打印面单', false);
  if (shipment.printCount > 0 && !reprint) return failed('该订单已打印过，补打需要确认', false);
  if (shipment.printCount >= MAX_PRINTS) return failed(`补打次数已达上限（每单最多打印 ${MAX_PRINTS} 次）`, false);
  if (shipment.receiverAddress.includes(UNREACHABLE_MARK)) return failed('收件地址无法识别，请先修改收件地址');
  if (platform.balance < WAYBILL_FEE) return failed('账号单量不足，请为平台充值后重试');
  if (!platform.printerOnline) {
    // The warehouse notices and switches the printer on: the next attempt goes through.
    platform.printerOnline = true;
    return failed('打印机不在线');
  }
  // The waybill is charged to the platform through the ledger (a consumption and a flow row).
  chargeUse(db.ledger, platform, {
    type: 'waybill',
    unitPrice: WAYBILL_FEE,
    quantity: 1,
    relatedOrderNo: shipment.orderNo,
  });
  const sameCarrier = shipment.expressCode === code && shipment.waybillNo;
  shipment.expressCode = code;
  shipment.expressName = EXPRESS_NAMES[code];
  // A reprint with the same carrier reuses the waybill; a new carrier issues a new one.
  shipment.waybillNo = sameCarrier ? shipment.waybillNo : waybillFor(code, db.printRandom);
  logged({ success: true, reprint: shipment.printCount > 0, waybillNo: shipment.waybillNo });
  shipment.printCount += 1;
  shipment.printStatus = 2;
  shipment.printFailReason = undefined;
  shipment.lastPrintTime = nowText();
  shipment.operatorId = operator.id;
  shipment.operatorName = operator.nickname;
  if (shipment.shipStatus === 0) shipment.shipStatus = 1;
  return {
    ...base,
    success: true,
    taskId: `T${Date.now().toString(36).toUpperCase()}${shipment.id.slice(-4)}`,
    waybillNo: shipment.waybillNo,
  };
}

export default [
  serve(getShipList, ({ query, user }) => {
    const status = num(query.shipStatus);
    const page = paginate(
      db.shipments.filter(
        (shipment) => matches(shipment, query) && (status === undefined || shipment.shipStatus === status),
      ),
      query,
    );
    // The receiver's name and mobile arrive masked unless the account may see them whole.
    const list = page.list.map((row) =>
      privateFor(user, row, (whole) => ({
        ...whole,
        receiverName: maskName(whole.receiverName),
        receiverMobile: maskMobile(whole.receiverMobile),
      })),
    );
    return { ...page, list };
  }),

  serve(getShipTabStat, ({ query }) => {
    const rows = db.shipments.filter((shipment) => matches(shipment, query));
    const counts = Object.fromEntries(
      SHIPMENT_STATUSES.map((status) => [status, rows.filter((row) => row.shipStatus === status).length]),
    );
    return { all: rows.length, ...counts } as { all: number } & Record<ShipmentStatus, number>;
  }),

  serve(getShipPlatList, () =>
    db.platforms.filter((platform) => platform.ships).map((platform) => ({ value: platform.id, label: platform.name })),
  ),

  serve(getShipOperateList, () => OPERATORS.map((operator) => ({ value: operator.id, label: operator.name }))),

  serve(cloudPrint, ({ body, user }) => {
    if (body.reprint && !can(user, 'ship:reprint')) return refuse(403, '没有补打面单的权限');
    if (!Array.isArray(body.ids) || body.ids.length === 0) return refuse(400, '请选择要打印的订单');
    if (!body.expressCode || !(body.expressCode in EXPRESS_NAMES)) return refuse(400, '请选择快递公司');
    if (body.ids.length > MAX_PRINT_BATCH) return refuse(400, `一次最多打印 ${MAX_PRINT_BATCH} 单`);
    return body.ids.map((id) => {
      const shipment = db.shipments.find((candidate) => candidate.id === id);
      if (!shipment) return { id, orderNo: id, success: false, errMsg: '订单不存在' };
      return printOne(shipment, body.expressCode as ExpressCode, Boolean(body.reprint), user);
    });
  }),
];
