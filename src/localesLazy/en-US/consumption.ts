import type { Messages } from '@/locales/zh-CN/consumption';

const messages: Messages = {
  'consumption.title': 'Consumption',
  'consumption.col.type': 'Service',
  'consumption.col.platform': 'Platform',
  'consumption.col.unitPrice': 'Unit price',
  'consumption.col.unitTimes': '{price} × {quantity, number}',
  'consumption.col.quantity': 'Qty',
  'consumption.col.amount': 'Amount',
  'consumption.col.result': 'Result',
  'consumption.col.balanceAfter': 'Balance after',
  'consumption.col.relatedOrder': 'Related no.',
  'consumption.col.createTime': 'Time',
  'consumption.col.date': 'Date',
  'consumption.result.成功': 'Succeeded',
  'consumption.result.失败': 'Failed',
  'consumption.result.已退回': 'Refunded',
  'consumption.totals.count': 'Records',
  'consumption.totals.quantity': 'Quantity',
  'consumption.totals.amount': 'Charged (succeeded)',
};

export default messages;
