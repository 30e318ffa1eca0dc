import type { Messages } from '@/locales/zh-CN/login';

/** The login page. */
const messages: Messages = {
  'login.title': 'Log in',
  'login.tab.account': 'Account',
  'login.tab.mobile': 'Mobile',
  'login.username': 'Account',
  'login.password': 'Password',
  'login.mobile': 'Mobile',
  'login.code': 'Code',
  'login.code.send': 'Get code',
  'login.code.resend': 'Resend in {seconds}s',
  'login.code.sentPlain': 'Code sent',
  'login.code.sent': 'Code sent; valid for {minutes} minutes',
  'login.remember': 'Remember me',
  'login.submit': 'Log in',
  'login.demo': 'Demo accounts: {accounts}; SMS code {code}',
  'login.demo.account': '{name} / {password} ({role})',
  'login.success': 'Logged in',
};

export default messages;
