import type { Messages } from '@/locales/zh-CN';

/** English, loaded on demand (see src/core/locale.ts); the type keeps its keys in step with zh-CN. */
const enUS: Messages = {
  'app.name': 'Cloud Warehouse Rental Console',
  'app.slogan': 'Rental cloud warehouse · agent settlement · cloud-printed shipping',

  'request.error.title': 'Request error',
  'request.error.timeout': 'The request timed out. Please try again.',
  'request.error.network': 'Network failure. Check your connection and try again.',
  'request.error.http': 'The server failed (HTTP {status}). Please try again later.',
  'request.error.format': 'The server sent a response the console cannot read.',
  'request.error.unknown': 'The operation failed (code {code}).',
  'request.error.notLoggedIn': 'Your session has expired. Please log in again.',
  'request.error.aborted': 'The request was cancelled.',

  'form.required': 'Please enter {label}',
  'form.select': 'Please select {label}',
  'form.mobile.invalid': 'Enter a valid 11-digit mobile number',

  'login.title': 'Log in',
  'login.tab.account': 'Account',
  'login.tab.mobile': 'Mobile',
  'login.username': 'Account',
  'login.password': 'Password',
  'login.mobile': 'Mobile',
  'login.code': 'Code',
  'login.code.send': 'Get code',
  'login.code.resend': 'Resend in {seconds}s',
  'login.code.sent': 'Code sent; valid for {minutes} minutes',
  'login.remember': 'Remember me',
  'login.submit': 'Log in',
  'login.demo': 'Demo accounts: {accounts}; SMS code {code}',
  'login.demo.account': '{name} / {password} ({role})',
  'login.success': 'Logged in',

  'layout.logout': 'Log out',
  'layout.logout.done': 'Logged out',
  'layout.lang': 'Language',
  'layout.menu.error': 'The menu failed to load',
  'layout.menu.retry': 'Reload menu',

  'menuScreen.noScreen.title': 'No screen for this menu entry',
  'menuScreen.noScreen.desc': 'The menu entry "{name}" ({path}) has no screen yet. Ask an administrator to check the menu setup.',
  'menuScreen.forbidden.title': 'No access',
  'menuScreen.forbidden.desc': 'Your account has no permission for this screen. Ask an administrator to grant it.',
  'menuScreen.loading': 'Loading…',
  'menuScreen.backHome': 'Back to home',

  'notFound.title': 'Page not found',
  'notFound.desc': 'The address {path} does not exist. It may have moved or been removed.',

  'error.boundary.title': 'This screen failed',
  'error.boundary.desc': 'Something went wrong on this screen; the rest of the console still works. Retry, or reload the console.',
  'error.chunk.title': 'A part of the console failed to load',
  'error.chunk.desc': 'The {kind} failed to load (ChunkLoadError, type: {type}): {url}. The network may be down or a new version was just released; reload and try again.',
  'error.chunk.kind.script': 'script',
  'error.chunk.kind.style': 'stylesheet',
  'error.retry': 'Retry',
  'error.reload': 'Reload',

  'list.retry': 'Reload',
  'list.error': 'Failed to load: {reason}',
  'list.empty': 'No data',
  'list.empty.filtered': 'Nothing matches these filters; try changing them',
  'list.export': 'Export CSV',
  'list.export.title': 'Export {name}',
  'list.export.progress': 'Exporting: {done} of {total} rows fetched',
  'list.export.cancel': 'Cancel export',
  'list.export.done': 'Exported {count} rows',
  'list.export.cancelled': 'Export cancelled',
  'list.export.failed': 'Export failed; nothing was saved. Please try again.',
  'list.export.empty': 'Nothing to export',
  'list.total': '{total} in all',
  'list.slow': 'This is taking longer than usual…',

  'access.denied': 'No permission',
};

export default enUS;
