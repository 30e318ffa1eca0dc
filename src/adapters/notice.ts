/**
 * antd's notification and message as the console's notice presenter. They load on first
 * use, so they are not part of the entry chunk every page pays for (the login page shows
 * none until something happens).
 */
import type * as Antd from 'antd';
import { NOTIFICATION_SECONDS, type NoticePresenter } from '@/core/notice';

export const MESSAGE_SECONDS = 3;
/**
 * Messages show below the layout's header and a drawer's title bar (both 56 px): at antd's
 * default 8 px, 已添加 after a remark covered the drawer's title and its close button.
 */
export const MESSAGE_TOP_PX = 64;

type Notices = Pick<typeof Antd, 'notification' | 'message'>;

let loading: Promise<Notices> | undefined;

function notices(): Promise<Notices> {
  loading ??= import(/* webpackChunkName: "notices", webpackExports: ["notification", "message"] */ 'antd').then(
    ({ notification, message }) => {
      notification.config({ duration: NOTIFICATION_SECONDS });
      message.config({ duration: MESSAGE_SECONDS, top: MESSAGE_TOP_PX });
      return { notification, message };
    },
  );
  return loading;
}

export const antdNotices: NoticePresenter = {
  notify: (kind, title, text, key) =>
    void notices().then(({ notification }) => notification[kind]({ key, message: title, description: text })),
  toast: (kind, text) => void notices().then(({ message }) => message[kind](text)),
};
