import {
  addAgent,
  addAgentRemark,
  editAgentInfo,
  getAgentInfo,
  getAgentList,
  getAgentListMap,
  getAgentStatusMap,
  shareAgentSignPlatformList,
  uploadAgentSettlementVoucher,
  type Agent,
  type AgentInput,
  AGENT_STATUS,
} from '@/services/agent';
import { maskMobile } from '@/core/mask';
import { BANK_ACCOUNT_PATTERN, isResidentId, MOBILE_PATTERN } from '@/services/rules';
import { db, nextId } from '../db';
import { AGENT_STATUS_LABELS, rateOf, type MockAgent } from '../db/agent';
import { nowText } from '../db/random';
import { attachVoucher } from './settlement';
import { can, noRightMsg, noteFrom, inDays, num, paginate, privateFor, refuse, serve, type Refusal } from './serve';
import type { MockUser } from '../db/users';

/** What the backend masks itself (bank account, ID number); the mobile it sends whole. */
function maskTail(value: string, head: number, tail: number): string {
  return value.length > head + tail
    ? `${value.slice(0, head)}${'*'.repeat(value.length - head - tail)}${value.slice(-tail)}`
    : value;
}

/**
 * An agent as the API sends it to `user`, with amounts that add up from its settlements. The
 * detail (`whole`) carries the whole account and ID number to an account holding
 * personal:unmask, for the payout and the review; a list never does.
 */
function agentView(agent: MockAgent, user: MockUser, whole = false): Agent {
  const { commissionBp: _bp, bankAccount, idCard, ...rest } = agent;
  const settlements = db.settlements.filter((row) => row.agentId === agent.id);
  const sum = (statuses: number[]) =>
    settlements.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.settleAmount, 0);
  return {
    ...rest,
    mobile: privateFor(user, rest.mobile, maskMobile),
    commissionRate: rateOf(agent),
    signedPlatformCount: db.signings.filter(
      (signing) => signing.agentId === agent.id && signing.signStatus === '已签约',
    ).length,
    pendingSettleAmount: sum([0, 1]),
    settledAmount: sum([2]),
    bankAccountMasked: maskTail(bankAccount, 4, 4),
    idCardMasked: idCard ? maskTail(idCard, 6, 4) : '',
    ...(whole && can(user, 'personal:unmask') ? { bankAccount, ...(idCard ? { idCard } : {}) } : {}),
  };
}

/** The rate as basis points, if it is a fraction from 0 to 1 with at most four decimals (0–100 % with two). */
function basisPoints(rate: unknown): number | undefined {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 1) return undefined;
  const bp = Math.round(rate * 10_000);
  return Math.abs(rate * 10_000 - bp) < 1e-6 ? bp : undefined;
}

/** Checks an agent's fields; `partial` for an edit, where absent fields stay as they are. */
function checkAgent(input: Partial<AgentInput>, partial: boolean, selfId?: number): Refusal | undefined {
  const missing = (key: keyof AgentInput) => !partial && (input[key] === undefined || input[key] === '');
  if (missing('name') || (input.name !== undefined && !String(input.name).trim()))
    return refuse(400, '请输入代理商名称');
  if (missing('type') || (input.type !== undefined && input.type !== 1 && input.type !== 2))
    return refuse(400, '请选择代理商类型');
  if (missing('contactName')) return refuse(400, '请输入联系人');
  if (missing('mobile') || (input.mobile !== undefined && !MOBILE_PATTERN.test(input.mobile)))
    return refuse(400, '手机号格式不正确');
  if (input.mobile && db.agents.some((agent) => agent.mobile === input.mobile && agent.id !== selfId))
    return refuse(400, '该手机号已被其他代理商使用');
  if (
    missing('commissionRate') ||
    (input.commissionRate !== undefined && basisPoints(input.commissionRate) === undefined)
  ) {
    return refuse(400, '佣金比例须在 0–100% 之间，最多两位小数');
  }
  if (missing('bankName')) return refuse(400, '请输入开户银行');
  if (missing('bankAccount') || (input.bankAccount !== undefined && !BANK_ACCOUNT_PATTERN.test(input.bankAccount)))
    return refuse(400, '银行账号须为 12–19 位数字');
  if (missing('accountHolder')) return refuse(400, '请输入开户名');
  if (
    (!partial && input.type === 1 && !isResidentId(input.idCard ?? '')) ||
    (input.idCard && !isResidentId(input.idCard))
  )
    return refuse(400, '个人代理商须填写正确的 18 位身份证号');
  if (!partial && input.type === 2 && !input.licenseImg) return refuse(400, '企业代理商须上传营业执照');
  return undefined;
}

