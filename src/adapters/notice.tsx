/**
 * antd's notification and message as the console's notice presenter, through their hooks
 * (they render inside the console's React tree, with its theme and locale; antd 6 warns
 * about the static methods). Not antd's App, which brings its Modal into the first page
 * too. Notices asked for before the host has mounted (a request failing during the first
 * render) wait for it.
 */
import { message as antdMessage, notification as antdNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect, type ReactNode } from 'react';
import { NOTIFICATION_SECONDS, type NoticePresenter } from '@/core/notice';

export const MESSAGE_SECONDS = 3;
/**
 * Messages show below the layout's header (56 px) and a drawer's title bar (65 px under
 * antd 6): at antd's default 8 px, 已添加 after a remark covered the drawer's title and its
 * close button.
 */
export const MESSAGE_TOP_PX = 72;

type Host = { notification: NotificationInstance; message: MessageInstance };

let host: Host | undefined;
let hosted = false;
const waiting: ((host: Host) => void)[] = [];

/** Shows through the host; before it first mounts, waits for it; once it has gone, there is no one to tell. */
function withHost(show: (host: Host) => void): void {
  if (host) show(host);
  else if (!hosted) waiting.push(show);
}

/** antd's notice hooks with the console's settings, handed to the presenter while mounted (one per app). */
export function NoticeHost({ children }: { children: ReactNode }) {
  const [notification, notificationHolder] = antdNotification.useNotification({ duration: NOTIFICATION_SECONDS });
  const [message, messageHolder] = antdMessage.useMessage({ duration: MESSAGE_SECONDS, top: MESSAGE_TOP_PX });
  useEffect(() => {
    host = { notification, message };
    hosted = true;
    for (const show of waiting.splice(0)) show(host);
    return () => {
      host = undefined;
    };
  }, [notification, message]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
      {children}
    </>
  );
}

export const antdNotices: NoticePresenter = {
  notify: (kind, title, text, key) =>
    withHost(({ notification }) => notification[kind]({ key, title, description: text })),
  toast: (kind, text) => withHost(({ message }) => message[kind](text)),
};
