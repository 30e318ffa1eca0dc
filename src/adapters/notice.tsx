/**
 * antd's notification and message as the console's notice presenter, through their hooks
 * (they render inside the console's React tree, with its theme and locale; antd 6 warns
 * about the static methods). Not antd's App, which brings its Modal into the first page.
 *
 * Their code and CSS (about 11 KiB gzip) are not part of the first page: the host loads them
 * with the first notice, or once the first screen has settled, so that a notice about a
 * network that has since gone still has them. Notices asked for before then wait; should
 * the code fail to load, a plain notice says the same words.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { t } from '@/core/i18n';
import { NOTIFICATION_SECONDS, type NoticePresenter } from '@/core/notice';
import { colorVar } from '@/theme';
import type { default as NoticeHolders, NoticeApis } from './noticeHolders';

type Holders = typeof NoticeHolders;

/** After the first screen, the notices' code arrives without being asked for. */
const NOTICES_WARM_MS = 5000;

type Waiting = { show: (apis: NoticeApis) => void; plain: () => void; key?: string };

let apis: NoticeApis | undefined;
let gone = false;
/** Set while a host is mounted: loads the hooks (again, after a failed load). */
let load: (() => void) | undefined;
const waiting: Waiting[] = [];

/** Shows through antd's hooks; before they are ready, waits for them; once the host has gone, there is no one to tell. */
function withApis(show: Waiting['show'], plain: Waiting['plain'], key?: string): void {
  if (apis) return show(apis);
  if (gone) return;
  waiting.push({ show, plain, key });
  load?.();
}

/** The words of a notice without antd, for when its code could not be loaded. */
function plainNotice(text: string): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.textContent = text;
  box.style.cssText =
    'position:fixed;top:16px;right:16px;z-index:2000;max-width:360px;padding:12px 16px;' +
    `background:${colorVar('surface')};color:${colorVar('text')};border:1px solid ${colorVar('noticeBorder')};` +
    `border-radius:8px;box-shadow:0 6px 16px ${colorVar('shadow')}`;
  document.body.append(box);
  setTimeout(() => box.remove(), NOTIFICATION_SECONDS * 1000);
}

/** Hosts antd's notice hooks (one per app), loaded when first needed. */
export function NoticeHost({ children }: { children: ReactNode }) {
  const [Holders, setHolders] = useState<Holders>();
  const onReady = useCallback((ready: NoticeApis | undefined) => {
    apis = ready;
    if (ready) for (const { show } of waiting.splice(0)) show(ready);
  }, []);
  useEffect(() => {
    let live = true;
    let loading = false;
    gone = false;
    load = () => {
      if (loading) return;
      loading = true;
      import(/* webpackChunkName: "notices" */ './noticeHolders').then(
        (module) => live && setHolders(() => module.default),
        () => {
          loading = false;
          for (const { plain } of waiting.splice(0)) plain();
        },
      );
    };
    if (waiting.length) load();
    const warm = setTimeout(() => load?.(), NOTICES_WARM_MS);
    return () => {
      live = false;
      clearTimeout(warm);
      load = undefined;
      apis = undefined;
      gone = true;
    };
  }, []);
  return (
    <>
      {Holders && <Holders onReady={onReady} />}
      {children}
    </>
  );
}

export const antdNotices: NoticePresenter = {
  notify: (kind, title, text, key) =>
    withApis(
      ({ notification }) => notification[kind]({ key, title, description: text }),
      () => plainNotice(text ? t('notice.plain', { title, text }) : title),
      key,
    ),
  toast: (kind, text) =>
    withApis(
      ({ message }) => message[kind](text),
      () => plainNotice(text),
    ),
  close: (key) => {
    if (apis) return apis.notification.destroy(key);
    // Not shown yet (its code still loading): it never will be.
    for (let at = waiting.length - 1; at >= 0; at -= 1) if (waiting[at].key === key) waiting.splice(at, 1);
  },
};
