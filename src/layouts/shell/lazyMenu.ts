import type { MenuDataItem } from '@ant-design/pro-components';

/** Side menus with more entries than this are handed to ProLayout group by group. */
export const LAZY_MENU_ABOVE = 300;

/**
 * Stands for a closed group's entries until it opens (never seen: both change in one render).
 * @internal exported for its tests
 */
export const PLACEHOLDER_NAME = '…';

export function countEntries(items: MenuDataItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countEntries(item.children ?? []), 0);
}

function holdsPath(item: MenuDataItem, pathname: string): boolean {
  return item.path === pathname || (item.children ?? []).some((child) => holdsPath(child, pathname));
}

/**
 * The side menu as ProLayout is given it. ProLayout builds every entry's menu item and
 * matches the path against every entry on each render, also inside closed groups: with
 * thousands of entries that held the page for most of a second per render (npm run bench
 * -- --scale). A big menu therefore keeps each closed group's entries back, showing one
 * placeholder so the group still opens; the groups that are open and the one holding the
 * current path keep theirs. A small menu, and a collapsed sider (whose groups open as
 * pop-ups ProLayout does not report), get the whole tree.
 */
export function lazyMenu(
  items: MenuDataItem[],
  { open, pathname, whole = false }: { open: ReadonlySet<string>; pathname: string; whole?: boolean },
): MenuDataItem[] {
  if (whole || countEntries(items) <= LAZY_MENU_ABOVE) return items;
  const walk = (list: MenuDataItem[]): MenuDataItem[] =>
    list.map((item) => {
      if (!item.children?.length) return item;
      if (open.has(String(item.key)) || holdsPath(item, pathname)) return { ...item, children: walk(item.children) };
      return { ...item, children: [{ key: `${String(item.key)}:more`, name: PLACEHOLDER_NAME }] };
    });
  return walk(items);
}
