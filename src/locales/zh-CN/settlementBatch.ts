/** 代理商结算's batch confirmation (its own chunk, registered when it opens). */
const messages = {
  'settle.batch.title': '批量确认交付 {count} 笔结算',
  'settle.batch.body': '确认交付 {count} 笔结算，合计 {amount}（{capital}）',
  'settle.batch.note': '每笔结算单独确认，确认后进入“待上传凭证”，不能撤回。同一笔结算无论提交几次只会确认一次。',
  'settle.batch.ok': '确认交付 {count} 笔',
  'settle.batch.result': '结果',
  'settle.batch.waiting': '等待中',
  'settle.batch.sending': '提交中',
  'settle.batch.checking': '结果未知，正在核对',
  'settle.batch.done': '已确认交付',
  'settle.batch.doneReplayed': '此前已经生效',
  'settle.batch.doneChecked': '已确认交付（核对结果）',
  'settle.batch.notApplied': '没有收到答复，核对后未生效，可重试',
  'settle.batch.unknown': '结果未知，暂时无法核对；重试不会重复确认',
  'settle.batch.summary': '成功 {ok} 笔，失败 {failed} 笔',
  'settle.batch.retry': '重试失败的 {count} 笔',
  'settle.batch.close': '关闭',
};

export default messages;
export type Messages = typeof messages;
