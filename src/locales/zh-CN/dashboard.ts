/** 工作台: the operator's day at a glance. */
const messages = {
  'dashboard.title': '工作台',
  'dashboard.todo': '待处理',
  'dashboard.open': '去处理',
  'dashboard.view': '去查看',
  'dashboard.retry': '重试',
  'dashboard.failed': '加载失败：{reason}',
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
