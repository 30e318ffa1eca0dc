import type { Messages } from '@/locales/zh-CN/settlementBatch';

/** 代理商结算's batch confirmation (its own chunk, registered when it opens). */
const messages: Messages = {
  'settlement.batch.title': 'Confirm delivery of {count} settlements',
  'settlement.batch.body': 'Confirm delivery of {count} settlements, {amount} in all ({capital})',
  'settlement.batch.note':
    'Each settlement is confirmed on its own and then awaits its voucher; this cannot be undone. A settlement is confirmed once however often it is sent.',
  'settlement.batch.ok': 'Confirm {count}',
  'settlement.batch.result': 'Result',
  'settlement.batch.waiting': 'Waiting',
  'settlement.batch.sending': 'Sending',
  'settlement.batch.checking': 'Outcome unknown: checking',
  'settlement.batch.done': 'Delivery confirmed',
  'settlement.batch.doneReplayed': 'Already done earlier',
  'settlement.batch.doneChecked': 'Delivery confirmed (checked)',
  'settlement.batch.notApplied': 'No answer; checked: not applied, retry it',
  'settlement.batch.unknown': 'Outcome unknown and cannot be checked now; a retry cannot confirm twice',
  'settlement.batch.summary': '{ok} confirmed, {failed} failed',
  'settlement.batch.retry': 'Retry the {count} failed',
  'settlement.batch.close': 'Close',
  'settlement.batch.total': 'Total of {count}',
  'settlement.batchVoucher.title': 'Upload payment vouchers: {count} settlements',
  'settlement.batchVoucher.body': 'Upload the payment vouchers of {count} settlements, {amount} in all ({capital})',
  'settlement.batchVoucher.note':
    'Each settlement is sent on its own and is settled once its voucher is uploaded; this cannot be undone. A settlement is settled once however often it is sent.',
  'settlement.batchVoucher.mode': 'Vouchers',
  'settlement.batchVoucher.mode.one': 'One voucher for all (a batch transfer receipt)',
  'settlement.batchVoucher.mode.each': 'One per settlement',
  'settlement.batchVoucher.ok': 'Upload and settle {count}',
  'settlement.batchVoucher.done': 'Voucher uploaded, settled',
  'settlement.batchVoucher.doneChecked': 'Settled (checked)',
  'settlement.batchVoucher.rowLabel': '{settleNo} · {agent} · {amount}',
};

export default messages;
