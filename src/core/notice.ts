/**
 * The console's one way to show notices: notifications (请求错误 and the like) and short
 * messages. antd's notification and message load on first use, so they are not part of
 * the entry chunk every page pays for (the login page shows none until something happens).
 */

import type * as Antd from 'antd';

/** Spec section 9. */
export const NOTIFICATION_SECONDS = 4.5;
export const MESSAGE_SECONDS = 3;

type Notices = Pick<typeof Antd, 'notification' | 'message'>;

let loading: Promise<Notices> | undefined;

function notices(): Promise<Notices> {
  loading ??= import(/* webpackChunkName: "notices", webpackExports: ["notification", "message"] */ 'antd').then(
    ({ notification, message }) => {
      notification.config({ duration: NOTIFICATION_SECONDS });
      message.config({ duration: MESSAGE_SECONDS });
      return { notification, message };
    },
  );
  return loading;
}

/** A notification with a title and a text (shown as text, never as HTML). */
export function notify(kind: 'warning' | 'error', title: string, text: string, key?: string): void {
  void notices().then(({ notification }) => notification[kind]({ key, message: title, description: text }));
}

/** A short message at the top of the page. */
export function toast(kind: 'success' | 'info' | 'warning' | 'error', text: string): void {
  void notices().then(({ message }) => message[kind](text));
}
