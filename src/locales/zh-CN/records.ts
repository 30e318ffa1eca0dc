/** A record opened over the screen (src/features/records; registered with its first view). */
const messages = {
  'records.inList': '在列表中查看',
  'records.back': '返回',
  'records.related': '相关记录',
  'records.loadFailed': '加载失败：{reason}',
  'records.gone': '没有找到这条记录，它可能已被删除或不在你的权限范围内',
  'records.settlement.title': '结算单 {settleNo}',
};

export default messages;
export type Messages = typeof messages;
