/** The security layout: header, side menu, logout. */
const messages = {
  'layout.appearance': '外观',
  'layout.appearance.light': '浅色',
  'layout.appearance.dark': '深色',
  'layout.appearance.system': '跟随系统',
  'layout.density': '密度',
  'layout.density.standard': '标准',
  'layout.density.compact': '紧凑',
  'layout.logout': '退出登录',
  'layout.bell': '待办 {count} 项',
  'layout.search': '搜索页面和单号（Ctrl K）',
  'layout.shortcuts': '快捷键',
  'layout.logout.done': '已退出登录',
  'layout.logout.unknown.title': '还有 {count} 笔操作结果未知',
  'layout.logout.unknown.content':
    '{moves}已经发出，尚未收到服务器的结果。退出后请勿换人重做：你本人再次登录并重做同样的操作时，会沿用原来的请求号，服务器不会重复执行。',
  'layout.logout.unknown.ok': '仍然退出',
  'layout.logout.unknown.cancel': '留在这里',
  'layout.lang': '语言',
  'layout.menu.error': '菜单加载失败',
  'layout.menu.retry': '重新加载菜单',
  'demo.badge': '演示数据',
};

export default messages;
export type Messages = typeof messages;
