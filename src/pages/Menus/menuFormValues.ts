/** What the menu form starts with and what it sends: a new entry goes last among its siblings. */
import { MENU_STATUS, MENU_TYPE, type MenuInput, type MenuRecord } from '@/services/menus';
import { pickerIcon } from './IconSelect';
import { siblingsOf } from './menuTree';

/** The order an entry may have among its siblings, and the gap a new entry leaves after the last. */
export const MAX_SORT = 9999;
const SORT_STEP = 10;

/** The parent id of a top-level entry. */
export const TOP = 0;

/** What the form edits: a new entry (under `parentId`, 0 for the top) or an existing one. */
export type MenuFormTarget = { mode: 'add'; parentId: number } | { mode: 'edit'; entry: MenuRecord };

export type Values = MenuInput & Record<string, unknown>;

/** The entries directly under a parent (the whole top level for `TOP`). */
export function childrenUnder(tree: MenuRecord[], parentId: number): MenuRecord[] {
  return parentId === TOP ? tree : (siblingsOf(tree, parentId).find((item) => item.id === parentId)?.children ?? []);
}

/** A new entry goes last among its siblings, not first (an empty sort was 0: the top of everyone's menu). */
function lastSort(tree: MenuRecord[], parentId: number): number {
  return Math.min(MAX_SORT, Math.max(0, ...childrenUnder(tree, parentId).map((item) => item.sort ?? 0)) + SORT_STEP);
}

export function formStart(target: MenuFormTarget | undefined, tree: MenuRecord[]): Partial<Values> {
  if (target?.mode === 'edit') {
    const { entry } = target;
    return { ...entry, children: undefined, menu_icon: pickerIcon(entry.menu_icon), buttons: entry.buttons ?? [] };
  }
  const parentId = target?.mode === 'add' ? target.parentId : TOP;
  return {
    menu_pid: parentId,
    path: '',
    type: MENU_TYPE.menu,
    status: MENU_STATUS.active,
    sort: lastSort(tree, parentId),
    buttons: [],
  };
}

/** What is sent: names and paths trimmed, an empty permission left out, an edit keeping its status. */
export function menuInput(values: Values, entry: MenuRecord | undefined, tree: MenuRecord[]): MenuInput {
  return {
    menu_pid: values.menu_pid ?? TOP,
    menu_name: values.menu_name.trim(),
    path: values.path.trim(),
    menu_icon: values.menu_icon,
    type: values.type,
    perms: values.perms?.trim() || undefined,
    buttons: values.buttons ?? [],
    sort: values.sort ?? entry?.sort ?? lastSort(tree, values.menu_pid ?? TOP),
    status: entry?.status ?? MENU_STATUS.active,
  };
}
