/** 风控设置. */
const messages = {
  'risk.title': '风控设置',
  'risk.platform': '平台',
  'risk.platform.placeholder': '选择要设置的平台',
  'risk.pick': '先选择一个平台，再查看和修改它的风控设置',
  'risk.loadFailed': '风控设置加载失败：{reason}',
  'risk.field.autoApproveRatio': '自动通过比例',
  'risk.field.autoApproveRatio.extra': '信用分达标的订单中自动通过的比例',
  'risk.field.manualReviewRatio': '人工审核比例',
  'risk.field.manualReviewRatio.extra': '转人工审核的比例；与自动通过之和不超过 100%',
  'risk.field.minCreditScore': '最低信用分',
  'risk.field.minCreditScore.extra': '350–950 的整数，低于此分自动拒绝',
  'risk.field.minCreditScore.invalid': '最低信用分须为 {min}–{max} 之间的整数',
  'risk.field.depositRatio': '押金比例',
  'risk.field.depositRatio.extra': '低于最低信用分时要求的押金比例',
  'risk.cross.sum': '自动通过与人工审核比例之和不能超过 100%（现在是 {sum}%）',
  'risk.updated': '上次修改：{time}，{operator}',
  'risk.changes': '将修改 {count} 项',
  'risk.noChanges': '没有修改',
  'risk.save': '保存',
  'risk.reset': '撤销修改',
  'risk.saved': '“{name}”的风控设置已保存',
  'risk.leave.title': '有未保存的修改',
  'risk.leave.body': '离开后，对“{name}”风控设置的 {count} 项修改会丢失。',
  'risk.leave.ok': '放弃修改并离开',
  'risk.leave.stay': '留下继续编辑',
};

export default messages;
export type Messages = typeof messages;
