/** 诊断信息 and the new-version notice (their own chunks, registered when one shows). */
const messages = {
  'version.ready': '新版本已发布',
  'version.reload': '刷新',
  'version.later': '稍后',
  'version.safe': '刷新后打开的页面、筛选和草稿都会保留。',
  'version.wait.unsaved': '有未保存的输入：保存或放弃后再刷新。',
  'version.wait.moves': '有 {count} 笔操作正在提交或结果未知：完成后再刷新。',
  'diagnostics.title': '诊断信息',
  'diagnostics.note': '不含任何个人信息、请求内容或登录凭证；可复制后粘贴到工单中。',
  'diagnostics.version': '版本',
  'diagnostics.browser': '浏览器',
  'diagnostics.screen': '屏幕',
  'diagnostics.screen.value': '屏幕 {screen}，窗口 {window}，缩放 {ratio}',
  'diagnostics.page': '当前页面',
  'diagnostics.calls': '最近 {count} 次调用',
  'diagnostics.errors': '最近的错误',
  'diagnostics.noErrors': '没有错误',
  'diagnostics.col.time': '时间',
  'diagnostics.col.endpoint': '接口',
  'diagnostics.col.code': '结果',
  'diagnostics.col.ms': '耗时',
  'diagnostics.col.requestId': '请求 ID',
  'diagnostics.col.kind': '类型',
  'diagnostics.col.message': '内容',
  'diagnostics.col.count': '次数',
  'diagnostics.copy': '复制',
  'diagnostics.copied': '已复制诊断信息',
  'diagnostics.close': '关闭',
};

export default messages;
export type Messages = typeof messages;
