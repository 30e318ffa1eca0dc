import { endpoint } from './endpoint';
import type { DateTimeText, Fen, PageQuery, PageResult } from './types';

/** A settlement's status on the wire: 待确认, 待上传凭证, 已结算, 已驳回, 已取消. */
export const SETTLEMENT_STATUS = { pending: 0, awaitingVoucher: 1, settled: 2, rejected: 3, cancelled: 4 } as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUS)[keyof typeof SETTLEMENT_STATUS];
export const SETTLEMENT_STATUSES = Object.values(SETTLEMENT_STATUS) as SettlementStatus[];

export interface Settlement {
  settleNo: string;
  agentId: number;
  agentName: string;
  platformId: number;
  platformName: string;
  period: string;
  orderCount: number;
  orderAmount: Fen;
  settleAmount: Fen;
  commissionRate: number;
  deliveryConfirmTime?: DateTimeText;
  voucherUrls: string[];
  voucherUploadTime?: DateTimeText;
  operatorName?: string;
  remark?: string;
  status: SettlementStatus;
  createTime: DateTimeText;
}

export interface SettlementListQuery extends PageQuery {
  status?: SettlementStatus;
  agentId?: number;
  platformId?: number;
  period?: string;
  keyword?: string;
}

/** Totals of the list's whole filter (every page), sent with each page. */
export interface SettlementSummary {
  count: number;
  orderAmount: Fen;
  settleAmount: Fen;
}

/** Tab badges: `all` plus a count per status. */
export type SettlementStatusCount = { all: number } & Partial<Record<SettlementStatus, number>>;

/** Idempotent through `requestId`: a retried confirmation confirms once. */
export const confirmDelivery = endpoint<{ settleNo: string; requestId: string }, null>(
  'GET',
  '/api/agent.agentSettlement/confirmDelivery',
  { action: 'settlement:confirm', changes: ['settlement', 'agent'] },
);
export const getAgentSettlementList = endpoint<SettlementListQuery, PageResult<Settlement, SettlementSummary>>(
  'GET',
  '/api/agent.agentSettlement/getAgentSettlementList',
  { action: 'settlement:view', reads: ['settlement'] },
);
export const agentSettlementStatusCount = endpoint<
  Omit<SettlementListQuery, 'status' | 'page' | 'limit'>,
  SettlementStatusCount
>('GET', '/api/agent.agentSettlement/agentSettlementStatusCount', { action: 'settlement:view', reads: ['settlement'] });
/** A voucher upload settles the row (money paid out): idempotent through `requestId`. */
export interface VoucherUpload {
  settleNo: string;
  voucherUrls: string[];
  remark?: string;
  requestId: string;
}

export const uploadSettlementVoucher = endpoint<VoucherUpload, null>(
  'POST',
  '/api/agent.agentSettlement/uploadSettlementVoucher',
  { action: 'settlement:voucher', changes: ['settlement', 'agent'] },
);
export const getSettlementVoucher = endpoint<
  { settleNo: string },
  { voucherUrls: string[]; voucherUploadTime?: DateTimeText }
>('GET', '/api/agent.agentSettlement/getSettlementVoucher', { action: 'settlement:view', reads: ['settlement'] });
