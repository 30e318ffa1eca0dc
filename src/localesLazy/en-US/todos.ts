import type { Messages } from '@/locales/zh-CN/todos';

const messages: Messages = {
  'todos.toShip': 'To ship',
  'todos.toShip.hint': 'Orders placed and not yet shipped',
  'todos.printFailed': 'Print failed',
  'todos.printFailed.hint': 'Waybills whose last cloud print failed',
  'todos.exception': 'Shipping exceptions',
  'todos.exception.hint': 'Orders whose shipping status is an exception',
  'todos.settlePending': 'Settlements to confirm',
  'todos.settlePending.hint': 'Settlements waiting for delivery confirmation',
  'todos.settleVoucher': 'Vouchers to upload',
  'todos.settleVoucher.hint': 'Confirmed settlements waiting for a payment voucher',
  'todos.lowBalance': 'Platforms low on balance',
  'todos.lowBalance.hint': 'Platforms with a balance under {amount}',
  'todos.rechargePending': 'Recharges to review',
  'todos.rechargePending.hint': 'Recharges waiting for the back office to credit them',
  'todos.agentPending': 'Agents to review',
  'todos.agentPending.hint': 'Agents who applied and wait for review',
  'todos.bell.title': 'To do',
  'todos.bell.new': 'New',
  'todos.bell.none': 'Nothing waits for you',
  'todos.bell.failed': 'The counts could not be refreshed; trying again shortly',
  'todos.bell.readOnly': 'View',
  'todos.bell.readOnly.hint': 'You can view these; acting on them needs another permission',
  'todos.bell.updated': 'Updated {time}',
};

export default messages;
