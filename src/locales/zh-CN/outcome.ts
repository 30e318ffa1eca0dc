/** The unknown-outcome panel (components/outcome/OutcomePanel.tsx, loaded after a lost answer). */
const messages = {
  'outcome.checking': '结果未知，正在核对',
  'outcome.checking.body': '没有收到服务器的答复，操作可能已经生效。正在重新读取实际状态，核对前请不要重复操作。',
  'outcome.unchecked': '结果未知，暂时无法核对',
  'outcome.unchecked.body':
    '重新读取状态也没有成功（{reason}）。可以稍后再核对；重新提交会使用同一个请求编号，服务器只会执行一次。',
  'outcome.applied': '已核对：操作已经生效',
  'outcome.applied.body': '服务器已执行这次操作，无需再次提交。',
  'outcome.notApplied': '已核对：操作没有生效',
  'outcome.notApplied.body': '服务器上没有这次操作的记录。可以重新提交：会使用同一个请求编号，不会重复执行。',
  'outcome.applied.kept': '这次操作的请求编号会保留：再次提交同样的内容时，服务器只会返回这次的结果，不会重复执行。',
  'outcome.replayed': '此前已经生效',
  'outcome.replayed.body': '同样的内容已在 {time} 生效{ref}。服务器返回了那次的结果，这次没有再执行。',
  'outcome.repeat': '同样的{what} {time} 已生效{ref}',
  'outcome.repeat.body': '尚未发送。确实需要再{what}一次，请点击下方的按钮；否则请取消或返回修改。',
  'intent.ref': '，记录 {ref}',
  'intent.ref.deduct': '，流水号 {ref}',
  'intent.ref.recharge': '，充值单号 {ref}',
  'intent.ref.print': '，{ref}',
};

export default messages;
export type Messages = typeof messages;
