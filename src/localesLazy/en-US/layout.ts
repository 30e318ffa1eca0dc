import type { Messages } from '@/locales/zh-CN/layout';

/** The security layout: header, side menu, logout. */
const messages: Messages = {
  'layout.appearance': 'Appearance',
  'layout.appearance.light': 'Light',
  'layout.appearance.dark': 'Dark',
  'layout.appearance.system': 'Follow the system',
  'layout.density': 'Density',
  'layout.density.standard': 'Standard',
  'layout.density.compact': 'Compact',
  'layout.diagnostics': 'Diagnostics',
  'layout.logout': 'Log out',
  'layout.bell': 'To do: {count}',
  'layout.search': 'Search screens and numbers (Ctrl K)',
  'layout.shortcuts': 'Keyboard shortcuts',
  'layout.logout.done': 'Logged out',
  'layout.lang': 'Language',
  'layout.menu.error': 'The menu failed to load',
  'layout.menu.retry': 'Reload menu',
  'demo.badge': 'Demo data',
};

export default messages;
