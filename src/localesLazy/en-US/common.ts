import type { Messages } from '@/locales/zh-CN/common';

/** Shared by every screen: the app, request errors, form messages, error pages. */
const messages: Messages = {
  // Every money move by name: the repeat guard, the unknown-outcome panel, a sign-out that asks.
  'intent.what.deduct': 'deduction',
  'intent.what.recharge': 'recharge',
  'intent.what.print': 'print',
  'intent.what.confirm': 'delivery confirmation',
  'intent.what.voucher': 'settlement voucher upload',
  'intent.what.addAgent': 'agent onboarding',
  'app.name': 'Cloud Warehouse Rental Console',
  'app.slogan': 'Rental cloud warehouse · agent settlement · cloud-printed shipping',

  'value.missing': '—',
  'request.error.title': 'Request error',
  'notice.plain': '{title}: {text}',
  'request.error.checking':
    'No definite answer from the server ({cause}). Checking whether the operation took effect; do not submit it again.',
  'request.cause.timeout': 'timed out',
  'request.cause.network': 'connection lost',
  'request.cause.http': 'HTTP {status}',
  'request.cause.format': 'an unreadable answer',
  'request.cause.server': 'a server error, code {code}',
  'request.error.timeout': 'The request timed out. Please try again.',
  'request.error.network': 'Network failure. Check your connection and try again.',
  'request.error.http': 'The server failed (HTTP {status}). Please try again later.',
  'request.error.format': 'The server sent a response the console cannot read.',
  'request.error.unknown': 'The operation failed (code {code}).',
  'request.error.notLoggedIn': 'Your session has expired. Please log in again.',
  'request.error.aborted': 'The request was cancelled.',
  'request.error.contract': 'The answer of {endpoint} breaks the contract: {field} {expected}, received {received}',
  'contract.expect.fen': 'should be an integer (fen)',
  'contract.expect.integer': 'should be an integer',
  'contract.expect.number': 'should be a number',
  'contract.expect.text': 'should be text',
  'contract.expect.dateTime': 'should be Beijing time YYYY-MM-DD HH:mm:ss',
  'contract.expect.boolean': 'should be true or false',
  'contract.expect.list': 'should be an array',
  'contract.expect.object': 'should be an object',
  'contract.expect.oneOf': 'should be one of: {values}',
  'contract.expect.missing': 'is missing',
  'contract.expect.other': 'breaks the contract (expected {expected})',

  'form.required': 'Please enter {label}',
  'form.select': 'Please select {label}',
  'form.mobile.invalid': 'Enter a valid 11-digit mobile number',

  'menuScreen.noScreen.title': 'No screen for this menu entry',
  'menuScreen.noScreen.desc':
    'The menu entry "{name}" ({path}) has no screen yet. Ask an administrator to check the menu setup.',
  'menuScreen.forbidden.title': 'No access',
  'menuScreen.forbidden.desc': 'Your account has no permission for this screen. Ask an administrator to grant it.',
  'menuScreen.loading': 'Loading…',
  'menuScreen.backHome': 'Back to home',

  'notFound.title': 'Page not found',
  'notFound.desc': 'The address {path} does not exist. It may have moved or been removed.',

  'error.boundary.title': 'This screen failed',
  'error.boundary.desc':
    'Something went wrong on this screen; the rest of the console still works. Retry, or reload the console.',
  'error.chunk.title': 'A part of the console failed to load',
  'error.chunk.desc':
    'The {kind} failed to load (ChunkLoadError, type: {type}): {url}. The network may be down or a new version was just released; reload and try again.',
  'error.chunk.kind.script': 'script',
  'error.chunk.kind.style': 'stylesheet',
  'error.retry': 'Retry',
  'error.reload': 'Reload',

  'access.denied': 'No permission',
  'frame.refused':
    'The console opens only inside its authorised portal. Open its address directly, or go through the portal.',
};

export default messages;
