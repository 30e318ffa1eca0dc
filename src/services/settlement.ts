import { endpoint } from './endpoint';
import type { DateTimeText, Fen, PageQuery, PageResult } from './types';

/** 0 待确认 · 1 待上传凭证 · 2 已结算 · 3 已驳回 · 4 已取消 */
export type SettlementStatus = 0 | 1 | 2 | 3 | 4;

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
export const confirmDelivery = endpoint<{ settleNo: string; requestId: string }, null>('GET', '/api/agent.agentSettlement/confirmDelivery', { changes: ['settlement', 'agent'] });
export const getAgentSettlementList = endpoint<SettlementListQuery, PageResult<Settlement, SettlementSummary>>(
  'GET',
  '/api/agent.agentSettlement/getAgentSettlementList', { reads: ['settlement'] });
export const agentSettlementStatusCount = endpoint<Omit<SettlementListQuery, 'status' | 'page' | 'limit'>, SettlementStatusCount>(
  'GET',
  '/api/agent.agentSettlement/agentSettlementStatusCount', { reads: ['settlement'] });
export const uploadSettlementVoucher = endpoint<{ settleNo: string; voucherUrls: string[]; remark?: string }, null>(
  'POST',
  '/api/agent.agentSettlement/uploadSettlementVoucher', { changes: ['settlement', 'agent'] });
export const getSettlementVoucher = endpoint<{ settleNo: string }, { voucherUrls: string[]; voucherUploadTime?: DateTimeText }>(
  'GET',
  '/api/agent.agentSettlement/getSettlementVoucher', { reads: ['settlement'] });
