import * as v from 'valibot';
import { endpoint, keyedEndpoint } from './endpoint';
import {
  dateTime,
  fen,
  int,
  list,
  nothing,
  num,
  oneOf,
  needed,
  optional,
  pageEntries,
  pageWithSummary,
  record,
  text,
} from './wire';

/** A settlement's status on the wire; its labels live in the locale files. */
export const SETTLEMENT_STATUS = { pending: 0, awaitingVoucher: 1, settled: 2, rejected: 3, cancelled: 4 } as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUS)[keyof typeof SETTLEMENT_STATUS];
export const SETTLEMENT_STATUSES = Object.values(SETTLEMENT_STATUS) as SettlementStatus[];
const settlementStatus = oneOf(SETTLEMENT_STATUS, 'Settlement status');

const settlement = record({
  settleNo: needed(text('Settlement number, e.g. JS2024…'), 'the row key, and every action on the settlement'),
  agentId: optional(int('Agent id')),
  agentName: optional(text('Agent name')),
  platformId: optional(int('Platform id')),
  platformName: optional(text('Platform name')),
  period: optional(text('Settlement period, YYYY-MM')),
  orderCount: optional(int('Orders in the period')),
  orderAmount: optional(fen('Order amount of the period (订单金额)')),
  settleAmount: needed(
    fen('Commission to pay (结算金额)'),
    'the amount a confirmation and a payout name, and a batch’s total',
  ),
  commissionRate: optional(num('Commission as a fraction: 0.08 is 8%')),
  deliveryConfirmTime: optional(dateTime('Delivery confirmed (确认交付时间)')),
  voucherUrls: needed(
    list(text('Payment voucher URL')),
    'decides whether 查看凭证 is offered; the re-read after a lost upload matches it',
  ),
  voucherUploadTime: optional(dateTime('Voucher uploaded')),
  operatorName: optional(text('Who acted last')),
  remark: optional(text('Remark')),
  status: needed(settlementStatus, 'decides the tab and the actions offered'),
  createTime: optional(dateTime('Created')),
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
  v.objectWithRest({ all: optional(int('Settlements matching the filter')) }, v.number()),
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
/** What the operator sends (the call adds the key). */
export type VoucherUpload = Omit<v.InferOutput<typeof voucherUpload>, 'requestId'>;

/** Idempotent through `requestId`: a retried confirmation confirms once. */
export const confirmDelivery = keyedEndpoint('GET', '/api/agent.agentSettlement/confirmDelivery', {
  summary: 'Confirms delivery of a settlement (moves it to 待上传凭证; a GET on this backend)',
  request: record({
    settleNo: text('Settlement number'),
    requestId: text('Idempotency key of this intent: the same key confirms once'),
  }),
  answer: nothing,
  keyed: { move: 'confirm' },
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
export const uploadSettlementVoucher = keyedEndpoint('POST', '/api/agent.agentSettlement/uploadSettlementVoucher', {
  summary: 'Uploads the payment voucher of a settlement (settles it: pays out)',
  request: voucherUpload,
  answer: nothing,
  keyed: { move: 'voucher' },
  action: 'settlement:voucher',
  changes: ['settlement', 'agent'],
});
export const getSettlementVoucher = endpoint('GET', '/api/agent.agentSettlement/getSettlementVoucher', {
  summary: 'The payment vouchers of a settlement',
  request: record({ settleNo: text('Settlement number') }),
  answer: record({
    voucherUrls: needed(list(text('Voucher URL')), 'the files the view shows'),
    voucherUploadTime: optional(dateTime('Uploaded')),
  }),
  action: 'settlement:view',
  reads: ['settlement'],
});
