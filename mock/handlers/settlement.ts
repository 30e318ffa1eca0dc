import {
  agentSettlementStatusCount,
  confirmDelivery,
  getAgentSettlementList,
  getSettlementVoucher,
  uploadSettlementVoucher,
  type Settlement,
  type SettlementStatus,
  type VoucherUpload,
  SETTLEMENT_STATUS,
} from '@/services/settlement';
import { MAX_SETTLEMENT_VOUCHERS } from '@/services/rules';
import { db } from '../db';
import { nowText } from '../db/random';
import { SETTLEMENT_STATUS_LABELS, type MockSettlement } from '../db/settlement';
import type { MockUser } from '../db/users';
import { num, paginate, refuse, serve, type WireQuery } from './serve';

const STATUSES = Object.keys(SETTLEMENT_STATUS_LABELS).map(Number) as SettlementStatus[];

function view({ commissionBp, ...row }: MockSettlement): Settlement {
  return { ...row, commissionRate: commissionBp / 10_000 };
}

/** Every filter of the list except the status (the tab counts use the same). */
function matches(
  row: MockSettlement,
  query: WireQuery<{ agentId: number; platformId: number; period: string; keyword: string }>,
): boolean {
  const agentId = num(query.agentId);
  const platformId = num(query.platformId);
  const keyword = query.keyword?.trim().toUpperCase();
  return (
    (agentId === undefined || row.agentId === agentId) &&
    (platformId === undefined || row.platformId === platformId) &&
    (!query.period || row.period === query.period) &&
    (!keyword ||
      row.settleNo.includes(keyword) ||
      row.agentName.toUpperCase().includes(keyword) ||
      row.platformName.toUpperCase().includes(keyword))
  );
}

function find(settleNo: string | undefined): MockSettlement | undefined {
  return db.settlements.find((row) => row.settleNo === settleNo);
}

/** The payment voucher: uploaded once delivery is confirmed, it settles the row. */
export function attachVoucher(body: Partial<VoucherUpload>, user: MockUser) {
  // Settling pays the agent: keyed (see serve.ts), so a retried upload settles once.
  const row = find(body.settleNo);
  if (!row) return refuse(404, '结算单不存在');
  if (row.status !== SETTLEMENT_STATUS.awaitingVoucher)
    return refuse(400, `结算单${SETTLEMENT_STATUS_LABELS[row.status]}，不能上传凭证`);
  const urls = (body.voucherUrls ?? []).filter((url) => typeof url === 'string' && url.trim());
  if (urls.length === 0) return refuse(400, '请上传打款凭证');
  if (urls.length > MAX_SETTLEMENT_VOUCHERS) return refuse(400, `最多上传 ${MAX_SETTLEMENT_VOUCHERS} 个凭证`);
  row.voucherUrls = urls;
  row.voucherUploadTime = nowText();
  row.operatorName = user.nickname;
  if (body.remark?.trim()) row.remark = body.remark.trim();
  row.status = 2;
  return null;
}

export default [
  serve(confirmDelivery, ({ query, user }) => {
    const row = find(query.settleNo);
    if (!row) return refuse(404, '结算单不存在');
    if (row.status !== SETTLEMENT_STATUS.pending)
      return refuse(400, `结算单${SETTLEMENT_STATUS_LABELS[row.status]}，不能再确认交付`);
    row.status = 1;
    row.deliveryConfirmTime = nowText();
    row.operatorName = user.nickname;
    return null;
  }),

  serve(getAgentSettlementList, ({ query }) => {
    const status = num(query.status);
    const rows = db.settlements.filter((row) => matches(row, query) && (status === undefined || row.status === status));
    const page = paginate(rows, query);
    const summary = {
      count: rows.length,
      orderAmount: rows.reduce((total, row) => total + row.orderAmount, 0),
      settleAmount: rows.reduce((total, row) => total + row.settleAmount, 0),
    };
    return { list: page.list.map(view), total: page.total, summary };
  }),

  serve(agentSettlementStatusCount, ({ query }) => {
    const rows = db.settlements.filter((row) => matches(row, query));
    const counts: { all: number } & Partial<Record<SettlementStatus, number>> = { all: rows.length };
    for (const status of STATUSES) counts[status] = rows.filter((row) => row.status === status).length;
    return counts;
  }),

  serve(uploadSettlementVoucher, ({ body, user }) => attachVoucher(body, user)),

  serve(getSettlementVoucher, ({ query }) => {
    const row = find(query.settleNo);
    if (!row) return refuse(404, '结算单不存在');
    return { voucherUrls: row.voucherUrls, voucherUploadTime: row.voucherUploadTime };
  }),
];
