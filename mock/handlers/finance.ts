import { PLATFORM_STATUS } from '@/services/platform';
import {
  getFlowList,
  getRechargeList,
  MAX_RECHARGE_FEN,
  PAY_TYPES,
  recharge,
  type PayType,
  RECHARGE_STATUS,
} from '@/services/finance';
import { db } from '../db';
import { creditRecharge } from '../db/ledger';
import { inDays, num, paginate, refuse, serve } from './serve';

export default [
  serve(getRechargeList, ({ query }) => {
    const platformId = num(query.platformId);
    const status = num(query.status);
    const payType = num(query.payType);
    const rows = db.ledger.recharges.filter(
      (row) =>
        (platformId === undefined || row.platformId === platformId) &&
        (status === undefined || row.status === status) &&
        (payType === undefined || row.payType === payType) &&
        inDays(row.createTime, query),
    );
    const summary = {
      count: rows.length,
      amount: rows.reduce((total, row) => total + row.amount, 0),
      creditedAmount: rows.reduce(
        (total, row) => total + (row.status === RECHARGE_STATUS.credited ? row.amount : 0),
        0,
      ),
    };
    return { ...paginate(rows, query), summary };
  }),

  // Keyed (see serve.ts): a retried recharge credits once.
  serve(recharge, ({ body, user }) => {
    const platform = db.platforms.find((candidate) => candidate.id === body.platformId);
    if (!platform) return refuse(400, '请选择平台');
    if (platform.status === PLATFORM_STATUS.disabled) return refuse(400, `平台「${platform.name}」已禁用，不能充值`);
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return refuse(400, '充值金额须为大于 0 的金额（单位：分）');
    if (amount > MAX_RECHARGE_FEN) return refuse(400, '单笔充值不能超过 ¥1,000,000.00');
    if (!body.payType || !PAY_TYPES.includes(body.payType)) return refuse(400, '请选择支付方式');
    if (body.payType === 1 && !body.voucherUrl) return refuse(400, '线下转账须上传转账凭证');
    return creditRecharge(db.ledger, platform, {
      amount,
      payType: body.payType as PayType,
      voucherUrl: body.voucherUrl,
      remark: body.remark?.trim() || undefined,
      operatorName: user.nickname,
    });
  }),

  serve(getFlowList, ({ query }) => {
    const platformId = num(query.platformId);
    const rows = db.ledger.flows.filter(
      (row) =>
        (platformId === undefined || row.platformId === platformId) &&
        (!query.direction || row.direction === query.direction) &&
        (!query.type || row.type === query.type) &&
        inDays(row.createTime, query),
    );
    const income = rows.reduce((total, row) => total + (row.direction === 'income' ? row.amount : 0), 0);
    const expense = rows.reduce((total, row) => total + (row.direction === 'expense' ? row.amount : 0), 0);
    return { ...paginate(rows, query), summary: { count: rows.length, income, expense, net: income - expense } };
  }),
];
