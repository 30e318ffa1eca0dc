/** 代理商结算's batch confirmation (its own chunk, registered when it opens). */
const messages = {
  'settlement.batch.title': '批量确认交付 {count} 笔结算',
  'settlement.batch.body': '确认交付 {count} 笔结算，合计 {amount}（{capital}）',
  'settlement.batch.note': '每笔结算单独确认，确认后进入“待上传凭证”，不能撤回。同一笔结算无论提交几次只会确认一次。',
  'settlement.batch.ok': '确认交付 {count} 笔',
  'settlement.batch.result': '结果',
  'settlement.batch.waiting': '等待中',
  'settlement.batch.sending': '提交中',
  'settlement.batch.checking': '结果未知，正在核对',
  'settlement.batch.done': '已确认交付',
  'settlement.batch.doneReplayed': '此前已经生效',
  'settlement.batch.doneChecked': '已确认交付（核对结果）',
  'settlement.batch.notApplied': '没有收到答复，核对后未生效，可重试',
  'settlement.batch.unknown': '结果未知，暂时无法核对；重试不会重复确认',
  'settlement.batch.summary': '成功 {ok} 笔，失败 {failed} 笔',
  'settlement.batch.retry': '重试失败的 {count} 笔',
  'settlement.batch.close': '关闭',
  'settlement.batch.total': '合计 {count} 笔',
  'settlement.batchVoucher.title': '批量上传打款凭证：{count} 笔结算',
  'settlement.batchVoucher.body': '为 {count} 笔结算上传打款凭证，合计 {amount}（{capital}）',
  'settlement.batchVoucher.note': '每笔结算单独提交，上传后即为已结算，不能撤回；同一笔结算无论提交几次只会结算一次。',
  'settlement.batchVoucher.mode': '凭证方式',
  'settlement.batchVoucher.mode.one': '一份凭证用于全部（如批量转账回单）',
  'settlement.batchVoucher.mode.each': '每笔各自上传',
  'settlement.batchVoucher.ok': '上传并结算 {count} 笔',
  'settlement.batchVoucher.done': '已上传凭证，已结算',
  'settlement.batchVoucher.doneChecked': '已结算（核对结果）',
  'settlement.batchVoucher.rowLabel': '{settleNo} · {agent} · {amount}',
};

export default messages;
export type Messages = typeof messages;
