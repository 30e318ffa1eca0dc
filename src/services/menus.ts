import * as v from 'valibot';
import type { ServerMenuItem } from '@/core/menus';
import { endpoint } from './endpoint';
import { int, list, nothing, oneOf, optional, record, text, needed } from './wire';

/** A menu entry's type: 目录 (directory), 菜单 (a screen), 按钮 (a button permission). */
export const MENU_TYPE = { directory: 1, menu: 2, button: 3 } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];
export const MENU_TYPES = Object.values(MENU_TYPE) as MenuType[];
const menuType = oneOf(MENU_TYPE, 'Entry type');
/** A menu entry's status: 停用 (disabled) or 正常 (active). */
export const MENU_STATUS = { disabled: 0, active: 1 } as const;
const menuStatus = oneOf(MENU_STATUS, 'Entry status');

/**
 * A menu entry as the server sends it: the spec's fields (section 3) are required, the
 * console's additions optional, so a backend that sends only the spec's shape is served (the
 * management screen shows "—" for what is missing).
 */
const menuFields = record({
  id: needed(int('Entry id'), 'the entry’s key'),
  menu_pid: needed(int('Parent entry id; 0 at the top'), 'builds the tree'),
  menu_name: needed(text('Name shown in the menu'), 'what the side menu shows'),
  path: needed(text('Route path, e.g. /orderDeliver; # for a group without a screen'), 'which screen the entry opens'),
  menu_icon: optional(text('Icon name, e.g. UserOutlined')),
  auth: optional(v.union([text(), list(text())])),
  type: optional(menuType),
  perms: optional(text('Permission action the entry needs')),
  /** Codes of the buttons the entry offers (from getSelectList). */
  buttons: optional(list(text('Button code (getSelectList)'))),
  sort: optional(int('Order among its siblings, ascending')),
  status: optional(menuStatus),
});

/** A menu entry as the management screen edits it (and the layout reads: ServerMenuItem). */
export type MenuRecord = v.InferOutput<typeof menuFields> & { children?: MenuRecord[] };
/** @internal exported for its tests */
export const menuRecord: v.GenericSchema<MenuRecord> = v.object({
  ...menuFields.entries,
  children: v.optional(v.array(v.lazy(() => menuRecord))),
});
// The layout's own view of a server menu item (core cannot import services): this line fails
// the type check when the two part.
void ((item: MenuRecord): ServerMenuItem => item);

const menuInput = record({
  menu_pid: int('Parent entry id; 0 at the top'),
  menu_name: text('Name shown in the menu'),
  path: text('Route path; # for a group'),
  menu_icon: optional(text('Icon name, e.g. UserOutlined')),
  type: menuType,
  perms: optional(text('Permission action the entry needs')),
  buttons: optional(list(text('Button code'))),
  sort: int('Order among its siblings, ascending'),
  status: menuStatus,
});
export type MenuInput = v.InferOutput<typeof menuInput>;

const saasButton = record({
  id: needed(int('Button id'), 'the option’s key'),
  name: needed(text('Button name'), 'what the operator reads in the select'),
  code: needed(text('Button code'), 'what an entry stores'),
});
export type SaasButton = v.InferOutput<typeof saasButton>;

/** The operator's menu tree (what the layout shows). */
export const getMenuList = endpoint('GET', '/api/saasMenu/getMenuList', {
  summary: 'The menu tree: the operator’s own, or every entry for the management screen (scene=manage)',
  request: optional(record({ scene: optional(oneOf(['manage'], 'manage: every entry, for 菜单管理')) })),
  answer: list(menuRecord),
  reads: ['menus'],
});
export const addMenu = endpoint('POST', '/api/saasMenu/addMenu', {
  summary: 'Adds a menu entry',
  request: menuInput,
  answer: record({ id: optional(int('The new entry’s id')) }),
  action: 'menu:add',
  changes: ['menus'],
});
export const editMenu = endpoint('POST', '/api/saasMenu/editMenu', {
  summary: 'Edits a menu entry',
  request: record({ ...menuInput.entries, id: int('Entry id') }),
  answer: nothing,
  action: 'menu:edit',
  changes: ['menus'],
});
export const deleteMenu = endpoint('POST', '/api/saasMenu/deleteMenu', {
  summary: 'Deletes a menu entry',
  request: record({ id: int('Entry id') }),
  answer: nothing,
  action: 'menu:delete',
  changes: ['menus'],
});
export const updateMenuStatus = endpoint('POST', '/api/saasMenu/updateMenuStatus', {
  summary: 'Turns a menu entry on or off',
  request: record({ id: int('Entry id'), status: menuStatus }),
  answer: nothing,
  action: 'menu:status',
  changes: ['menus'],
});
export const updateMenuSort = endpoint('POST', '/api/saasMenu/updateSort', {
  summary: 'Reorders menu entries',
  request: record({ items: list(record({ id: int('Entry id'), sort: int('New order') })) }),
  answer: nothing,
  action: 'menu:sort',
  changes: ['menus'],
});
export const getButtonSelectList = endpoint('GET', '/api/system.SaasButtons/getSelectList', {
  summary: 'The buttons a menu entry may offer',
  answer: list(saasButton),
  reads: ['buttons'],
});
