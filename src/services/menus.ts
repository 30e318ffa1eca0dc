import type { ServerMenuItem } from '@/core/menus';
import { endpoint } from './endpoint';
import type { Option } from './types';

/** A menu entry's type: 目录 (directory), 菜单 (a screen), 按钮 (a button permission). */
export const MENU_TYPE = { directory: 1, menu: 2, button: 3 } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];
export const MENU_TYPES = Object.values(MENU_TYPE) as MenuType[];
/** A menu entry's status: 停用 (disabled) or 正常 (active). */
export const MENU_STATUS = { disabled: 0, active: 1 } as const;
export type MenuStatus = (typeof MENU_STATUS)[keyof typeof MENU_STATUS];

/** A menu entry as the management screen edits it. */
export interface MenuRecord extends ServerMenuItem {
  type: MenuType;
  perms?: string;
  /** Codes of the buttons the entry offers (from getSelectList). */
  buttons?: string[];
  sort: number;
  status: MenuStatus;
  children?: MenuRecord[];
}

export interface MenuInput {
  menu_pid: number;
  menu_name: string;
  path: string;
  menu_icon?: string;
  type: MenuType;
  perms?: string;
  buttons?: string[];
  sort: number;
  status: MenuStatus;
}

export interface SaasButton {
  id: number;
  name: string;
  code: string;
}

/** The operator's menu tree (what the layout shows). */
export const getMenuList = endpoint<{ scene?: 'manage' } | void, MenuRecord[]>('GET', '/api/saasMenu/getMenuList', {
  reads: ['menus'],
});
export const addMenu = endpoint<MenuInput, { id: number }>('POST', '/api/saasMenu/addMenu', {
  action: 'menu:add',
  changes: ['menus'],
});
export const editMenu = endpoint<MenuInput & { id: number }, null>('POST', '/api/saasMenu/editMenu', {
  action: 'menu:edit',
  changes: ['menus'],
});
export const deleteMenu = endpoint<{ id: number }, null>('POST', '/api/saasMenu/deleteMenu', {
  action: 'menu:delete',
  changes: ['menus'],
});
export const updateMenuStatus = endpoint<{ id: number; status: MenuStatus }, null>(
  'POST',
  '/api/saasMenu/updateMenuStatus',
  { action: 'menu:status', changes: ['menus'] },
);
export const updateMenuSort = endpoint<{ items: { id: number; sort: number }[] }, null>(
  'POST',
  '/api/saasMenu/updateSort',
  { action: 'menu:sort', changes: ['menus'] },
);
export const getButtonSelectList = endpoint<void, SaasButton[]>('GET', '/api/system.SaasButtons/getSelectList', {
  reads: ['buttons'],
});
export type ButtonOption = Option<string>;
