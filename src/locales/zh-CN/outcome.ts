/** The unknown-outcome panel (components/Outcome/Panel.tsx, loaded after a lost answer). */
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
};

export default messages;
export type Messages = typeof messages;
