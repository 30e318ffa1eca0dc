/** The page tabs under the header. */
const messages = {
  'tabs.label': '已打开的页面',
  'tabs.close': '关闭',
  'tabs.closeOthers': '关闭其他',
  'tabs.closeRight': '关闭右侧',
  'tabs.unsaved': '有尚未提交的输入',
  'tabs.ask.title': '有尚未提交的内容',
  'tabs.ask.content': '「{title}」有尚未提交的输入，关闭后会丢失。',
  'tabs.ask.ok': '关闭并丢弃',
  'tabs.ask.cancel': '留下继续编辑',
  'tabs.cap.title': '已打开 {max} 个页面',
  'tabs.cap.content': '打开新页面需要关闭最久未用的「{title}」，它有尚未提交的输入，关闭后会丢失。',
  'tabs.cap.ok': '关闭它',
  'tabs.cap.cancel': '保留，多开一个',
};

export default messages;
export type Messages = typeof messages;
