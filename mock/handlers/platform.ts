import { AGENT_STATUS } from '@/services/agent';
import {
  addPlatform,
  addPlatformNote,
  getPlatformInfo,
  getPlatformList,
  getScopeSets,
  handDeductionFee,
  type PlatformInput,
  LOW_BALANCE_FEN,
  MAX_DEDUCTION_FEN,
  PLATFORM_STATUS,
} from '@/services/platform';
import { maskMobile } from '@/core/mask';
import { ALIPAY_APP_ID_PATTERN, MOBILE_PATTERN } from '@/services/rules';
import { db, nextId } from '../db';
import { deductFee } from '../db/ledger';
import { platformView, SCOPES, type MockPlatform } from '../db/platform';
import { nowText } from '../db/random';
import { noteFrom, num, paginate, privateFor, refuse, serve, type Refusal } from './serve';
import type { MockUser } from '../db/users';

function findPlatform(id: unknown): MockPlatform | undefined {
  return db.platforms.find((platform) => platform.id === Number(id));
}

function checkPlatform(input: Partial<PlatformInput>): Refusal | undefined {
  if (!input.name?.trim()) return refuse(400, '请输入平台名称');
  if (db.platforms.some((platform) => platform.name === input.name?.trim()))
    return refuse(400, `平台名称「${input.name.trim()}」已存在`);
  if (!input.alipayAppId || !ALIPAY_APP_ID_PATTERN.test(input.alipayAppId))
    return refuse(400, '支付宝 AppID 须为 16 位数字');
  if (db.platforms.some((platform) => platform.alipayAppId === input.alipayAppId))
    return refuse(400, '该支付宝 AppID 已绑定其他平台');
  if (!input.companyName?.trim()) return refuse(400, '请输入公司名称');
  if (!input.contactName?.trim()) return refuse(400, '请输入联系人');
  if (!input.mobile || !MOBILE_PATTERN.test(input.mobile)) return refuse(400, '手机号格式不正确');
  if (
    input.agentId !== undefined &&
    input.agentId !== null &&
    !db.agents.some((agent) => agent.id === input.agentId && agent.status === AGENT_STATUS.active)
  ) {
    return refuse(400, '所选代理商不存在或未启用');
  }
  if (
    typeof input.creditFeePrice !== 'number' ||
    !Number.isInteger(input.creditFeePrice) ||
    input.creditFeePrice <= 0 ||
    input.creditFeePrice > 10_000
  ) {
    return refuse(400, '征信查询单价须在 ¥0.01–¥100.00 之间');
  }
  if (
    !Array.isArray(input.scopeIds) ||
    input.scopeIds.length === 0 ||
    input.scopeIds.some((id) => !SCOPES.some((scope) => scope.value === id))
  ) {
    return refuse(400, '请选择经营范围');
  }
  if (
    !input.expireTime ||
    !/^\d{4}-\d{2}-\d{2}/.test(input.expireTime) ||
    input.expireTime.slice(0, 10) <= nowText().slice(0, 10)
  ) {
    return refuse(400, '到期时间须晚于今天');
  }
  return undefined;
}

/** A platform as `user` may receive it (its contact's mobile masked without personal:unmask). */
function platformFor(platform: Parameters<typeof platformView>[0], user: MockUser) {
  const view = platformView(platform, db.agents);
  return { ...view, mobile: privateFor(user, view.mobile, maskMobile) };
}

export default [
  serve(getPlatformList, ({ query, user }) => {
    const keyword = query.keyword?.trim().toUpperCase();
    const status = num(query.status);
    const agentId = num(query.agentId);
    const lowBalance = num(query.lowBalance) === 1;
    const rows = db.platforms.filter(
      (platform) =>
        (status === undefined || platform.status === status) &&
        (!lowBalance || platform.balance < LOW_BALANCE_FEN) &&
        (agentId === undefined || platform.agentId === agentId) &&
        (!keyword ||
          [platform.name, platform.platformNo, platform.companyName].some((text) =>
            text.toUpperCase().includes(keyword),
          )),
    );
    const page = paginate(rows, query);
    return { list: page.list.map((platform) => platformFor(platform, user)), total: page.total };
  }),

  serve(getPlatformInfo, ({ body, user }) => {
    const platform = findPlatform(body.id);
    return platform ? platformFor(platform, user) : refuse(404, '平台不存在');
  }),

  serve(addPlatform, ({ body }) => {
    const refused = checkPlatform(body);
    if (refused) return refused;
    const input = body as PlatformInput;
    const time = nowText();
    const platform: MockPlatform = {
      id: nextId(),
      platformNo: `PT${time.slice(0, 4)}${String(db.platforms.length + 1).padStart(4, '0')}`,
      name: input.name.trim(),
      alipayAppId: input.alipayAppId,
      companyName: input.companyName.trim(),
      contactName: input.contactName.trim(),
      mobile: input.mobile,
      agentId: input.agentId ?? undefined,
      balance: 0,
      creditFeePrice: input.creditFeePrice,
      scopeIds: [...input.scopeIds].sort(),
      signTime: time,
      expireTime: `${input.expireTime.slice(0, 10)} 23:59:59`,
      notes: [],
      status: PLATFORM_STATUS.active,
      printerOnline: true,
      ships: false,
    };
    db.platforms.unshift(platform);
    db.ledger.opening.set(platform.id, 0);
    if (platform.agentId) {
      db.signings.push({
        agentId: platform.agentId,
        platformId: platform.id,
        platformName: platform.name,
        signTime: time,
        contractNo: `HT${time.slice(0, 10).replace(/-/g, '')}${String(platform.id).padStart(4, '0')}`,
        signStatus: '已签约',
      });
    }
    return { id: platform.id };
  }),

  serve(addPlatformNote, ({ body, user }) => {
    const platform = findPlatform(body.id);
    if (!platform) return refuse(404, '平台不存在');
    const note = noteFrom(body.content, user, nowText());
    if ('refused' in note) return note;
    platform.notes.push(note);
    return note;
  }),

  serve(getScopeSets, () => SCOPES),

  // A GET on this backend; keyed (see serve.ts).
  serve(handDeductionFee, ({ query, user }) => {
    const platform = findPlatform(query.platformId);
    if (!platform) return refuse(404, '平台不存在');
    const amount = Number(query.amount);
    if (!/^\d+$/.test(query.amount ?? '') || amount <= 0) return refuse(400, '扣费金额须为大于 0 的金额（单位：分）');
    if (amount > MAX_DEDUCTION_FEN) return refuse(400, '单次扣费不能超过 ¥100,000.00');
    if (amount > platform.balance) return refuse(400, `余额不足：平台「${platform.name}」当前余额不够扣除`);
    const reason = query.reason?.trim();
    if (!reason) return refuse(400, '请输入扣费原因');
    const row = deductFee(db.ledger, platform, { amount, reason: `${reason}（操作人：${user.nickname}）` });
    return { balanceAfter: row.balanceAfter };
  }),
];
