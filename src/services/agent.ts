import * as v from 'valibot';
import { endpoint, keyedEndpoint } from './endpoint';
import { voucherUpload } from './settlement';
import {
  dateTime,
  day,
  fen,
  int,
  list,
  nothing,
  num,
  oneOf,
  option,
  needed,
  optional,
  pageEntries,
  pageOf,
  record,
  text,
} from './wire';

/** 个人 (an individual, with an ID number) or 企业 (a company, with its licence). */
export const AGENT_TYPE = { individual: 1, company: 2 } as const;
export type AgentType = (typeof AGENT_TYPE)[keyof typeof AGENT_TYPE];
export const AGENT_TYPES = Object.values(AGENT_TYPE) as AgentType[];
const agentType = oneOf(AGENT_TYPE, 'Agent type');

/** An agent's status on the wire; its labels live in the locale files. */
export const AGENT_STATUS = { pending: 0, active: 1, disabled: 2, rejected: 3 } as const;
export type AgentStatus = (typeof AGENT_STATUS)[keyof typeof AGENT_STATUS];
const agentStatus = oneOf(AGENT_STATUS, 'Agent status');

const agentRemark = record({
  content: needed(text('The remark'), 'what the remark says'),
  operatorName: optional(text('Who wrote it')),
  createTime: optional(dateTime('When it was written')),
});

const agent = record({
  id: needed(int('Agent id'), 'the row key, and every action on the agent'),
  agentNo: optional(text('Agent number, e.g. DL2024…')),
  name: needed(text('Agent (person or company) name'), 'names the agent in every confirmation and dialog'),
  type: needed(agentType, 'decides which documents the form and the review ask for'),
  contactName: optional(text('Contact person')),
  mobile: optional(text('Contact mobile, masked (138****0001) unless the account may see it')),
  commissionRate: optional(num('Commission as a fraction of the order amount: 0.08 is 8%')),
  signedPlatformCount: optional(int('Platforms signed')),
  pendingSettleAmount: optional(fen('Commission awaiting settlement (待结算金额)')),
  settledAmount: optional(fen('Commission settled (已结算金额)')),
  bankName: optional(text('Bank of the settlement account')),
  bankAccountMasked: optional(text('Settlement account, masked (6222 **** **** 1234)')),
  accountHolder: optional(text('Account holder')),
  idCardMasked: optional(text('ID number of an individual, masked (3301**********1234); empty for a company')),
  bankAccount: optional(
    text('The whole settlement account: only in getAgentInfo, only to an account holding personal:unmask'),
  ),
  idCard: optional(text('The whole ID number: only in getAgentInfo, only to an account holding personal:unmask')),
  licenseImg: optional(text('Business licence image URL (a company)')),
  inviteCode: optional(text('Invitation code')),
  remarks: optional(list(agentRemark)),
  status: needed(agentStatus, 'decides the tab and the actions offered'),
  createTime: optional(dateTime('Onboarded')),
});
export type Agent = v.InferOutput<typeof agent>;

const agentListQuery = record({
  ...pageEntries,
  keyword: optional(text('Agent name, number or mobile')),
  status: optional(agentStatus),
  type: optional(agentType),
  startTime: optional(day('Onboarded from')),
  endTime: optional(day('Onboarded until')),
});
export type AgentListQuery = v.InferOutput<typeof agentListQuery>;

const agentInputEntries = {
  name: text('Agent (person or company) name'),
  type: agentType,
  contactName: text('Contact person'),
  mobile: text('Contact mobile, 11 digits'),
  commissionRate: num('Commission as a fraction: 0.08 is 8%'),
  bankName: text('Bank of the settlement account'),
  bankAccount: text('Settlement account, 12 to 19 digits'),
  accountHolder: text('Account holder'),
  idCard: optional(text('ID number of an individual, 18 characters')),
  licenseImg: optional(text('Business licence image URL (a company)')),
};
const agentInput = record(agentInputEntries);
export type AgentInput = v.InferOutput<typeof agentInput>;

/**
 * An edit of an agent's profile, or a review of a 待审核 one (`status` 1 approves, 3 rejects;
 * a review needs `agent:approve` / `agent:reject` as well). `remark` is recorded on the
 * agent as a remark with the change, in the same call: a rejection's reason (required).
 */
