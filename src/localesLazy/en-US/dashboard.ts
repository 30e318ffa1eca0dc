import type { Messages } from '@/locales/zh-CN/dashboard';

const messages: Messages = {
  'dashboard.title': 'Workbench',
  'dashboard.todo': 'To do',
  'dashboard.open': 'Open',
  'dashboard.view': 'View',
  'dashboard.retry': 'Retry',
  'dashboard.failed': 'Failed to load: {reason}',
  'dashboard.card.toShip': 'To ship',
  'dashboard.card.toShip.hint': 'Orders placed and not yet shipped',
  'dashboard.card.printFailed': 'Print failed',
  'dashboard.card.printFailed.hint': 'Waybills whose last cloud print failed',
  'dashboard.card.exception': 'Shipping exceptions',
  'dashboard.card.exception.hint': 'Orders whose shipping status is an exception',
  'dashboard.card.settlePending': 'Settlements to confirm',
  'dashboard.card.settlePending.hint': 'Settlements waiting for delivery confirmation',
  'dashboard.card.settleVoucher': 'Vouchers to upload',
  'dashboard.card.settleVoucher.hint': 'Confirmed settlements waiting for a payment voucher',
  'dashboard.card.lowBalance': 'Platforms low on balance',
  'dashboard.card.lowBalance.hint': 'Platforms with a balance under {amount}',
  'dashboard.card.rechargePending': 'Recharges to review',
  'dashboard.card.rechargePending.hint': 'Recharges waiting for the back office to credit them',
  'dashboard.week.title': 'Money, last 7 days',
  'dashboard.week.income': 'In (recharges etc.)',
  'dashboard.week.expense': 'Out (charges etc.)',
  'dashboard.week.day': 'Day',
  'dashboard.week.total': '7-day total: in {income}, out {expense}',
  'dashboard.week.chart': 'Money in and out per day, last 7 days (yuan)',
  'dashboard.updated': 'Updated {time}',
};

export default messages;
