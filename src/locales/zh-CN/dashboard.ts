/** 工作台: the operator's day at a glance. */
const messages = {
  'dashboard.title': '工作台',
  'dashboard.todo': '待处理',
  'dashboard.open': '去处理',
  'dashboard.view': '去查看',
  'dashboard.retry': '重试',
  'dashboard.failed': '加载失败：{reason}',
  'dashboard.card.toShip': '待发货',
  'dashboard.card.toShip.hint': '已下单、尚未发货的订单',
  'dashboard.card.printFailed': '打印失败',
  'dashboard.card.printFailed.hint': '最近一次云打印失败的面单',
  'dashboard.card.exception': '物流异常',
  'dashboard.card.exception.hint': '发货状态为异常的订单',
  'dashboard.card.settlePending': '待确认结算',
  'dashboard.card.settlePending.hint': '等待确认交付的结算单',
  'dashboard.card.settleVoucher': '待上传凭证',
  'dashboard.card.settleVoucher.hint': '已确认、等待付款凭证的结算单',
  'dashboard.card.lowBalance': '余额不足的平台',
  'dashboard.card.lowBalance.hint': '余额低于 {amount} 的平台',
  'dashboard.card.rechargePending': '待审核充值',
  'dashboard.card.rechargePending.hint': '等待后台审核到账的充值',
  'dashboard.week.title': '近 7 日资金',
  'dashboard.week.income': '收入（充值等）',
  'dashboard.week.expense': '支出（扣费等）',
  'dashboard.week.day': '日期',
  'dashboard.week.total': '7 日合计：收入 {income}，支出 {expense}',
  'dashboard.week.chart': '近 7 日每日收入与支出（元）',
  'dashboard.updated': '更新于 {time}',
};

export default messages;
export type Messages = typeof messages;
