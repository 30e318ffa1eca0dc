/**
 * The console's one way to show notices: notifications (请求错误 and the like) and short
 * messages. Framework-free: the runtime hub installs the presenter (antd's, loaded on
 * first use: src/adapters/notice.ts); framework-free code and screens call these.
 */
export type NoticeKind = 'warning' | 'error';
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface NoticePresenter {
  /** A notification with a title and a text (shown as text, never as HTML). */
  notify: (kind: NoticeKind, title: string, text: string, key?: string) => void;
  /** A short message at the top of the page. */
  toast: (kind: ToastKind, text: string) => void;
}

let presenter: NoticePresenter = {
  notify: (kind, title, text) => console.warn(`[${kind}] ${title}: ${text}`),
  toast: (kind, text) => console.info(`[${kind}] ${text}`),
};

export function setNoticePresenter(next: NoticePresenter): void {
  presenter = next;
}

export function notify(kind: NoticeKind, title: string, text: string, key?: string): void {
  presenter.notify(kind, title, text, key);
}

export function toast(kind: ToastKind, text: string): void {
  presenter.toast(kind, text);
}
