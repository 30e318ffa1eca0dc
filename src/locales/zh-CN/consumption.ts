/** 消费记录. */
const messages = {
  'consumption.title': '消费记录',
  'consumption.col.type': '消费类型',
  'consumption.col.platform': '平台',
  'consumption.col.unitPrice': '单价',
  'consumption.col.unitTimes': '{price} × {quantity, number}',
  'consumption.col.quantity': '数量',
  'consumption.col.amount': '金额',
  'consumption.col.result': '结果',
  'consumption.col.balanceAfter': '扣费后余额',
  'consumption.col.relatedOrder': '关联单号',
  'consumption.col.createTime': '时间',
  'consumption.col.date': '日期',
  'consumption.result.成功': '成功',
  'consumption.result.失败': '失败',
  'consumption.result.已退回': '已退回',
  'consumption.totals.count': '记录数',
  'consumption.totals.quantity': '数量合计',
  'consumption.totals.amount': '实扣金额合计（成功）',
};

export default messages;
export type Messages = typeof messages;
