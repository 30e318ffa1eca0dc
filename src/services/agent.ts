import { endpoint } from './endpoint';
import type { DateTimeText, Fen, Option, PageQuery, PageResult } from './types';
import type { VoucherUpload } from './settlement';

/** An agent's status on the wire: 待审核, 正常, 禁用, 已驳回 (labels from getAgentStatusMap). */
/** 个人 (an individual, with an ID number) or 企业 (a company, with its licence). */
export const AGENT_TYPE = { individual: 1, company: 2 } as const;
export type AgentType = (typeof AGENT_TYPE)[keyof typeof AGENT_TYPE];
export const AGENT_TYPES = Object.values(AGENT_TYPE) as AgentType[];

export const AGENT_STATUS = { pending: 0, active: 1, disabled: 2, rejected: 3 } as const;
export type AgentStatus = (typeof AGENT_STATUS)[keyof typeof AGENT_STATUS];

export interface AgentRemark {
  content: string;
  operatorName: string;
  createTime: DateTimeText;
}

export interface Agent {
  id: number;
  agentNo: string;
  name: string;
  type: AgentType;
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
  type: AgentType;
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

export const addAgent = endpoint<AgentInput, { id: number }>('POST', '/api/agent.agentList/addAgent', {
  action: 'agent:add',
  changes: ['agent', 'agentOptions'],
});
export const getAgentList = endpoint<AgentListQuery, PageResult<Agent>>('GET', '/api/agent.agentList/getAgentList', {
  reads: ['agent'],
});
export const getAgentStatusMap = endpoint<void, Record<AgentStatus, string>>(
  'GET',
  '/api/agent.agentList/getAgentStatusMap',
  { reads: ['agent'] },
);
export const getAgentInfo = endpoint<{ id: number }, Agent>('GET', '/api/agent.agentList/getAgentInfo', {
  reads: ['agent'],
});
/**
 * An edit of an agent's profile, or a review of a 待审核 one (`status` 1 approves, 3 rejects;
 * a review needs `agent:approve` / `agent:reject` as well). `remark` is recorded on the
 * agent as a remark with the change, in the same call: a rejection's reason (required).
 */
export type AgentEdit = Partial<AgentInput> & { id: number; status?: AgentStatus; remark?: string };

export const editAgentInfo = endpoint<AgentEdit, null>('POST', '/api/agent.agentList/editAgentInfo', {
  action: 'agent:edit',
  changes: ['agent', 'agentOptions'],
});
export const addAgentRemark = endpoint<{ id: number; content: string }, AgentRemark>(
  'POST',
  '/api/agent.agentList/addRemark',
  { changes: ['agent'] },
);
export const shareAgentSignPlatformList = endpoint<{ id: number } & PageQuery, PageResult<SignedPlatform>>(
  'GET',
  '/api/agent.agentList/shareAgentSignPlatformList',
  { reads: ['agent', 'platform'] },
);
/** An agent in a select: searchable by name or agent number. */
export type AgentOption = Option<number> & { agentNo: string };

/** id -> name options for every agent select of the console. */
export const getAgentListMap = endpoint<void, AgentOption[]>('GET', '/api/agent.agentList/getAgentListMap', {
  reads: ['agentOptions'],
});
export const uploadAgentSettlementVoucher = endpoint<VoucherUpload, null>(
  'POST',
  '/api/agent.agentList/uploadSettlementVoucher',
  { action: 'settlement:voucher', changes: ['settlement', 'agent'] },
);