function findAgent(id: string | number | undefined): MockAgent | undefined {
  return db.agents.find((agent) => agent.id === Number(id));
}

export default [
  serve(addAgent, ({ body }) => {
    const refused = checkAgent(body, false);
    if (refused) return refused;
    const input = body as AgentInput;
    const time = nowText();
    const agent: MockAgent = {
      id: nextId(),
      agentNo: `AG${time.slice(0, 10).replace(/-/g, '')}${String(db.agents.length + 1).padStart(4, '0')}`,
      name: input.name.trim(),
      type: input.type,
      contactName: input.contactName.trim(),
      mobile: input.mobile,
      commissionBp: basisPoints(input.commissionRate)!,
      bankName: input.bankName.trim(),
      bankAccount: input.bankAccount,
      accountHolder: input.accountHolder.trim(),
      idCard: input.type === 1 ? (input.idCard ?? '') : '',
      licenseImg: input.type === 2 ? input.licenseImg : undefined,
      inviteCode: `YQ${String((db.agents.length * 7919) % 100000).padStart(5, '0')}`,
      remarks: [],
      status: AGENT_STATUS.pending,
      createTime: time,
    };
    db.agents.unshift(agent);
    return { id: agent.id };
  }),

  serve(getAgentList, ({ query, user }) => {
    const keyword = query.keyword?.trim().toUpperCase();
    const status = num(query.status);
    const type = num(query.type);
    const rows = db.agents.filter(
      (agent) =>
        (status === undefined || agent.status === status) &&
        (type === undefined || agent.type === type) &&
        inDays(agent.createTime, query) &&
        (!keyword ||
          agent.name.toUpperCase().includes(keyword) ||
          agent.agentNo.includes(keyword) ||
          agent.mobile.includes(keyword)),
    );
    const page = paginate(rows, query);
    return { list: page.list.map((agent) => agentView(agent, user)), total: page.total };
  }),

  serve(getAgentStatusMap, () => AGENT_STATUS_LABELS),

  serve(getAgentInfo, ({ query, user }) => {
    const agent = findAgent(query.id);
    return agent ? agentView(agent, user, true) : refuse(404, '代理商不存在');
  }),

  serve(editAgentInfo, ({ body, user }) => {
    const agent = findAgent(body.id);
    if (!agent) return refuse(404, '代理商不存在');
    const refused = checkAgent(body, true, agent.id);
    if (refused) return refused;
    const { id: _id, commissionRate, status, remark, ...fields } = body;
    // A review of a 待审核 agent needs its own action; a rejection says why, as a remark.
    const review = agent.status === AGENT_STATUS.pending && status !== undefined && status !== agent.status;
    const reviewAction = status === AGENT_STATUS.rejected ? 'agent:reject' : 'agent:approve';
    if (review && !can(user, reviewAction)) return refuse(403, noRightMsg(reviewAction));
    const note = remark === undefined ? undefined : noteFrom(remark, user, nowText());
    if (note && 'refused' in note) return note;
    if (review && status === AGENT_STATUS.rejected && !note) return refuse(400, '请填写驳回原因');
    for (const [key, value] of Object.entries(fields))
      if (value !== undefined)
        (agent as unknown as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
    if (commissionRate !== undefined) agent.commissionBp = basisPoints(commissionRate)!;
    if (status !== undefined) {
      if (!(status in AGENT_STATUS_LABELS)) return refuse(400, '代理商状态不正确');
      agent.status = status;
    }
    if (note) agent.remarks.push(note);
    return null;
  }),

  serve(addAgentRemark, ({ body, user }) => {
    const agent = findAgent(body.id);
    if (!agent) return refuse(404, '代理商不存在');
    const remark = noteFrom(body.content, user, nowText());
    if ('refused' in remark) return remark;
    agent.remarks.push(remark);
    return remark;
  }),

  serve(shareAgentSignPlatformList, ({ query }) => {
    const agent = findAgent(query.id);
    if (!agent) return refuse(404, '代理商不存在');
    return paginate(
      db.signings.filter((signing) => signing.agentId === agent.id).map(({ agentId: _agent, ...signing }) => signing),
      query,
    );
  }),

  serve(getAgentListMap, () =>
    db.agents.map((agent) => ({ value: agent.id, label: agent.name, agentNo: agent.agentNo })),
  ),

  serve(uploadAgentSettlementVoucher, ({ body, user }) => attachVoucher(body, user)),
];
