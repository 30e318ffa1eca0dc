/** What a re-read of a settlement found (features/settlement/outcome.tsx, loaded after a lost answer). */
const messages = {
  'settlement.outcome.status': '结算单当前状态',
  'settlement.outcome.missing': '没有找到这张结算单',
  'settlement.outcome.confirmedAt': '确认交付时间',
  'settlement.outcome.voucherAt': '凭证上传时间',
};

export default messages;
export type Messages = typeof messages;
