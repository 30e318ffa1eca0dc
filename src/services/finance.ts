import type * as v from 'valibot';
import { endpoint, keyedEndpoint } from './endpoint';
import { dateTime, day, fen, int, oneOf, needed, optional, pageEntries, pageWithSummary, record, text } from './wire';

/** A flow row's direction: money in (income) or out (expense). */
export const FLOW_DIRECTIONS = ['income', 'expense'] as const;
export type FlowDirection = (typeof FLOW_DIRECTIONS)[number];
const flowDirection = oneOf(FLOW_DIRECTIONS, 'income: money in; expense: money out');

/** How a recharge was paid; a bank transfer needs a voucher. */
const PAY_TYPE = { transfer: 1, alipay: 2, wechat: 3 } as const;
export type PayType = (typeof PAY_TYPE)[keyof typeof PAY_TYPE];
export const PAY_TYPES = Object.values(PAY_TYPE) as PayType[];
const payType = oneOf(PAY_TYPE, 'How it was paid (a transfer needs a voucher)');

/** A recharge's status: pending waits for the backend's review; labels live in the locale files. */
export const RECHARGE_STATUS = { pending: 0, credited: 1, rejected: 2 } as const;
export type RechargeStatus = (typeof RECHARGE_STATUS)[keyof typeof RECHARGE_STATUS];
export const RECHARGE_STATUSES = Object.values(RECHARGE_STATUS) as RechargeStatus[];
const rechargeStatus = oneOf(RECHARGE_STATUS, 'Recharge status');

export const FLOW_TYPES = ['recharge', 'usage', 'manualDeduction', 'refund', 'payout', 'adjustment'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];
const flowType = oneOf(FLOW_TYPES, 'What moved the balance');

/** The largest single recharge the backend takes (¥1,000,000.00). */
export const MAX_RECHARGE_FEN = 100_000_000;

const rechargeRow = record({
  rechargeNo: needed(text('Recharge number, e.g. CZ2024…'), 'the row key; names a recharge found after a lost answer'),
  platformId: optional(int('Platform id')),
  platformName: optional(text('Platform name')),
  amount: needed(fen('Amount recharged'), 'the re-read after a lost answer matches it'),
  payType: needed(payType, 'the re-read after a lost answer matches it'),
  voucherUrl: optional(text('Transfer voucher URL')),
  balanceBefore: optional(fen('Balance before')),
  balanceAfter: optional(fen('Balance after (meaningful once credited)')),
  status: needed(rechargeStatus, 'a balance after is shown only once credited'),
  operatorName: optional(text('Who recharged')),
  remark: optional(text('Remark')),
  createTime: needed(dateTime('Recharged'), 'the re-read after a lost answer looks for a row written since the send'),
});
export type Recharge = v.InferOutput<typeof rechargeRow>;

const periodEntries = {
  startTime: optional(day('From')),
  endTime: optional(day('Until')),
};

const rechargeListQuery = record({
  ...pageEntries,
  platformId: optional(int('Only this platform')),
  status: optional(rechargeStatus),
  payType: optional(payType),
  ...periodEntries,
});
export type RechargeListQuery = v.InferOutput<typeof rechargeListQuery>;

const rechargeInput = record({
  platformId: int('Platform id'),
  amount: fen(`Amount, at most ${MAX_RECHARGE_FEN}`),
  payType,
  voucherUrl: optional(text('Transfer voucher URL (required for 线下转账)')),
  remark: optional(text('Remark')),
  /** Client-made key: the server applies a recharge once however often it is sent. */
  requestId: text('Idempotency key of this intent: the same key and values recharge once'),
});

const financeFlow = record({
  flowNo: needed(text('Flow number, e.g. LS2024…'), 'the row key; names a deduction found after a lost answer'),
  platformId: optional(int('Platform id')),
  platformName: optional(text('Platform name')),
  direction: needed(flowDirection, 'the sign of the amount, on screen and in the export'),
  type: optional(flowType),
  amount: needed(
    fen('Amount moved (always positive; the direction says which way)'),
    'the re-read after a lost deduction matches it',
  ),
  balanceAfter: optional(fen('Balance after')),
  relatedNo: optional(text('The recharge, order or settlement it came from')),
  remark: optional(text('Remark (a deduction’s reason)')),
  createTime: needed(dateTime('When'), 'the re-read after a lost answer looks for a row written since the send'),
});
export type FinanceFlow = v.InferOutput<typeof financeFlow>;

/**
 * A flow's amount with its sign: the direction decides it, whatever sign the amount came
 * with (the contract sends it unsigned; a backend that signs its expenses must not flip them).
 */
export const signedFlowAmount = (flow: Pick<FinanceFlow, 'amount' | 'direction'>): number =>
  flow.direction === 'expense' ? -Math.abs(flow.amount) : Math.abs(flow.amount);

const flowListQuery = record({
  ...pageEntries,
  platformId: optional(int('Only this platform')),
  direction: optional(flowDirection),
  type: optional(flowType),
  ...periodEntries,
});
export type FlowListQuery = v.InferOutput<typeof flowListQuery>;

/** Totals of a recharge filter (every page): all recharges, and those credited. */
const rechargeSummary = record({
  count: optional(int('Recharges matching the filter')),
  amount: optional(fen('Their amount')),
  creditedAmount: optional(fen('The amount of those credited (已到账)')),
});
export type RechargeSummary = v.InferOutput<typeof rechargeSummary>;

/** Totals of a flow filter (every page): money in, money out, and the difference. */
const flowSummary = record({
  count: optional(int('Rows matching the filter')),
  income: optional(fen('Money in')),
  expense: optional(fen('Money out')),
  net: optional(fen('Money in less money out')),
});
export type FlowSummary = v.InferOutput<typeof flowSummary>;

export const getRechargeList = endpoint('GET', '/api/settleRecharge/getList', {
  summary: 'Recharges, one page, with the totals of the whole filter',
  request: rechargeListQuery,
  answer: pageWithSummary(rechargeRow, rechargeSummary),
  action: 'finance:view',
  reads: ['recharge'],
});
export const recharge = keyedEndpoint('POST', '/api/settleRecharge/recharge', {
  summary: 'Recharges a platform’s balance (moves money)',
  request: rechargeInput,
  answer: rechargeRow,
  keyed: { move: 'recharge', repeatable: 'recharge', ref: (answer) => answer.rechargeNo },
  action: 'finance:recharge',
  changes: ['recharge', 'flow', 'platform'],
});
export const getFlowList = endpoint('GET', '/api/finance/getFlowList', {
  summary: 'Finance flow rows, one page, with the totals of the whole filter',
  request: flowListQuery,
  answer: pageWithSummary(financeFlow, flowSummary),
  action: 'finance:view',
  reads: ['flow'],
});
