/**
 * 菜单管理's columns: an entry's icon and name, path, type, permission code with the buttons it
 * grants, order, status switch and the row's actions, each shown only to who may use it.
 */
import { Switch, Tag, type TableColumnsType } from 'antd';
import type { useMessages } from '@/adapters/intl';
import { Code, RowAction, RowActions, Stacked, Status, Sub } from '@/components/cells';
import MenuIcon from '@/components/MenuIcon';
import { normalizeIcon } from '@/core/menus';
import { MENU_STATUS, MENU_TYPE, type MenuRecord, type MenuType, type SaasButton } from '@/services/menus';
import type { MenuFormTarget } from './MenuForm';
import type { placesOf } from './menuTree';

interface ColumnsContext {
  t: ReturnType<typeof useMessages>['t'];
  can: { add: boolean; edit: boolean; remove: boolean; status: boolean };
  buttonNames: readonly SaasButton[] | undefined;
  /** Entries hidden by a disabled parent, though enabled themselves. */
  underDisabled: ReadonlySet<number>;
  places: ReturnType<typeof placesOf>;
  /** The entry whose status is being saved. */
  busy: number | undefined;
  /** Whether the order can be changed here (not while a search narrows the tree). */
  sorting: boolean;
  on: {
    toggle: (item: MenuRecord, on: boolean) => void;
    move: (item: MenuRecord, direction: -1 | 1) => void;
    remove: (item: MenuRecord) => void;
    edit: (target: MenuFormTarget) => void;
  };
}

export function menuColumns({
  t,
  can,
  buttonNames,
  underDisabled,
  places,
  busy,
  sorting,
  on,
}: ColumnsContext): TableColumnsType<MenuRecord> {
  // A server that sends only the spec's fields sends no status: nothing to switch, "—".
  const statusControl = (item: MenuRecord) =>
    item.status === undefined ? (
      <Sub>{t('value.missing')}</Sub>
    ) : can.status ? (
      <Switch
        size="small"
        checked={item.status === MENU_STATUS.active}
        loading={busy === item.id}
        checkedChildren={t('menus.status.1')}
        unCheckedChildren={t('menus.status.0')}
        aria-label={t('menus.statusSwitch', { name: item.menu_name, state: t(`menus.status.${item.status}`) })}
        onChange={(checked) => on.toggle(item, checked)}
      />
    ) : (
      <Status tone={item.status === MENU_STATUS.active ? 'success' : 'default'}>
        {t(`menus.status.${item.status}`)}
      </Status>
    );

  return [
    {
      title: t('menus.col.name'),
      dataIndex: 'menu_name',
      width: 170,
      render: (_, item) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {item.type !== MENU_TYPE.button && <MenuIcon name={normalizeIcon(item.menu_icon)} />}
          {item.menu_name}
        </span>
      ),
    },
    { title: t('menus.col.path'), dataIndex: 'path', width: 170, render: (path: string) => <Code value={path} /> },
    {
      title: t('menus.col.type'),
      dataIndex: 'type',
      width: 64,
      render: (type: MenuType | undefined) =>
        type === undefined ? (
          <Sub>{t('value.missing')}</Sub>
        ) : (
          <Tag bordered={type !== MENU_TYPE.button}>{t(`menus.type.${type}`)}</Tag>
        ),
    },
    {
      // The permission code with the buttons it grants under it (one column at 1280 px).
      title: t('menus.col.perms'),
      dataIndex: 'perms',
      width: 140,
      render: (perms: string | undefined, item) => (
        <Stacked
          main={perms ? <Code value={perms} /> : <Sub>{t('value.missing')}</Sub>}
          sub={
            item.buttons?.length
              ? item.buttons.map((code) => buttonNames?.find((button) => button.code === code)?.name ?? code).join('、')
              : undefined
          }
        />
      ),
    },
    {
      title: t('menus.col.sort'),
      dataIndex: 'sort',
      width: 56,
      align: 'right',
      render: (sort: number | undefined) => sort ?? <Sub>{t('value.missing')}</Sub>,
    },
    {
      title: t('menus.col.status'),
      dataIndex: 'status',
      width: 90,
      // An entry on itself under a disabled parent is hidden all the same: say so.
      render: (_, item) => (
        <Stacked
          main={statusControl(item)}
          sub={underDisabled.has(item.id) ? t('menus.status.underDisabled') : undefined}
        />
      ),
    },
    {
      title: t('menus.col.actions'),
      key: 'actions',
      width: 220,
      // Always in view: the table scrolls under it on narrower windows.
      fixed: 'right',
      render: (_, item) => (
        <RowActions>
          {can.add && item.type !== MENU_TYPE.button && (
            <RowAction label={t('menus.addChild')} onClick={() => on.edit({ mode: 'add', parentId: item.id })} />
          )}
          {can.edit && <RowAction label={t('menus.edit')} onClick={() => on.edit({ mode: 'edit', entry: item })} />}
          {sorting && (
            <>
              <RowAction
                label={t('menus.up')}
                disabled={(places.get(item.id)?.index ?? -1) <= 0}
                onClick={() => on.move(item, -1)}
              />
              <RowAction
                label={t('menus.down')}
                disabled={(places.get(item.id)?.index ?? -1) >= (places.get(item.id)?.count ?? 0) - 1}
                onClick={() => on.move(item, 1)}
              />
            </>
          )}
          {can.remove && <RowAction label={t('menus.delete')} onClick={() => on.remove(item)} />}
        </RowActions>
      ),
    },
  ];
}
