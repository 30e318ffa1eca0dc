import type { FlowType, PayType, RechargeStatus } from '../../src/services/finance';

export const PAY_TYPE_LABELS: Record<PayType, string> = { 1: '线下转账', 2: '支付宝', 3: '微信' };
export const RECHARGE_STATUS_LABELS: Record<RechargeStatus, string> = { 0: '待审核', 1: '已到账', 2: '已驳回' };
export const FLOW_TYPE_LABELS: Record<FlowType, string> = {
  recharge: '充值',
  usage: '消费扣费',
  manualDeduction: '手动扣费',
  refund: '退款',
  payout: '结算打款',
  adjustment: '调账',
};

/** The largest single recharge the backend accepts, in fen (¥1,000,000.00). */
export { MAX_RECHARGE_FEN } from '../../src/services/finance';
/** The largest manual deduction, in fen (¥100,000.00). */
export { MAX_DEDUCTION_FEN } from '../../src/services/platform';
