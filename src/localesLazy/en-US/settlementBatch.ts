import type { Messages } from '@/locales/zh-CN/settlementBatch';

/** 代理商结算's batch confirmation (its own chunk, registered when it opens). */
const messages: Messages = {
  'settle.batch.title': 'Confirm delivery of {count} settlements',
  'settle.batch.body': 'Confirm delivery of {count} settlements, {amount} in all ({capital})',
  'settle.batch.note':
    'Each settlement is confirmed on its own and then awaits its voucher; this cannot be undone. A settlement is confirmed once however often it is sent.',
  'settle.batch.ok': 'Confirm {count}',
  'settle.batch.result': 'Result',
  'settle.batch.waiting': 'Waiting',
  'settle.batch.sending': 'Sending',
  'settle.batch.checking': 'Outcome unknown: checking',
  'settle.batch.done': 'Delivery confirmed',
  'settle.batch.doneReplayed': 'Already done earlier',
  'settle.batch.doneChecked': 'Delivery confirmed (checked)',
  'settle.batch.notApplied': 'No answer; checked: not applied, retry it',
  'settle.batch.unknown': 'Outcome unknown and cannot be checked now; a retry cannot confirm twice',
  'settle.batch.summary': '{ok} confirmed, {failed} failed',
  'settle.batch.retry': 'Retry the {count} failed',
  'settle.batch.close': 'Close',
};

export default messages;
