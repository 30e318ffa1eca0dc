/** The search palette (⌘K / Ctrl+K) and the shortcut sheet (?). */
const messages = {
  'palette.title': '搜索',
  'palette.placeholder': '输入页面名称、订单号、运单号、代理商、平台或结算单号',
  'palette.hint': '↑↓ 选择　Enter 打开　Esc 关闭　? 快捷键',
  'palette.screens': '页面',
  'palette.searching': '正在查找…',
  'palette.nothing': '没有找到与“{text}”相符的页面或记录',
  'palette.failed': '{source}：查找失败',
  'palette.more': '只显示前 {count} 条，打开列表查看全部',
  'palette.many': '在订单发货中逐个查找这 {count} 个单号',
  'palette.many.group': '多个单号',
  'palette.order.sub': '{platform} · {goods}',
  'palette.order.waybill': '运单 {waybill}',
  'palette.agent.sub': '{agentNo} · {mobile}',
  'palette.platform.sub': '{platformNo} · {company}',
  'palette.settlement.sub': '{agent} · {platform} · {period}',
  'palette.keys.title': '快捷键',
  'palette.keys.palette': '搜索页面和单号',
  'palette.keys.tabs': '切换到上一个 / 下一个页面标签',
  'palette.keys.keyword': '聚焦当前列表的关键字搜索框',
  'palette.keys.move': '在结果中上下移动',
  'palette.keys.open': '打开选中的结果',
  'palette.keys.close': '关闭搜索或对话框',
  'palette.keys.sheet': '显示本快捷键列表',
};

export default messages;
export type Messages = typeof messages;
