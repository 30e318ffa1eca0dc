/** The login page. */
const messages = {
  'login.title': '登录',
  'login.tab.account': '账号密码登录',
  'login.tab.mobile': '手机号登录',
  'login.username': '账号',
  'login.password': '密码',
  'login.mobile': '手机号',
  'login.code': '验证码',
  'login.code.send': '获取验证码',
  'login.code.resend': '{seconds} 秒后重新获取',
  'login.code.sentPlain': '验证码已发送',
  'login.code.sent': '验证码已发送，{minutes} 分钟内有效',
  'login.remember': '记住我',
  'login.submit': '登录',
  'login.demo': '演示账号：{accounts}；短信验证码 {code}',
  'login.demo.account': '{name} / {password}（{role}）',
  'login.success': '登录成功',
};

export default messages;
export type Messages = typeof messages;
