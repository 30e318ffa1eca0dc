import { SCREENS, type ScreenKey } from '@/services/screens';
import { MENU_STATUS, MENU_TYPE, type MenuRecord } from '@/services/menus';
import { DEMO_SCREENS, type DemoMenuGroup } from '../demoScreens';

type Seed = Omit<MenuRecord, 'menu_pid' | 'children' | 'type' | 'sort' | 'status'> & {
  type?: MenuRecord['type'];
  children?: Seed[];
  /** Accounts that get the entry from the server; absent means all. */
  roles?: string[];
  /**
   * Sent with the spec's fields only (id, menu_pid, menu_name, path, menu_icon, children),
   * as a backend that knows nothing of the console's additions does: the side menu and 菜单管理
   * must serve it all the same.
   */
  specShaped?: true;
};

/** The demo menu's groups (path `#`), each placed where its first screen is declared. */
const GROUPS: Record<DemoMenuGroup, Omit<Seed, 'path' | 'children'>> = {
  agents: { id: 10, menu_name: '代理管理', menu_icon: 'TeamOutlined' },
  // Money is the administrator's: the warehouse operator and the read-only visitor do not see it.
  finance: { id: 20, menu_name: '财务管理', menu_icon: 'WalletOutlined', roles: ['admin'] },
  platforms: { id: 40, menu_name: '平台管理', menu_icon: 'ShopOutlined' },
  // Sent to every account; the console hides it where canSeeAdmin is false (docs/requirements.md#access).
  system: { id: 90, menu_name: '系统设置', menu_icon: 'SettingOutlined' },
};

/**
 * The menu tree, from each screen's declared entry (src/services/screens.ts, mock/demoScreens.ts), in their order.
 * Groups have the path `#`. Some entries carry an `auth` the client filters on; some are sent
 * only to some accounts, as a real server would. Every entry has a screen (the tests add one
 * without, to see the console say so).
 */
function declaredTree(): Seed[] {
  const tree: Seed[] = [];
  const groups = new Map<DemoMenuGroup, Seed>();
  for (const key of Object.keys(SCREENS) as ScreenKey[]) {
    const screen = SCREENS[key];
    const { id, name, icon, group, perms, buttons, auth, specShaped } = DEMO_SCREENS[key].menu;
    const entry: Seed = {
      id,
      menu_name: name,
      path: screen.path,
      menu_icon: icon,
      ...(perms ? { perms } : {}),
      ...(buttons ? { buttons } : {}),
      ...(auth ? { auth } : {}),
      ...(specShaped ? { specShaped } : {}),
    };
    if (!group) {
      tree.push(entry);
      continue;
    }
    if (!groups.has(group)) {
      const node: Seed = { ...GROUPS[group], path: '#', children: [] };
      groups.set(group, node);
      tree.push(node);
    }
    groups.get(group)!.children!.push(entry);
  }
  return tree;
}

const TREE = declaredTree();

function build(seeds: Seed[], pid: number): (MenuRecord & { roles?: string[] })[] {
  return seeds.map(({ specShaped, ...seed }, index) => ({
    ...seed,
    menu_pid: pid,
    ...(specShaped ? {} : { type: seed.type ?? (seed.children ? 1 : 2), sort: (index + 1) * 10, status: 1 as const }),
    // As the spec's menu item has it (and a real backend sends): leaves carry `children: []`.
    children: seed.children ? build(seed.children, seed.id) : [],
  }));
}

export function seedMenus(scale = false) {
  return build(scale ? [...TREE, ...scaleMenus()] : TREE, 0);
}

/**
 * The benchmark's big tree (`mock.scale`, never in the demo): 40 report groups of 49 pages,
 * 2,000 entries with the groups, in the side menu and in 菜单管理. Their pages have no screen.
 */
function scaleMenus(): Seed[] {
  return Array.from({ length: 40 }, (_, group) => ({
    id: 10_000 + group * 100,
    menu_name: `报表分组 ${group + 1}`,
    path: '#',
    menu_icon: 'BarChartOutlined',
    children: Array.from({ length: 49 }, (_, page) => ({
      id: 10_000 + group * 100 + page + 1,
      menu_name: `报表 ${group + 1}-${page + 1}`,
      path: `/report/g${group + 1}/p${page + 1}`,
      menu_icon: 'FileTextOutlined',
    })),
  }));
}

/** The tree as one account receives it: entries of other roles, disabled ones and buttons removed. */
export function menusFor(tree: (MenuRecord & { roles?: string[] })[], userName: string): MenuRecord[] {
  return (
    tree
      // An entry without a status (the spec's shape) is shown: only a disabled one is held back.
      .filter(
        (item) =>
          item.status !== MENU_STATUS.disabled &&
          item.type !== MENU_TYPE.button &&
          (!item.roles || item.roles.includes(userName)),
      )
      .map(({ roles: _roles, ...item }) => ({
        ...item,
        children: item.children
          ? menusFor(item.children as (MenuRecord & { roles?: string[] })[], userName)
          : undefined,
      }))
  );
}
