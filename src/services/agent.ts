import { endpoint } from './endpoint';
import type { DateTimeText, Fen, Option, PageQuery, PageResult } from './types';

/** 0 待审核 pending · 1 正常 active · 2 禁用 disabled · 3 已驳回 rejected */
export type AgentStatus = 0 | 1 | 2 | 3;

export interface AgentRemark {
  content: string;
  operatorName: string;
  createTime: DateTimeText;
}

export interface Agent {
  id: number;
  agentNo: string;
  name: string;
  /** 1 个人 individual, 2 企业 company */
  type: 1 | 2;
  contactName: string;
  mobile: string;
  commissionRate: number;
  signedPlatformCount: number;
  pendingSettleAmount: Fen;
  settledAmount: Fen;
  bankName: string;
  bankAccountMasked: string;
  accountHolder: string;
  idCardMasked: string;
  licenseImg?: string;
  inviteCode: string;
  remarks: AgentRemark[];
  status: AgentStatus;
  createTime: DateTimeText;
}

export interface AgentListQuery extends PageQuery {
  keyword?: string;
  status?: AgentStatus;
  type?: 1 | 2;
  startTime?: string;
  endTime?: string;
}

export interface AgentInput {
  name: string;
  type: 1 | 2;
  contactName: string;
  mobile: string;
  commissionRate: number;
  bankName: string;
  bankAccount: string;
  accountHolder: string;
  idCard?: string;
  licenseImg?: string;
}

export interface SignedPlatform {
  platformId: number;
  platformName: string;
  signTime: DateTimeText;
  contractNo: string;
  signStatus: '待签约' | '已签约' | '已失效';
}

export const addAgent = endpoint<AgentInput, { id: number }>('POST', '/api/agent.agentList/addAgent', { changes: ['agent', 'agentOptions'] });
export const getAgentList = endpoint<AgentListQuery, PageResult<Agent>>('GET', '/api/agent.agentList/getAgentList', { reads: ['agent'] });
export const getAgentStatusMap = endpoint<void, Record<AgentStatus, string>>(
  'GET',
  '/api/agent.agentList/getAgentStatusMap', { reads: ['agent'] });
export const getAgentInfo = endpoint<{ id: number }, Agent>('GET', '/api/agent.agentList/getAgentInfo', { reads: ['agent'] });
export const editAgentInfo = endpoint<Partial<AgentInput> & { id: number; status?: AgentStatus }, null>(
  'POST',
  '/api/agent.agentList/editAgentInfo', { changes: ['agent', 'agentOptions'] });
export const addAgentRemark = endpoint<{ id: number; content: string }, AgentRemark>(
  'POST',
  '/api/agent.agentList/addRemark', { changes: ['agent'] });
export const shareAgentSignPlatformList = endpoint<{ id: number } & PageQuery, PageResult<SignedPlatform>>(
  'GET',
  '/api/agent.agentList/shareAgentSignPlatformList', { reads: ['agent', 'platform'] });
/** An agent in a select: searchable by name or agent number. */
export type AgentOption = Option<number> & { agentNo: string };

/** id -> name options for every agent select of the console. */
export const getAgentListMap = endpoint<void, AgentOption[]>('GET', '/api/agent.agentList/getAgentListMap', { reads: ['agentOptions'] });
export const uploadAgentSettlementVoucher = endpoint<{ settleNo: string; voucherUrls: string[]; remark?: string }, null>(
  'POST',
  '/api/agent.agentList/uploadSettlementVoucher', { changes: ['settlement', 'agent'] });
