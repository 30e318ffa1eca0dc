import type { Messages } from '@/locales/zh-CN/signOut';

/** The question before a sign-out that leaves money moves unknown (layouts/shell/SignOutAsk.tsx). */
const messages: Messages = {
  'layout.logout.unknown.title': '{count} operation(s) with an unknown outcome',
  'layout.logout.unknown.list': 'Operations with an unknown outcome',
  'layout.logout.unknown.item': '{time} {move}: {about}',
  'layout.logout.unknown.elsewhere': 'sent from another tab',
  'layout.logout.unknown.content':
    'The server has not yet answered these. When you sign in again and redo the same operation, it is sent under the same request id, so it is never applied twice.',
  'layout.logout.unknown.ok': 'Log out anyway',
  'layout.logout.unknown.cancel': 'Stay',
};

export default messages;
