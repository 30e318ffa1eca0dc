/** The security layout: header, side menu, logout. */
const messages = {
  'layout.appearance': '外观',
  'layout.appearance.light': '浅色',
  'layout.appearance.dark': '深色',
  'layout.appearance.system': '跟随系统',
  'layout.density': '密度',
  'layout.density.standard': '标准',
  'layout.density.compact': '紧凑',
  'layout.diagnostics': '诊断信息',
  'layout.logout': '退出登录',
  'layout.bell': '待办 {count} 项',
  'layout.search': '搜索页面和单号（Ctrl K）',
  'layout.shortcuts': '快捷键',
  'layout.logout.done': '已退出登录',
  'layout.lang': '语言',
  'layout.menu.error': '菜单加载失败',
  'layout.menu.retry': '重新加载菜单',
  'demo.badge': '演示数据',
};

export default messages;
export type Messages = typeof messages;
