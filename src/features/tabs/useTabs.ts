import { history, useLocation, useModel } from '@umijs/max';
import { Modal } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { usePreferenceKey } from '@/components/usePreferenceKey';
import { findMenuRoute, normalizePath, type MenuRoute } from '@/core/menus';
import { readPreference, writePreference } from '@/core/preferences';
import { closeTabs, landing, MAX_TABS, overCap, storedTabs, visit, wantsAsLeft, type PageTab } from '@/core/tabs';
import { forgetUnsaved, hasUnsaved } from '@/core/unsavedWork';

/** A tab as the bar shows it: its screen's menu name. */
export interface ShownTab extends PageTab {
  title: string;
}

const titleOf = (routes: MenuRoute[], path: string) => findMenuRoute(routes, path)?.name ?? path;

/**
 * The open page tabs of the signed-in operator (kept per user across reloads and sign-outs,
 * src/core/preferences.ts), following the address: showing a screen opens or moves to its tab;
 * a link to a screen as it was left (the side menu, AS_LEFT) goes back to its tab's address. Closing
 * asks first when the screen holds input not yet submitted; beyond MAX_TABS the least recently
 * used tab closes, passing over those with such input (and asking when only those are left).
 */
export function useTabs() {
  const { t } = useMessages();
  const location = useLocation();
  const { initialState } = useModel('@@initialState');
  const routes = useMemo(() => initialState?.routes ?? [], [initialState?.routes]);
  const menuKnown = routes.length > 0 && !initialState?.menuFailed;
  const storageKey = usePreferenceKey('tabs');
  const [tabs, setTabs] = useState<PageTab[]>(() => storedTabs(readPreference(storageKey, Array.isArray)));
  const [modal, modalHolder] = Modal.useModal();

  const path = normalizePath(location.pathname);
  const isTab = Boolean(findMenuRoute(routes, path));
  const here = `${path}${location.search}`;
  // A link to a screen as it was left (the side menu) lands on its tab's own address.
  const target = isTab ? (wantsAsLeft(location.state) ? landing(tabs, path, location.search) : here) : undefined;
  const returning = target !== undefined && target !== here;

  // To the tab's own address, before anything paints.
  useLayoutEffect(() => {
    if (returning && target) history.replace(target);
  }, [returning, target]);

  useEffect(() => {
    if (target && !returning) setTabs((current) => visit(current, target, Date.now()));
  }, [target, returning]);

  // A screen the menu no longer lists (a right taken away) closes.
  useEffect(() => {
    if (menuKnown) setTabs((current) => current.filter((tab) => findMenuRoute(routes, tab.path)));
  }, [menuKnown, routes]);

  useEffect(() => writePreference(storageKey, tabs), [storageKey, tabs]);

  const shown = isTab ? path : undefined;
  const dropped = useCallback((paths: readonly string[]) => paths.forEach((closed) => forgetUnsaved(closed)), []);

  // Beyond the cap, the least recently used closes; one with unsaved input only once asked.
  // "Keep it open" holds while its input does: once submitted or discarded, the tab is an
  // ordinary one again (closed by the cap like the others, asked about anew if typed into).
  const keptOverCap = useRef(new Set<string>());
  useEffect(() => {
    for (const path of keptOverCap.current) if (!hasUnsaved(path)) keptOverCap.current.delete(path);
    const over = overCap(tabs, shown ?? '', hasUnsaved, keptOverCap.current);
    if (!over) return;
    const drop = () => {
      dropped([over.path]);
      setTabs((current) => current.filter((tab) => tab.path !== over.path));
    };
    if (!over.ask) return drop();
    keptOverCap.current.add(over.path);
    void modal.confirm({
      title: t('tabs.cap.title', { max: MAX_TABS }),
      content: t('tabs.cap.content', { title: titleOf(routes, over.path) }),
      okText: t('tabs.cap.ok'),
      cancelText: t('tabs.cap.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        keptOverCap.current.delete(over.path);
        drop();
      },
    });
  }, [tabs, shown, modal, t, routes, dropped]);

  const close = (paths: readonly string[]) => {
    const go = () => {
      const { tabs: left, next } = closeTabs(tabs, paths, shown ?? '');
      dropped(paths);
      setTabs(left);
      if (next) history.push(next.url);
    };
    const unsaved = paths.filter(hasUnsaved);
    if (unsaved.length === 0) return go();
    void modal.confirm({
      title: t('tabs.ask.title'),
      content: t('tabs.ask.content', { title: unsaved.map((closing) => titleOf(routes, closing)).join('、') }),
      okText: t('tabs.ask.ok'),
      cancelText: t('tabs.ask.cancel'),
      okButtonProps: { danger: true },
      onOk: go,
    });
  };

  const shownTabs: ShownTab[] = tabs.map((tab) => ({ ...tab, title: titleOf(routes, tab.path) }));
  // What the shown tab's page reads as its address: where it is going when returning.
  const pageLocation = useMemo(() => {
    if (!returning || !target) return location;
    const at = target.indexOf('?');
    return { ...location, search: at < 0 ? '' : target.slice(at) };
  }, [location, returning, target]);

  return { tabs: shownTabs, shown, pageLocation, close, modalHolder };
}
