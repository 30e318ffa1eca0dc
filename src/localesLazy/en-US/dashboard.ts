import type { Messages } from '@/locales/zh-CN/dashboard';

const messages: Messages = {
  'dashboard.title': 'Workbench',
  'dashboard.todo': 'To do',
  'dashboard.open': 'Open',
  'dashboard.view': 'View',
  'dashboard.retry': 'Retry',
  'dashboard.failed': 'Failed to load: {reason}',
  'dashboard.week.title': 'Money, last 7 days',
  'dashboard.week.income': 'In (recharges etc.)',
  'dashboard.week.expense': 'Out (charges etc.)',
  'dashboard.week.day': 'Day',
  'dashboard.week.total': '7-day total: in {income}, out {expense}',
  'dashboard.week.chart': 'Money in and out per day, last 7 days (yuan)',
  'dashboard.updated': 'Updated {time}',
};

export default messages;
