import type { Messages } from '@/locales/zh-CN/consumption';

const messages: Messages = {
  'consume.title': 'Consumption',
  'consume.col.type': 'Service',
  'consume.col.platform': 'Platform',
  'consume.col.unitPrice': 'Unit price',
  'consume.col.unitTimes': '{price} × {quantity, number}',
  'consume.col.quantity': 'Qty',
  'consume.col.amount': 'Amount',
  'consume.col.result': 'Result',
  'consume.col.balanceAfter': 'Balance after',
  'consume.col.relatedOrder': 'Related no.',
  'consume.col.createTime': 'Time',
  'consume.col.date': 'Date',
  'consume.result.成功': 'Succeeded',
  'consume.result.失败': 'Failed',
  'consume.result.已退回': 'Refunded',
  'consume.totals.count': 'Records',
  'consume.totals.quantity': 'Quantity',
  'consume.totals.amount': 'Charged (succeeded)',
};

export default messages;
