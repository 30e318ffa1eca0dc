import { http } from 'msw';
import type { MenuInput, MenuRecord, SaasButton } from '../../src/services/menus';
import { db, nextId } from '../db';
import { menusFor } from '../db/menus';
import { api, fail, jsonOf, latency, NOT_LOGGED_IN, ok, userOf } from './utils';

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

export const menuHandlers = [
  http.get(api('/api/saasMenu/getMenuList'), async ({ request }) => {
    await latency();
    const user = userOf(request);
    if (!user) return NOT_LOGGED_IN();
    const scene = new URL(request.url).searchParams.get('scene');
    return ok(scene === 'manage' ? db.menus : menusFor(db.menus, user.name));
  }),

  http.post(api('/api/saasMenu/addMenu'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    const body = await jsonOf<MenuInput>(request);
    if (!body.menu_name?.trim()) return fail(400, '请输入菜单名称');
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
      if (!parent) return fail(400, '上级菜单不存在');
      parent.item.children = [...(parent.item.children ?? []), item];
    } else {
      db.menus.push(item);
    }
    return ok({ id: item.id });
  }),

  http.post(api('/api/saasMenu/editMenu'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    const body = await jsonOf<MenuInput & { id: number }>(request);
    const found = body.id ? findMenu(body.id) : undefined;
    if (!found) return fail(404, '菜单不存在');
    Object.assign(found.item, { ...body, children: found.item.children });
    return ok(null);
  }),

  http.post(api('/api/saasMenu/deleteMenu'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    const { id } = await jsonOf<{ id: number }>(request);
    const found = id ? findMenu(id) : undefined;
    if (!found) return fail(404, '菜单不存在');
    if (found.item.children?.length) return fail(400, '请先删除下级菜单');
    found.siblings.splice(found.siblings.indexOf(found.item), 1);
    return ok(null);
  }),

  http.post(api('/api/saasMenu/updateMenuStatus'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    const { id, status } = await jsonOf<{ id: number; status: 0 | 1 }>(request);
    const found = id ? findMenu(id) : undefined;
    if (!found) return fail(404, '菜单不存在');
    found.item.status = status === 0 ? 0 : 1;
    return ok(null);
  }),

  http.post(api('/api/saasMenu/updateSort'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    const { items = [] } = await jsonOf<{ items: { id: number; sort: number }[] }>(request);
    for (const { id, sort } of items) {
      const found = findMenu(id);
      if (found) found.item.sort = sort;
    }
    walk(db.menus, (_item, siblings) => void siblings.sort((a, b) => a.sort - b.sort));
    return ok(null);
  }),

  http.get(api('/api/system.SaasButtons/getSelectList'), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    return ok(BUTTONS);
  }),
];
