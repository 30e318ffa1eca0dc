import { safeMenuPath } from '@/core/menus';
import { MENU_STATUS, MENU_TYPE, type MenuRecord } from '@/services/menus';

/** Every entry of the tree, depth first. */
export function flatten(tree: MenuRecord[]): MenuRecord[] {
  return tree.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/**
 * The entries an operator never sees though they are on themselves: everything below a
 * disabled entry (the side menu leaves out a disabled entry with all it holds).
 */
export function hiddenByDisabledParent(tree: MenuRecord[]): Set<number> {
  const hidden = new Set<number>();
  const walk = (items: MenuRecord[], underDisabled: boolean) => {
    for (const item of items) {
      if (underDisabled) hidden.add(item.id);
      walk(item.children ?? [], underDisabled || item.status === MENU_STATUS.disabled);
    }
  };
  walk(tree, false);
  return hidden;
}

/** @internal exported for its tests */
export function findEntry(tree: MenuRecord[], id: number): MenuRecord | undefined {
  return flatten(tree).find((item) => item.id === id);
}

/** The ids below an entry (not the entry itself). */
export function descendantIds(item: MenuRecord): number[] {
  return flatten(item.children ?? []).map((child) => child.id);
}

/** The siblings of an entry (its parent's children, or the top level), in their order. */
export function siblingsOf(tree: MenuRecord[], id: number): MenuRecord[] {
  if (tree.some((item) => item.id === id)) return tree;
  for (const item of tree) {
    const found = siblingsOf(item.children ?? [], id);
    if (found.length) return found;
  }
  return [];
}

/**
 * Each entry's place among its siblings (index and sibling count), for the whole tree in
 * one walk: the up/down actions of 2,000 rows must not search the tree once per row.
 */
export function placesOf(tree: MenuRecord[]): Map<number, { index: number; count: number }> {
  const places = new Map<number, { index: number; count: number }>();
  const walk = (items: MenuRecord[]) =>
    items.forEach((item, index) => {
      places.set(item.id, { index, count: items.length });
      walk(item.children ?? []);
    });
  walk(tree);
  return places;
}

/** The ids of the entries that hold others (what 全部展开 opens). */
export function parentIds(tree: MenuRecord[]): number[] {
  return flatten(tree)
    .filter((item) => item.children?.length)
    .map((item) => item.id);
}

/**
 * The tree as the table shows it: a real backend sends `children: []` on every leaf and
 * button (the spec's menu item has it), and a table draws an expand control for any
 * children array, even an empty one, that expands nothing. Leaves lose the empty array.
 */
function withoutEmptyChildren(tree: MenuRecord[]): MenuRecord[] {
  let changed = false;
  const next = tree.map((item) => {
    if (!item.children) return item;
    if (item.children.length === 0) {
      changed = true;
      const { children: _none, ...leaf } = item;
      return leaf;
    }
    const children = withoutEmptyChildren(item.children);
    if (children === item.children) return item;
    changed = true;
    return { ...item, children };
  });
  // Nothing to strip: the same tree (what a table keyed on it may rely on).
  return changed ? next : tree;
}

/**
 * Entries whose name, path or permission action contains `keyword`, with the parents that
 * lead to them (so a match is never shown without its place in the tree).
 */
export function filterTree(tree: MenuRecord[], keyword: string): MenuRecord[] {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return withoutEmptyChildren(tree);
  const matches = (item: MenuRecord) =>
    [item.menu_name, item.path, item.perms ?? ''].some((text) => text.toLowerCase().includes(wanted));
  const out: MenuRecord[] = [];
  for (const item of tree) {
    const children = filterTree(item.children ?? [], keyword);
    if (matches(item) || children.length)
      out.push({
        ...item,
        children: children.length ? children : matches(item) && item.children?.length ? item.children : undefined,
      });
  }
  return out;
}

/** Why a path cannot be saved, or undefined. `#` is a pure group; anything else is an in-app path. */
export function pathProblem(path: string, siblings: MenuRecord[], selfId?: number): 'format' | 'duplicate' | undefined {
  const text = path.trim();
  // The console's own check on server menus, on the path exactly as typed (no leading slash added).
  if (text !== '#' && (!text.startsWith('/') || safeMenuPath(text) !== text)) return 'format';
  if (text !== '#' && siblings.some((item) => item.id !== selfId && item.path.trim() === text)) return 'duplicate';
  return undefined;
}

/** The parents an entry may move under: the top level and any entry but itself and its descendants (no buttons). */
export function parentChoices(
  tree: MenuRecord[],
  selfId?: number,
): { value: number; title: string; children?: ReturnType<typeof parentChoices> }[] {
  const banned = new Set<number>();
  const self = selfId === undefined ? undefined : findEntry(tree, selfId);
  if (self) [self.id, ...descendantIds(self)].forEach((id) => banned.add(id));
  const convert = (items: MenuRecord[]): ReturnType<typeof parentChoices> =>
    items
      .filter((item) => !banned.has(item.id) && item.type !== MENU_TYPE.button)
      .map((item) => {
        const children = convert(item.children ?? []);
        return { value: item.id, title: item.menu_name, ...(children.length ? { children } : {}) };
      });
  return convert(tree);
}

/**
 * Moves an entry one place up or down among its siblings. Answers the new tree and the
 * sort values of that sibling list (what updateSort saves), or undefined at an end.
 */
export function moveEntry(
  tree: MenuRecord[],
  id: number,
  direction: -1 | 1,
): { tree: MenuRecord[]; items: { id: number; sort: number }[] } | undefined {
  const siblings = siblingsOf(tree, id);
  const index = siblings.findIndex((item) => item.id === id);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= siblings.length) return undefined;
  const reordered = [...siblings];
  [reordered[index], reordered[target]] = [reordered[target], reordered[index]];
  const items = reordered.map((item, position) => ({ id: item.id, sort: (position + 1) * 10 }));
  const sortOf = new Map(items.map((item) => [item.id, item.sort]));
  const rebuild = (list: MenuRecord[]): MenuRecord[] => {
    const mine = list === siblings ? reordered : list;
    return mine.map((item) => ({
      ...item,
      sort: sortOf.get(item.id) ?? item.sort,
      children: item.children ? rebuild(item.children) : undefined,
    }));
  };
  return { tree: rebuild(tree), items };
}
