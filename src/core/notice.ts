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
  /** Takes the notification shown with `key` off the screen, if it is there. */
  close?: (key: string) => void;
}

let presenter: NoticePresenter = {
  notify: (kind, title, text) => console.warn(`[${kind}] ${title}: ${text}`),
  toast: (kind, text) => console.info(`[${kind}] ${text}`),
};

export function setNoticePresenter(next: NoticePresenter): void {
  presenter = next;
}

/** How long a notification stays on screen (docs/requirements.md#limits). */
export const NOTIFICATION_SECONDS = 4.5;

/**
 * An identical notice while the first is still on screen tells of the same failure event (a
 * screen's calls failing together: 代理商管理's list and its six tab counts): the first is
 * shown, the rest folded in. As long as the notice stays, not a fixed moment: on a busy
 * machine the calls of one load fail seconds apart (1.5 s once let a second notice through).
 * @internal exported for its tests
 */
export const FOLD_MS = NOTIFICATION_SECONDS * 1000;
const shown = new Map<string, number>();

/** Shows a notification, once per failure event (see FOLD_MS); `key` replaces an earlier one with it. */
export function notify(kind: NoticeKind, title: string, text: string, key?: string, now = Date.now()): void {
  const id = `${kind}\u0000${title}\u0000${text}`;
  const last = shown.get(id);
  if (last !== undefined && now - last < FOLD_MS) return;
  shown.set(id, now);
  // Forget what is long gone: the map stays as small as the notices of a moment.
  for (const [other, at] of shown) if (now - at >= FOLD_MS) shown.delete(other);
  presenter.notify(kind, title, text, key);
}

/**
 * Nothing is on screen any more (the tests' cleanup between cases): fold nothing into it.
 * @internal exported for its tests
 */
export function forgetShownNotices(): void {
  shown.clear();
}

/**
 * The notice of a keyed call whose answer was lost ("正在核对…，请勿重复提交"): one at a time. A
 * re-read that proves the move done takes it away, as the dialog then says 已核对 in green: the
 * red notice beside it would say the opposite.
 */
export const OUTCOME_CHECKING_NOTICE = 'outcome-checking';

export function closeNotice(key: string): void {
  presenter.close?.(key);
}

export function toast(kind: ToastKind, text: string): void {
  presenter.toast(kind, text);
}
