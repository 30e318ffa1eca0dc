/**
 * antd's notification and message hooks with the console's settings: loaded by the notice
 * host (adapters/notice.tsx) with the first notice, or once the first screen has settled.
 */
import { message as antdMessage, notification as antdNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import { NOTIFICATION_SECONDS } from '@/core/notice';

/** The two antd APIs the notice host shows notices with, once these holders are mounted. */
export type NoticeApis = { notification: NotificationInstance; message: MessageInstance };

const MESSAGE_SECONDS = 3;
/**
 * Messages show below a drawer's title bar: drawers open below the header (56 px) and the page
 * tabs (44 px), and their title bar is 65 px under antd 6. Higher, 已添加 after a remark covered
 * the drawer's title and its close button.
 */
const MESSAGE_TOP_PX = 172;

export default function NoticeHolders({ onReady }: { onReady: (apis: NoticeApis | undefined) => void }) {
  const [notification, notificationHolder] = antdNotification.useNotification({ duration: NOTIFICATION_SECONDS });
  const [message, messageHolder] = antdMessage.useMessage({ duration: MESSAGE_SECONDS, top: MESSAGE_TOP_PX });
  useEffect(() => {
    onReady({ notification, message });
    return () => onReady(undefined);
  }, [notification, message, onReady]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}
