import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import menuMessages from '@/locales/zh-CN/menus';
import { useConfirmAction } from '@/components/useConfirmAction';
import { useApiQuery } from '@/components/data';
import { EmptyNote, tableEmpty } from '@/components/tableEmpty';
import Permission, { useCan } from '@/components/Permission';
import { useTableFit } from '@/components/ListScreen/useTableFit';
import { toast } from '@/core/notice';
import { getButtonSelectList, getMenuList, type MenuRecord } from '@/services/menus';
import { menuColumns } from './columns';
import { useEntryActions } from './useEntryActions';
import MenuForm, { type MenuFormTarget } from './MenuForm';
import TreeSearch from './TreeSearch';
import { filterTree, flatten, hiddenByDisabledParent, parentIds, placesOf } from './menuTree';

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

  const { busy, toggle, move, remove, changed } = useEntryActions(tree, setTree, confirm);

  const columns = menuColumns({
    t,
    can,
    buttonNames: buttons.data,
    underDisabled,
    places,
    busy,
    sorting: can.sort && !keyword.trim(),
    on: { toggle, move, remove, edit: setTarget },
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
