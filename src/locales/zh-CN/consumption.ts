/** 消费记录. */
const messages = {
  'consume.title': '消费记录',
  'consume.col.type': '消费类型',
  'consume.col.platform': '平台',
  'consume.col.unitPrice': '单价',
  'consume.col.unitTimes': '{price} × {quantity, number}',
  'consume.col.quantity': '数量',
  'consume.col.amount': '金额',
  'consume.col.result': '结果',
  'consume.col.balanceAfter': '扣费后余额',
  'consume.col.relatedOrder': '关联单号',
  'consume.col.createTime': '时间',
  'consume.col.date': '日期',
  'consume.result.成功': '成功',
  'consume.result.失败': '失败',
  'consume.result.已退回': '已退回',
  'consume.totals.count': '记录数',
  'consume.totals.quantity': '数量合计',
  'consume.totals.amount': '实扣金额合计（成功）',
};

export default messages;
export type Messages = typeof messages;
