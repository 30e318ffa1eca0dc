import { endpoint } from './endpoint';
import type { DateTimeText, Fen, PageQuery, PageResult } from './types';

/** 1 线下转账 bank transfer · 2 支付宝 · 3 微信 */
export type PayType = 1 | 2 | 3;
/** 0 待审核 · 1 已到账 · 2 已驳回 */
export type RechargeStatus = 0 | 1 | 2;

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
  direction: 'income' | 'expense';
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

export const getRechargeList = endpoint<RechargeListQuery, PageResult<Recharge, RechargeSummary>>('GET', '/api/settleRecharge/getList', { reads: ['recharge'] });
export const recharge = endpoint<RechargeInput, Recharge>('POST', '/api/settleRecharge/recharge', { changes: ['recharge', 'flow', 'platform'] });
export const getFlowList = endpoint<FlowListQuery, PageResult<FinanceFlow, FlowSummary>>('GET', '/api/finance/getFlowList', { reads: ['flow'] });
