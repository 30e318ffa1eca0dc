/** The list building block (ListScreen): states, pager, export. */
const messages = {
  'list.date.start': '开始日期',
  'list.date.end': '结束日期',
  'list.select': '请选择',
  'list.retry': '重新加载',
  'list.error': '数据加载失败：{reason}',
  'list.empty': '暂无数据',
  'list.empty.filtered': '没有符合条件的数据，试试调整筛选条件',
  'list.export': '导出 CSV',
  'list.export.title': '导出 {name}',
  'list.export.progress': '正在导出：已获取 {done} / {total} 条',
  'list.export.cancel': '取消导出',
  'list.export.done': '已导出 {count} 条记录',
  'list.export.cancelled': '已取消导出',
  'list.export.failed': '导出失败，已获取的数据未保存，请重试',
  'list.export.empty': '没有可导出的数据',
  'list.total': '共 {total} 条',
  'list.stale': '下面是上次成功加载的数据，可能已过期；重试后更新。',
  'list.slow': '数据加载较慢，请稍候…',
  'list.selectRow': '选择 {key}',
  'list.actions': '操作',
  'list.totals.scope': '当前筛选条件下（所有页）',
  'list.totals.count': '{count, number} 笔',
  'list.totals.none': '—',
};

export default messages;
export type Messages = typeof messages;
