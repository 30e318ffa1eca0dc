/**
 * The side menu ProLayout draws, from the server's routes. A big menu goes to ProLayout group
 * by group (lazyMenu.ts), and its entries come a moment after the layout, in a render the
 * browser can interrupt: the layout's first render and the side menu's are not one long task.
 */
import type { MenuDataItem } from '@ant-design/pro-components';
import { startTransition, useEffect, useMemo, useState } from 'react';
import MenuIcon from '@/components/MenuIcon';
import type { MenuRoute } from '@/core/menus';
import { countEntries, LAZY_MENU_ABOVE, lazyMenu } from './lazyMenu';

const NO_ENTRIES: MenuDataItem[] = [];

function toMenuData(routes: MenuRoute[]): MenuDataItem[] {
  return routes.map((route) => ({
    key: String(route.id),
    path: route.path,
    name: route.name,
    icon: <MenuIcon name={route.icon} />,
    children: route.routes?.length ? toMenuData(route.routes) : undefined,
  }));
}

export function useSideMenu(routes: MenuRoute[] | undefined, pathname: string) {
  const menuData = useMemo(() => toMenuData(routes ?? []), [routes]);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set());
  const [collapsed, setCollapsed] = useState(false);
  const shownMenu = useMemo(
    () => lazyMenu(menuData, { open: openGroups, pathname, whole: collapsed }),
    [menuData, openGroups, pathname, collapsed],
  );
  const bigMenu = useMemo(() => countEntries(menuData) > LAZY_MENU_ABOVE, [menuData]);
  const [menuDrawn, setMenuDrawn] = useState(false);
  useEffect(() => {
    if (bigMenu && !menuDrawn) startTransition(() => setMenuDrawn(true));
  }, [bigMenu, menuDrawn]);
  const route = useMemo(
    () => ({ path: '/', children: bigMenu && !menuDrawn ? NO_ENTRIES : shownMenu }),
    [bigMenu, menuDrawn, shownMenu],
  );
  // ProLayout 3's menu reports its open groups while it renders: taken after that render,
  // and only when they changed (React forbids updating the layout during it).
  const onOpenChange = (keys: string[] | false) => {
    const next = keys || [];
    queueMicrotask(() =>
      setOpenGroups((open) => (open.size === next.length && next.every((key) => open.has(key)) ? open : new Set(next))),
    );
  };
  return { route, onOpenChange, onCollapse: setCollapsed };
}
