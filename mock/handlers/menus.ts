import {
  addMenu,
  deleteMenu,
  editMenu,
  getButtonSelectList,
  getMenuList,
  updateMenuSort,
  updateMenuStatus,
  type MenuRecord,
  type SaasButton,
} from '../../src/services/menus';
import { db, nextId } from '../db';
import { menusFor } from '../db/menus';
import { refuse, serve } from './serve';

type StoredMenu = MenuRecord & { roles?: string[] };

function walk(tree: StoredMenu[], visit: (item: StoredMenu, siblings: StoredMenu[]) => boolean | void): boolean {
  for (const item of tree) {
    if (visit(item, tree)) return true;
    if (item.children && walk(item.children as StoredMenu[], visit)) return true;
  }
  return false;
}

function findMenu(id: number): { item: StoredMenu; siblings: StoredMenu[] } | undefined {
  let found: { item: StoredMenu; siblings: StoredMenu[] } | undefined;
  walk(db.menus, (item, siblings) => {
    if (item.id === id) found = { item, siblings };
    return Boolean(found);
  });
  return found;
}

const BUTTONS: SaasButton[] = [
  { id: 1, name: '新增', code: 'add' },
  { id: 2, name: '编辑', code: 'edit' },
  { id: 3, name: '删除', code: 'delete' },
  { id: 4, name: '导出', code: 'export' },
  { id: 5, name: '打印', code: 'print' },
  { id: 6, name: '审核', code: 'audit' },
];

export default [
  serve(getMenuList, ({ query, user }) => (query.scene === 'manage' ? db.menus : menusFor(db.menus, user.name))),

  serve(addMenu, ({ body }) => {
    if (!body.menu_name?.trim()) return refuse(400, '请输入菜单名称');
    const item: StoredMenu = {
      id: nextId(),
      menu_pid: body.menu_pid ?? 0,
      menu_name: body.menu_name.trim(),
      path: body.path?.trim() || '#',
      menu_icon: body.menu_icon,
      type: body.type ?? 2,
      perms: body.perms,
      sort: body.sort ?? 0,
      status: body.status ?? 1,
    };
    if (item.menu_pid) {
      const parent = findMenu(item.menu_pid);
      if (!parent) return refuse(400, '上级菜单不存在');
      parent.item.children = [...(parent.item.children ?? []), item];
    } else {
      db.menus.push(item);
    }
    return { id: item.id };
  }),

  serve(editMenu, ({ body }) => {
    const found = body.id ? findMenu(body.id) : undefined;
    if (!found) return refuse(404, '菜单不存在');
    Object.assign(found.item, { ...body, children: found.item.children });
    return null;
  }),

  serve(deleteMenu, ({ body }) => {
    const found = body.id ? findMenu(body.id) : undefined;
    if (!found) return refuse(404, '菜单不存在');
    if (found.item.children?.length) return refuse(400, '请先删除下级菜单');
    found.siblings.splice(found.siblings.indexOf(found.item), 1);
    return null;
  }),

  serve(updateMenuStatus, ({ body }) => {
    const found = body.id ? findMenu(body.id) : undefined;
    if (!found) return refuse(404, '菜单不存在');
    found.item.status = body.status === 0 ? 0 : 1;
    return null;
  }),

  serve(updateMenuSort, ({ body }) => {
    for (const { id, sort } of body.items ?? []) {
      const found = findMenu(id);
      if (found) found.item.sort = sort;
    }
    walk(db.menus, (_item, siblings) => void siblings.sort((a, b) => a.sort - b.sort));
    return null;
  }),

  serve(getButtonSelectList, () => BUTTONS),
];
