import type { Messages } from '@/locales/zh-CN/settlementOutcome';

/** What a re-read of a settlement found (features/settlement/outcome.tsx, loaded after a lost answer). */
const messages: Messages = {
  'settlement.outcome.status': 'Settlement status now',
  'settlement.outcome.missing': 'This settlement was not found',
  'settlement.outcome.confirmedAt': 'Delivery confirmed at',
  'settlement.outcome.voucherAt': 'Voucher uploaded at',
};

export default messages;