const agentEdit = record({
  ...v.partial(agentInput).entries,
  id: int('Agent id'),
  status: optional(agentStatus),
  remark: optional(text('Recorded as a remark with the change (a rejection’s reason)')),
});

const signedPlatform = record({
  platformId: needed(int('Platform id'), 'the row key'),
  platformName: optional(text('Platform name')),
  signTime: optional(dateTime('Signed')),
  contractNo: optional(text('Contract number')),
  signStatus: optional(oneOf(['待签约', '已签约', '已失效'], 'Signing status, as text')),
});
export type SignedPlatform = v.InferOutput<typeof signedPlatform>;

/** An agent in a select: searchable by name or agent number. */
const agentOption = record({ ...option(int('Agent id')).entries, agentNo: optional(text('Agent number')) });
export type AgentOption = v.InferOutput<typeof agentOption>;

/**
 * Onboarding is keyed (an import sends many, a lost answer must not onboard twice): the same key
 * and values onboard one agent, and a repeat is answered with the first agent's id.
 */
export const addAgent = keyedEndpoint('POST', '/api/agent.agentList/addAgent', {
  summary: 'Onboards an agent (idempotent through requestId)',
  request: record({
    ...agentInputEntries,
    requestId: text('Idempotency key of this intent: the same key and values onboard once'),
  }),
  answer: record({ id: optional(int('The new agent’s id')) }),
  keyed: { move: 'addAgent' },
  action: 'agent:add',
  changes: ['agent', 'agentOptions'],
});
export const getAgentList = endpoint('GET', '/api/agent.agentList/getAgentList', {
  summary: 'Agents, one page',
  request: agentListQuery,
  answer: pageOf(agent),
  action: 'agent:view',
  reads: ['agent'],
});
export const getAgentStatusMap = endpoint('GET', '/api/agent.agentList/getAgentStatusMap', {
  summary: 'The label of each agent status, by status',
  answer: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.string()),
    v.description('Status code (as text) → label, e.g. {"0": "待审核", "1": "正常"}'),
  ),
  action: 'agent:view',
  reads: ['agent'],
});
export const getAgentInfo = endpoint('GET', '/api/agent.agentList/getAgentInfo', {
  summary: 'One agent',
  request: record({ id: int('Agent id') }),
  answer: agent,
  action: 'agent:view',
  reads: ['agent'],
});
export const editAgentInfo = endpoint('POST', '/api/agent.agentList/editAgentInfo', {
  summary: 'Edits an agent, or reviews a 待审核 one (status 1 approves, 3 rejects)',
  request: agentEdit,
  answer: nothing,
  action: 'agent:edit',
  changes: ['agent', 'agentOptions'],
});
export const addAgentRemark = endpoint('POST', '/api/agent.agentList/addRemark', {
  summary: 'Adds a remark to an agent',
  request: record({ id: int('Agent id'), content: text('The remark, at most 500 characters') }),
  answer: agentRemark,
  action: 'agent:edit',
  changes: ['agent'],
});
export const shareAgentSignPlatformList = endpoint('GET', '/api/agent.agentList/shareAgentSignPlatformList', {
  summary: 'The platforms an agent has signed, one page',
  request: record({ ...pageEntries, id: int('Agent id') }),
  answer: pageOf(signedPlatform),
  action: 'agent:view',
  reads: ['agent', 'platform'],
});
/** id -> name options for every agent select of the console. */
export const getAgentListMap = endpoint('GET', '/api/agent.agentList/getAgentListMap', {
  summary: 'Every agent as a select option',
  answer: list(agentOption),
  reads: ['agentOptions'],
});
export const uploadAgentSettlementVoucher = keyedEndpoint('POST', '/api/agent.agentList/uploadSettlementVoucher', {
  summary: 'Uploads the payment voucher of a settlement from the agent’s page (settles it: pays out)',
  request: voucherUpload,
  answer: nothing,
  keyed: { move: 'voucher' },
  action: 'settlement:voucher',
  changes: ['settlement', 'agent'],
});
