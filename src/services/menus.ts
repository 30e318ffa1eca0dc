import type { ServerMenuItem } from '@/core/menus';
import { endpoint } from './endpoint';
import type { Option } from './types';

export type MenuType = 1 | 2 | 3; // 1 目录 directory, 2 菜单 menu, 3 按钮 button
export type MenuStatus = 0 | 1; // 0 停用 disabled, 1 正常 active

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
export const getMenuList = endpoint<{ scene?: 'manage' } | void, MenuRecord[]>('GET', '/api/saasMenu/getMenuList', { reads: ['menus'] });
export const addMenu = endpoint<MenuInput, { id: number }>('POST', '/api/saasMenu/addMenu', { changes: ['menus'] });
export const editMenu = endpoint<MenuInput & { id: number }, null>('POST', '/api/saasMenu/editMenu', { changes: ['menus'] });
export const deleteMenu = endpoint<{ id: number }, null>('POST', '/api/saasMenu/deleteMenu', { changes: ['menus'] });
export const updateMenuStatus = endpoint<{ id: number; status: MenuStatus }, null>(
  'POST',
  '/api/saasMenu/updateMenuStatus', { changes: ['menus'] });
export const updateMenuSort = endpoint<{ items: { id: number; sort: number }[] }, null>(
  'POST',
  '/api/saasMenu/updateSort', { changes: ['menus'] });
export const getButtonSelectList = endpoint<void, SaasButton[]>('GET', '/api/system.SaasButtons/getSelectList', { reads: ['buttons'] });
export type ButtonOption = Option<string>;
