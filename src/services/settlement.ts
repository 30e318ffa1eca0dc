import * as v from 'valibot';
import { endpoint } from './endpoint';
import {
  dateTime,
  fen,
  int,
  list,
  nothing,
  num,
  oneOf,
  optional,
  pageEntries,
  pageWithSummary,
  record,
  text,
} from './wire';

/** A settlement's status on the wire: 待确认, 待上传凭证, 已结算, 已驳回, 已取消. */
export const SETTLEMENT_STATUS = { pending: 0, awaitingVoucher: 1, settled: 2, rejected: 3, cancelled: 4 } as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUS)[keyof typeof SETTLEMENT_STATUS];
export const SETTLEMENT_STATUSES = Object.values(SETTLEMENT_STATUS) as SettlementStatus[];
const settlementStatus = oneOf(
  SETTLEMENT_STATUS,
  'Settlement status: 0 待确认, 1 待上传凭证, 2 已结算, 3 已驳回, 4 已取消',
);

const settlement = record({
  settleNo: text('Settlement number, e.g. JS2024…'),
  agentId: int('Agent id'),
  agentName: text('Agent name'),
  platformId: int('Platform id'),
  platformName: text('Platform name'),
  period: text('Settlement period, YYYY-MM'),
  orderCount: int('Orders in the period'),
  orderAmount: fen('Order amount of the period (订单金额)'),
  settleAmount: fen('Commission to pay (结算金额)'),
  commissionRate: num('Commission as a fraction: 0.08 is 8%'),
  deliveryConfirmTime: optional(dateTime('Delivery confirmed (确认交付时间)')),
  voucherUrls: list(text('Payment voucher URL')),
  voucherUploadTime: optional(dateTime('Voucher uploaded')),
  operatorName: optional(text('Who acted last')),
  remark: optional(text('Remark')),
  status: settlementStatus,
  createTime: dateTime('Created'),
});
export type Settlement = v.InferOutput<typeof settlement>;

const filterEntries = {
  agentId: optional(int('Only this agent')),
  platformId: optional(int('Only this platform')),
  period: optional(text('Settlement period, YYYY-MM')),
  keyword: optional(text('Settlement number, agent or platform name')),
};

const settlementListQuery = record({ ...pageEntries, status: optional(settlementStatus), ...filterEntries });
export type SettlementListQuery = v.InferOutput<typeof settlementListQuery>;

/** Totals of the list's whole filter (every page), sent with each page. */
const settlementSummary = record({
  count: int('Settlements matching the filter'),
  orderAmount: fen('Their order amount'),
  settleAmount: fen('Their commission to pay'),
});
export type SettlementSummary = v.InferOutput<typeof settlementSummary>;

/** Tab badges: `all` plus a count per status. */
const settlementStatusCount = v.pipe(
  v.objectWithRest({ all: int('Settlements matching the filter') }, v.number()),
  v.description('`all`, and the count of each status by its code ("0": 12, …)'),
);
export type SettlementStatusCount = { all: number } & Partial<Record<SettlementStatus, number>>;

/** A voucher upload settles the row (money paid out): idempotent through `requestId`. */
export const voucherUpload = record({
  settleNo: text('Settlement number'),
  voucherUrls: list(text('Voucher URL (from an upload)')),
  remark: optional(text('Remark')),
  requestId: text('Idempotency key of this intent: the same key and values pay once'),
});
export type VoucherUpload = v.InferOutput<typeof voucherUpload>;

/** Idempotent through `requestId`: a retried confirmation confirms once. */
export const confirmDelivery = endpoint('GET', '/api/agent.agentSettlement/confirmDelivery', {
  summary: 'Confirms delivery of a settlement (moves it to 待上传凭证; a GET on this backend)',
  request: record({
    settleNo: text('Settlement number'),
    requestId: text('Idempotency key of this intent: the same key confirms once'),
  }),
  answer: nothing,
  action: 'settlement:confirm',
  changes: ['settlement', 'agent'],
});
export const getAgentSettlementList = endpoint('GET', '/api/agent.agentSettlement/getAgentSettlementList', {
  summary: 'Settlements, one page, with the totals of the whole filter',
  request: settlementListQuery,
  answer: pageWithSummary(settlement, settlementSummary),
  action: 'settlement:view',
  reads: ['settlement'],
});
export const agentSettlementStatusCount = endpoint('GET', '/api/agent.agentSettlement/agentSettlementStatusCount', {
  summary: 'Settlements per status for the filter (the tab badges)',
  request: record(filterEntries),
  answer: settlementStatusCount as v.GenericSchema<SettlementStatusCount>,
  action: 'settlement:view',
  reads: ['settlement'],
});
export const uploadSettlementVoucher = endpoint('POST', '/api/agent.agentSettlement/uploadSettlementVoucher', {
  summary: 'Uploads the payment voucher of a settlement (settles it: pays out)',
  request: voucherUpload,
  answer: nothing,
  action: 'settlement:voucher',
  changes: ['settlement', 'agent'],
});
export const getSettlementVoucher = endpoint('GET', '/api/agent.agentSettlement/getSettlementVoucher', {
  summary: 'The payment vouchers of a settlement',
  request: record({ settleNo: text('Settlement number') }),
  answer: record({
    voucherUrls: list(text('Voucher URL')),
    voucherUploadTime: optional(dateTime('Uploaded')),
  }),
  action: 'settlement:view',
  reads: ['settlement'],
});
