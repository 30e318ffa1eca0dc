import { endpoint } from './endpoint';
import type { DateTimeText, Fen, PageQuery, PageResult } from './types';

/** How a recharge was paid: 线下转账 (bank transfer, a voucher required), 支付宝, 微信. */
/** A flow row's direction: money in (income) or out (expense). */
export const FLOW_DIRECTIONS = ['income', 'expense'] as const;
export type FlowDirection = (typeof FLOW_DIRECTIONS)[number];

export const PAY_TYPE = { transfer: 1, alipay: 2, wechat: 3 } as const;
export type PayType = (typeof PAY_TYPE)[keyof typeof PAY_TYPE];
export const PAY_TYPES = Object.values(PAY_TYPE) as PayType[];
/** A recharge's status: 待审核 (waits for the backend's review), 已到账 (credited), 已驳回. */
export const RECHARGE_STATUS = { pending: 0, credited: 1, rejected: 2 } as const;
export type RechargeStatus = (typeof RECHARGE_STATUS)[keyof typeof RECHARGE_STATUS];
export const RECHARGE_STATUSES = Object.values(RECHARGE_STATUS) as RechargeStatus[];

export interface Recharge {
  rechargeNo: string;
  platformId: number;
  platformName: string;
  amount: Fen;
  payType: PayType;
  voucherUrl?: string;
  balanceBefore: Fen;
  balanceAfter: Fen;
  status: RechargeStatus;
  operatorName: string;
  remark?: string;
  createTime: DateTimeText;
}

export interface RechargeListQuery extends PageQuery {
  platformId?: number;
  status?: RechargeStatus;
  payType?: PayType;
  startTime?: string;
  endTime?: string;
}

export interface RechargeInput {
  platformId: number;
  amount: Fen;
  payType: PayType;
  voucherUrl?: string;
  remark?: string;
  /** Client-made key: the server applies a recharge once however often it is sent. */
  requestId: string;
}

export type FlowType = 'recharge' | 'usage' | 'manualDeduction' | 'refund' | 'payout' | 'adjustment';

export interface FinanceFlow {
  flowNo: string;
  platformId: number;
  platformName: string;
  direction: FlowDirection;
  type: FlowType;
  amount: Fen;
  balanceAfter: Fen;
  relatedNo?: string;
  remark?: string;
  createTime: DateTimeText;
}

export interface FlowListQuery extends PageQuery {
  platformId?: number;
  direction?: FinanceFlow['direction'];
  type?: FlowType;
  startTime?: string;
  endTime?: string;
}

/** Totals of a recharge filter (every page): all recharges, and those credited. */
export interface RechargeSummary {
  count: number;
  amount: Fen;
  creditedAmount: Fen;
}

/** Totals of a flow filter (every page): money in, money out, and the difference. */
export interface FlowSummary {
  count: number;
  income: Fen;
  expense: Fen;
  net: Fen;
}

/** The largest single recharge the backend takes (¥1,000,000.00). */
export const MAX_RECHARGE_FEN = 100_000_000;

export const getRechargeList = endpoint<RechargeListQuery, PageResult<Recharge, RechargeSummary>>(
  'GET',
  '/api/settleRecharge/getList',
  { reads: ['recharge'] },
);
export const recharge = endpoint<RechargeInput, Recharge>('POST', '/api/settleRecharge/recharge', {
  action: 'finance:recharge',
  changes: ['recharge', 'flow', 'platform'],
});
export const getFlowList = endpoint<FlowListQuery, PageResult<FinanceFlow, FlowSummary>>(
  'GET',
  '/api/finance/getFlowList',
  { reads: ['flow'] },
);
