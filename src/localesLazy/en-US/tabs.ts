import type { Messages } from '@/locales/zh-CN/tabs';

/** The page tabs under the header. */
const messages: Messages = {
  'tabs.label': 'Open pages',
  'tabs.close': 'Close',
  'tabs.closeOthers': 'Close others',
  'tabs.unsaved': 'Holds input not yet submitted',
  'tabs.closeRight': 'Close to the right',
  'tabs.ask.title': 'Unsubmitted input',
  'tabs.ask.content': '“{title}” has input not yet submitted; closing it loses the input.',
  'tabs.ask.ok': 'Close and discard',
  'tabs.ask.cancel': 'Keep editing',
  'tabs.cap.title': '{max} pages open',
  'tabs.cap.content':
    'Opening another page closes the least recently used, “{title}”, which has input not yet submitted; closing it loses the input.',
  'tabs.cap.ok': 'Close it',
  'tabs.cap.cancel': 'Keep it open too',
};

export default messages;
