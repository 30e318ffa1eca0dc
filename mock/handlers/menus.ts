import {
  addMenu,
  type MenuInput,
  deleteMenu,
  editMenu,
  getButtonSelectList,
  getMenuList,
  updateMenuSort,
  updateMenuStatus,
  type MenuRecord,
  type SaasButton,
  MENU_STATUS,
} from '@/services/menus';
import { SCREEN_PATH } from '@/services/screens';
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

const MENU_PATH = /^\/[A-Za-z0-9\-._~/]*$/;

function isInside(candidate: StoredMenu, ancestor: StoredMenu): boolean {
  return walk((ancestor.children ?? []) as StoredMenu[], (item) => item.id === candidate.id);
}

function containsPath(root: StoredMenu, path: string): boolean {
  return walk((root.children ?? []) as StoredMenu[], (item) => item.path === path);
}

/** The fields every entry needs; a path is `#` or a plain in-app path, unique among its siblings. */
function checkEntry(body: Partial<MenuInput>, siblings: StoredMenu[], selfId?: number) {
  if (!body.menu_name?.trim()) return refuse(400, '请输入菜单名称');
  if (body.menu_name.trim().length > 20) return refuse(400, '菜单名称不能超过 20 个字');
  const path = body.path?.trim() ?? '';
  if (path !== '#' && (!MENU_PATH.test(path) || path.startsWith('//') || /(^|\/)\.\.?(\/|$)/.test(path)))
    return refuse(400, '菜单路径须以单个 / 开头，只含字母、数字和 -._~/，或填 # 表示分组');
  if (path !== '#' && siblings.some((item) => item.id !== selfId && item.path === path))
    return refuse(400, `同级菜单中已有路径 ${path}`);
  if (body.type !== undefined && ![1, 2, 3].includes(body.type)) return refuse(400, '菜单类型不正确');
  return undefined;
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
    const parentId = body.menu_pid ?? 0;
    const parent = parentId ? findMenu(parentId) : undefined;
    if (parentId && !parent) return refuse(400, '上级菜单不存在');
    const refused = checkEntry(body, parent ? ((parent.item.children ?? []) as StoredMenu[]) : db.menus);
    if (refused) return refused;
    const item: StoredMenu = {
      id: nextId(),
      menu_pid: parentId,
      menu_name: body.menu_name!.trim(),
      path: body.path!.trim(),
      menu_icon: body.menu_icon,
      type: body.type ?? 2,
      perms: body.perms?.trim() || undefined,
      buttons: body.buttons ?? [],
      sort: body.sort ?? 0,
      status: body.status ?? 1,
      children: [],
    };
    const siblings = parent
      ? (parent.item.children = [...(parent.item.children ?? []), item])
      : (db.menus.push(item), db.menus);
    (siblings as StoredMenu[]).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
    return { id: item.id };
  }),

  serve(editMenu, ({ body }) => {
    const found = body.id ? findMenu(body.id) : undefined;
    if (!found) return refuse(404, '菜单不存在');
    const parentId = body.menu_pid ?? found.item.menu_pid;
    const parent = parentId ? findMenu(parentId) : undefined;
    if (parentId && !parent) return refuse(400, '上级菜单不存在');
    if (parentId === found.item.id || (parent && isInside(parent.item, found.item)))
      return refuse(400, '不能把菜单移到它自己或它的下级菜单下面');
    const siblings = (parent ? (parent.item.children ?? []) : db.menus) as StoredMenu[];
    const refused = checkEntry(body, siblings, found.item.id);
    if (refused) return refused;
    const { id: _id, ...changes } = body;
    Object.assign(found.item, {
      ...changes,
      menu_name: body.menu_name!.trim(),
      path: body.path!.trim(),
      children: found.item.children,
    });
    if (!siblings.includes(found.item)) {
      found.siblings.splice(found.siblings.indexOf(found.item), 1);
      if (parent) parent.item.children = [...(parent.item.children ?? []), found.item];
      else db.menus.push(found.item);
    }
    found.item.menu_pid = parentId;
    walk(db.menus, (_item, list) => void list.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)));
    return null;
  }),

  // Deletes the entry with everything under it; the console's own menu screen stays.
  serve(deleteMenu, ({ body }) => {
    const found = body.id ? findMenu(body.id) : undefined;
    if (!found) return refuse(404, '菜单不存在');
    if (found.item.path === SCREEN_PATH.menus || (found.item.children && containsPath(found.item, SCREEN_PATH.menus))) {
      return refuse(400, '“菜单管理”所在的菜单不能删除，否则将无法再管理菜单');
    }
    found.siblings.splice(found.siblings.indexOf(found.item), 1);
    return null;
  }),

  serve(updateMenuStatus, ({ body }) => {
    const found = body.id ? findMenu(body.id) : undefined;
    if (!found) return refuse(404, '菜单不存在');
    if (
      body.status === MENU_STATUS.disabled &&
      (found.item.path === SCREEN_PATH.menus || containsPath(found.item, SCREEN_PATH.menus))
    ) {
      return refuse(400, '“菜单管理”所在的菜单不能停用，否则将无法再管理菜单');
    }
    found.item.status = body.status === MENU_STATUS.disabled ? MENU_STATUS.disabled : MENU_STATUS.active;
    return null;
  }),

  // One request saves the order of one list of siblings.
  serve(updateMenuSort, ({ body }) => {
    const items = body.items ?? [];
    const found = items.map(({ id }) => findMenu(id));
    if (!items.length || found.some((entry) => !entry)) return refuse(400, '要排序的菜单不存在');
    if (found.some((entry) => entry!.siblings !== found[0]!.siblings)) return refuse(400, '只能调整同一级菜单的顺序');
    items.forEach(({ sort }, index) => (found[index]!.item.sort = sort));
    found[0]!.siblings.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
    return null;
  }),

  serve(getButtonSelectList, () => BUTTONS),
];
