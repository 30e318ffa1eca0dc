/** The question before a sign-out that leaves money moves unknown (its own chunk: layouts/shell/SignOutAsk.tsx). */
const messages = {
  'layout.logout.unknown.title': '还有 {count} 笔操作结果未知',
  'layout.logout.unknown.list': '结果未知的操作',
  'layout.logout.unknown.item': '{time} {move}：{about}',
  'layout.logout.unknown.elsewhere': '在另一个标签页发出',
  'layout.logout.unknown.content':
    '以上操作已经发出，尚未收到服务器的结果。退出后请勿换人重做：你本人再次登录并重做同样的操作时，会沿用原来的请求号，服务器不会重复执行。',
  'layout.logout.unknown.ok': '仍然退出',
  'layout.logout.unknown.cancel': '留在这里',
};

export default messages;
export type Messages = typeof messages;
