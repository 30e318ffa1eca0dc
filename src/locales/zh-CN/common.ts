/** Shared by every screen: the app, request errors, form messages, error pages. */
const messages = {
  // Every money move by name: the repeat guard, the unknown-outcome panel, a sign-out that asks.
  'intent.what.deduct': '扣费',
  'intent.what.recharge': '充值',
  'intent.what.print': '打印',
  'intent.what.confirm': '确认交付',
  'intent.what.voucher': '上传结算凭证',
  'intent.what.addAgent': '新增代理商',
  'app.name': '云仓租赁管理后台',
  'app.slogan': '租赁云仓 · 代理结算 · 云打印发货',

  /** A field the server did not send (an optional field of the contract). */
  'value.missing': '—',
  'request.error.title': '请求错误',
  /** A notice shown without antd (its code could not be loaded): title and text in one line. */
  'notice.plain': '{title}：{text}',
  'request.error.checking': '没有收到服务器的明确答复（{cause}），正在核对这笔操作是否已经生效，请勿重复提交',
  'request.cause.timeout': '请求超时',
  'request.cause.network': '网络连接中断',
  'request.cause.http': 'HTTP {status}',
  'request.cause.format': '返回的数据无法识别',
  'request.cause.server': '服务器出错，错误码 {code}',
  'request.error.timeout': '请求超时，请稍后重试',
  'request.error.network': '网络连接失败，请检查网络后重试',
  'request.error.http': '服务器开小差了（HTTP {status}），请稍后重试',
  'request.error.format': '服务器返回了无法识别的数据',
  'request.error.unknown': '操作失败（错误码 {code}）',
  'request.error.notLoggedIn': '登录已失效，请重新登录',
  'request.error.aborted': '请求已取消',
  'request.error.contract': '接口返回的数据格式不符（{endpoint}）：{field} {expected}，收到 {received}',
  'contract.expect.fen': '应为整数（分）',
  'contract.expect.integer': '应为整数',
  'contract.expect.number': '应为数字',
  'contract.expect.text': '应为文本',
  'contract.expect.dateTime': '应为北京时间 YYYY-MM-DD HH:mm:ss',
  'contract.expect.boolean': '应为 true 或 false',
  'contract.expect.list': '应为数组',
  'contract.expect.object': '应为对象',
  'contract.expect.oneOf': '应为以下之一：{values}',
  'contract.expect.missing': '缺少此字段',
  'contract.expect.other': '不符合约定（应为 {expected}）',

  'form.required': '请输入{label}',
  'form.select': '请选择{label}',
  'form.mobile.invalid': '请输入正确的 11 位手机号',

  'menuScreen.noScreen.title': '此菜单项暂无页面',
  'menuScreen.noScreen.desc': '菜单“{name}”（{path}）还没有对应的页面，请联系管理员检查菜单配置。',
  'menuScreen.forbidden.title': '无权访问',
  'menuScreen.forbidden.desc': '你的账号没有此页面的权限，如需开通请联系管理员。',
  'menuScreen.loading': '页面加载中…',
  'menuScreen.backHome': '返回首页',

  'notFound.title': '页面不存在',
  'notFound.desc': '你访问的地址 {path} 不存在，可能已被移动或删除。',

  'error.boundary.title': '页面出错了',
  'error.boundary.desc': '这个页面遇到了问题，其他页面不受影响。可以重试，或者刷新整个控制台。',
  'error.chunk.title': '页面资源加载失败',
  'error.chunk.desc':
    '{kind}加载失败（ChunkLoadError，类型：{type}）：{url}。可能是网络中断或控制台刚刚发布了新版本，请刷新后重试。',
  'error.chunk.kind.script': '脚本',
  'error.chunk.kind.style': '样式表',
  'error.retry': '重试',
  'error.reload': '刷新页面',

  'access.denied': '无权限',
  'frame.refused': '控制台只能在授权的门户中打开。请直接访问控制台地址，或从门户进入。',
};

export default messages;
export type Messages = typeof messages;
