/**
 * Chinese, the default locale. Every user-facing string lives here and in
 * src/locales-lazy/en-US.ts, which must have the same keys (the type checks it).
 */
const zhCN = {
  'app.name': '云仓租赁管理后台',
  'app.slogan': '租赁云仓 · 代理结算 · 云打印发货',

  'request.error.title': '请求错误',
  'request.error.timeout': '请求超时，请稍后重试',
  'request.error.network': '网络连接失败，请检查网络后重试',
  'request.error.http': '服务器开小差了（HTTP {status}），请稍后重试',
  'request.error.format': '服务器返回了无法识别的数据',
  'request.error.unknown': '操作失败（错误码 {code}）',
  'request.error.notLoggedIn': '登录已失效，请重新登录',
  'request.error.aborted': '请求已取消',

  'form.required': '请输入{label}',
  'form.select': '请选择{label}',
  'form.mobile.invalid': '请输入正确的 11 位手机号',

  'login.title': '登录',
  'login.tab.account': '账号密码登录',
  'login.tab.mobile': '手机号登录',
  'login.username': '账号',
  'login.password': '密码',
  'login.mobile': '手机号',
  'login.code': '验证码',
  'login.code.send': '获取验证码',
  'login.code.resend': '{seconds} 秒后重新获取',
  'login.code.sent': '验证码已发送，{minutes} 分钟内有效',
  'login.remember': '记住我',
  'login.submit': '登录',
  'login.demo': '演示账号：{accounts}；短信验证码 {code}',
  'login.demo.account': '{name} / {password}（{role}）',
  'login.success': '登录成功',

  'layout.logout': '退出登录',
  'layout.logout.done': '已退出登录',
  'layout.lang': '语言',
  'layout.menu.error': '菜单加载失败',
  'layout.menu.retry': '重新加载菜单',

  'menuScreen.noScreen.title': '此菜单项暂无页面',
  'menuScreen.noScreen.desc': '菜单“{name}”（{path}）还没有对应的页面，请联系管理员检查菜单配置。',
  'menuScreen.forbidden.title': '没有访问权限',
  'menuScreen.forbidden.desc': '你的账号没有此页面的权限，如需开通请联系管理员。',
  'menuScreen.loading': '页面加载中…',
  'menuScreen.backHome': '返回首页',

  'notFound.title': '页面不存在',
  'notFound.desc': '你访问的地址 {path} 不存在，可能已被移动或删除。',

  'error.boundary.title': '页面出错了',
  'error.boundary.desc': '这个页面遇到了问题，其他页面不受影响。可以重试，或者刷新整个控制台。',
  'error.chunk.title': '页面资源加载失败',
  'error.chunk.desc': '{kind}加载失败（ChunkLoadError，类型：{type}）：{url}。可能是网络中断或控制台刚刚发布了新版本，请刷新后重试。',
  'error.chunk.kind.script': '脚本',
  'error.chunk.kind.style': '样式表',
  'error.retry': '重试',
  'error.reload': '刷新页面',

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
  'list.slow': '数据加载较慢，请稍候…',

  'access.denied': '无权限',
};

export default zhCN;
export type Messages = typeof zhCN;
