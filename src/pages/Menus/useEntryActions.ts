/**
 * What 菜单管理 does to one entry: switch it on or off, move it among its siblings, delete it;
 * after each, the side menu of this console follows without a reload. Switching off and
 * deleting ask first, naming how many entries below go with it.
 */
import { useModel } from '@umijs/max';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useMessages } from '@/adapters/intl';
import { loadMenus } from '@/adapters/sessionState';
import type { useConfirmAction } from '@/components/useConfirmAction';
import { toast } from '@/core/notice';
import { deleteMenu, MENU_STATUS, updateMenuSort, updateMenuStatus, type MenuRecord } from '@/services/menus';
import { descendantIds, moveEntry } from './menuTree';

type Confirm = ReturnType<typeof useConfirmAction>[0];

export function useEntryActions(tree: MenuRecord[], setTree: Dispatch<SetStateAction<MenuRecord[]>>, confirm: Confirm) {
  const { t } = useMessages();
  const { initialState, setInitialState } = useModel('@@initialState');
  const [busy, setBusy] = useState<number>();

  /** After a change (the tree reloads through the menus' `changes`): the side menu of this console. */
  const menusLoad = useRef(0);
  const changed = async () => {
    if (!initialState?.currentUser) return;
    // Only the latest reload lands: an older answer arriving late must not bring back an
    // entry a newer change took off the side menu.
    const mine = ++menusLoad.current;
    try {
      const menus = await loadMenus(initialState.currentUser);
      if (mine !== menusLoad.current) return;
      await setInitialState((state) => (state ? { ...state, ...menus, menuFailed: false } : state));
    } catch {
      // the request layer said why; the side menu catches up on the next load
    }
  };

  const setStatus = async (item: MenuRecord, on: boolean) => {
    setBusy(item.id);
    try {
      await updateMenuStatus({ id: item.id, status: on ? MENU_STATUS.active : MENU_STATUS.disabled });
      await changed();
    } finally {
      setBusy(undefined);
    }
  };
  /** Enabling is immediate; disabling takes the entry (and its children) off everyone's menu, so it asks first. */
  const toggle = (item: MenuRecord, on: boolean) => {
    if (on) {
      void setStatus(item, true).catch(() => undefined); // refused: the switch stays off, the request layer said why
      return;
    }
    const count = descendantIds(item).length;
    confirm({
      title: t('menus.disable.title', { name: item.menu_name }),
      content: count ? t('menus.disable.children', { count }) : t('menus.disable.alone'),
      okText: t('menus.disable.ok'),
      danger: true,
      run: () => setStatus(item, false),
    });
  };

  const move = async (item: MenuRecord, direction: -1 | 1) => {
    const moved = moveEntry(tree, item.id, direction);
    if (!moved) return;
    const before = tree;
    setTree(moved.tree);
    try {
      await updateMenuSort({ items: moved.items });
      toast('success', t('menus.sorted'));
      await changed();
    } catch {
      // Refused: the screen shows the order the server still has.
      setTree(before);
      toast('warning', t('menus.sortFailed'));
    }
  };

  const remove = (item: MenuRecord) => {
    const count = descendantIds(item).length;
    confirm({
      title: t('menus.delete.title', { name: item.menu_name }),
      content: count ? t('menus.delete.children', { count }) : t('menus.delete.alone'),
      okText: t('menus.delete.ok'),
      danger: true,
      run: () => deleteMenu({ id: item.id }),
      onDone: () => {
        toast('success', t('menus.deleted', { name: item.menu_name }));
        void changed();
      },
    });
  };

  return { busy, toggle, move: (item: MenuRecord, direction: -1 | 1) => void move(item, direction), remove, changed };
}
