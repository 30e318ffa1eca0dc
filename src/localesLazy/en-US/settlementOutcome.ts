import type { Messages } from '@/locales/zh-CN/settlementOutcome';

/** What a re-read of a settlement found (features/settlement/outcome.tsx, loaded after a lost answer). */
const messages: Messages = {
  'settle.outcome.status': 'Settlement status now',
  'settle.outcome.missing': 'This settlement was not found',
  'settle.outcome.confirmedAt': 'Delivery confirmed at',
  'settle.outcome.voucherAt': 'Voucher uploaded at',
};

export default messages;
