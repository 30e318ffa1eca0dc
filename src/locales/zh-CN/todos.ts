/** What waits for the operator: the workbench's cards and the header's bell. */
const messages = {
  'todos.toShip': '待发货',
  'todos.toShip.hint': '已下单、尚未发货的订单',
  'todos.printFailed': '打印失败',
  'todos.printFailed.hint': '最近一次云打印失败的面单',
  'todos.exception': '物流异常',
  'todos.exception.hint': '发货状态为异常的订单',
  'todos.settlePending': '待确认结算',
  'todos.settlePending.hint': '等待确认交付的结算单',
  'todos.settleVoucher': '待上传凭证',
  'todos.settleVoucher.hint': '已确认、等待付款凭证的结算单',
  'todos.lowBalance': '余额不足的平台',
  'todos.lowBalance.hint': '余额低于 {amount} 的平台',
  'todos.rechargePending': '待审核充值',
  'todos.rechargePending.hint': '等待后台审核到账的充值',
  'todos.agentPending': '待审核代理商',
  'todos.agentPending.hint': '提交资料、等待审核的代理商',
  'todos.bell.title': '待办事项',
  'todos.bell.new': '新',
  'todos.bell.none': '没有待处理的事项',
  'todos.bell.failed': '待办数量未能刷新，稍后会自动再试',
  'todos.bell.updated': '更新于 {time}',
  'todos.bell.readOnly': '查看',
  'todos.bell.readOnly.hint': '你可以查看这些事项，处理需要其他权限',
};

export default messages;
export type Messages = typeof messages;
