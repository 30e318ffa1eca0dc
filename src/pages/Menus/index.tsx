import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Button, Card, Result, Space, Table } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadMenus } from '@/adapters/sessionState';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import menuMessages from '@/locales/zh-CN/menus';
import { useConfirmAction } from '@/components/useConfirmAction';
import { useApiQuery } from '@/components/data';
import { EmptyNote, tableEmpty } from '@/components/tableEmpty';
import Permission, { useCan } from '@/components/Permission';
import { useTableFit } from '@/components/ListScreen/useTableFit';
import { toast } from '@/core/notice';
import {
  deleteMenu,
  getButtonSelectList,
  getMenuList,
  updateMenuSort,
  updateMenuStatus,
  MENU_STATUS,
  type MenuRecord,
} from '@/services/menus';
import { menuColumns } from './columns';
import MenuForm, { type MenuFormTarget } from './MenuForm';
import TreeSearch from './TreeSearch';
import { descendantIds, filterTree, flatten, hiddenByDisabledParent, moveEntry, parentIds, placesOf } from './menuTree';

addScreenMessages(menuMessages);

/**
 * A tree of more than this many entries renders only the rows in view (a plain table lays out
 * every row at once). Judged on the whole tree, not on the rows open: a search that narrows a
 * big tree to a few dozen rows would otherwise swap the virtual body for a plain one and lay
 * out every row mid-keystroke (npm run bench -- --scale, the big tree's search).
 */
const VIRTUAL_ABOVE_ENTRIES = 200;
/** The layout's header, the card's title bar and the table's header above the tree's rows. */
const TREE_CHROME_HEIGHT = 230;

/**
 * 菜单管理: the console's own navigation and button permissions as a tree. Every change is
 * saved at once and the side menu follows without a reload; a disabled or deleted entry
 * leaves the side menu (and its path shows the 404 page).
 */
export default function Menus() {
  const { t } = useMessages();
  const { initialState, setInitialState } = useModel('@@initialState');
  const [confirm, confirmDialog] = useConfirmAction();
  const can = {
    add: useCan('menu:add'),
    edit: useCan('menu:edit'),
    remove: useCan('menu:delete'),
    status: useCan('menu:status'),
    sort: useCan('menu:sort'),
  };
  const load = useApiQuery(getMenuList, { scene: 'manage' });
  const buttons = useApiQuery(getButtonSelectList, undefined, { staleTime: 5 * 60_000 });
  const [tree, setTree] = useState<MenuRecord[]>([]);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<number[]>();
  const [target, setTarget] = useState<MenuFormTarget>();
  const [busy, setBusy] = useState<number>();

  useEffect(() => {
    if (load.data) setTree(load.data);
  }, [load.data]);
  // Search as you type: the field answers each keystroke, the tree follows when it can
  // (TreeSearch hands the keyword over as a transition).
  const shown = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const underDisabled = useMemo(() => hiddenByDisabledParent(tree), [tree]);
  const places = useMemo(() => placesOf(tree), [tree]);
  const allIds = useMemo(() => parentIds(tree), [tree]);
  // Everything open by default and while searching, so a match is always in view.
  const searchOpen = useMemo(
    () => (keyword.trim() ? flatten(shown).map((item) => item.id) : undefined),
    [keyword, shown],
  );
  const expandedKeys = searchOpen ?? expanded ?? allIds;
  // A big tree (a menu grown to thousands of entries) renders only the rows in view.
  const entries = useMemo(() => flatten(tree).length, [tree]);
  const fit = useTableFit(entries, { virtualAbove: VIRTUAL_ABOVE_ENTRIES, chromeHeight: TREE_CHROME_HEIGHT });

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

  const columns = menuColumns({
    t,
    can,
    buttonNames: buttons.data,
    underDisabled,
    places,
    busy,
    sorting: can.sort && !keyword.trim(),
    on: { toggle, move: (item, direction) => void move(item, direction), remove, edit: setTarget },
  });

  if (load.error && !load.loaded) {
    return (
      <Card>
        <Result
          status="error"
          title={t('menus.error', { reason: load.error.message })}
          extra={
            <Button icon={<ReloadOutlined />} onClick={load.reload}>
              {t('menus.retry')}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card
      title={t('menus.title')}
      styles={{ body: { paddingInline: 16 } }}
      extra={
        <Space wrap>
          <TreeSearch label={t('menus.search')} onSearch={setKeyword} />
          <Button onClick={() => setExpanded(allIds)}>{t('menus.expandAll')}</Button>
          <Button onClick={() => setExpanded([])}>{t('menus.collapseAll')}</Button>
          <Button icon={<ReloadOutlined />} aria-label={t('menus.retry')} onClick={load.reload} />
          <Permission action="menu:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add', parentId: 0 })}>
              {t('menus.add')}
            </Button>
          </Permission>
        </Space>
      }
    >
      <Table<MenuRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={shown}
        loading={load.loading}
        pagination={false}
        scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0), y: fit.bodyHeight }}
        virtual={fit.virtual}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => setExpanded(keys as number[]),
        }}
        locale={{
          emptyText: tableEmpty(
            load.loading,
            <EmptyNote text={t(keyword.trim() ? 'menus.empty.filtered' : 'menus.empty')} />,
          ),
        }}
      />
      <MenuForm
        target={target}
        tree={tree}
        buttons={buttons.data ?? []}
        onClose={() => setTarget(undefined)}
        onSaved={(name) => {
          setTarget(undefined);
          toast('success', t('menus.saved', { name }));
          void changed();
        }}
      />
      {confirmDialog}
    </Card>
  );
}
