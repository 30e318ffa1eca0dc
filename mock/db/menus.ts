import { SCREEN_PATH } from '@/core/urlQuery';
import { MENU_STATUS, MENU_TYPE, type MenuRecord } from '@/services/menus';

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

/**
 * The menu tree. Groups have the path `#`. Some entries carry an `auth` the client filters
 * on; some are sent only to some accounts, as a real server would. Every entry has a screen
 * (the tests add one without, to see the console say so).
 */
const TREE: Seed[] = [
  { id: 50, menu_name: '工作台', path: SCREEN_PATH.dashboard, menu_icon: 'DashboardOutlined' },
  {
    id: 1,
    menu_name: '订单发货',
    path: SCREEN_PATH.shipping,
    menu_icon: 'CarOutlined',
    perms: 'ship:view',
    auth: 'ship:view',
    buttons: ['print', 'export'],
  },
  {
    id: 10,
    menu_name: '代理管理',
    path: '#',
    menu_icon: 'TeamOutlined',
    children: [
      { id: 11, menu_name: '代理列表', path: SCREEN_PATH.agents, menu_icon: 'UserOutlined', auth: 'agent:view' },
      {
        id: 12,
        menu_name: '代理结算',
        path: SCREEN_PATH.settlements,
        menu_icon: 'AccountBookOutlined',
        auth: 'settlement:view',
      },
    ],
  },
  {
    id: 20,
    menu_name: '财务管理',
    path: '#',
    menu_icon: 'WalletOutlined',
    // Money is the administrator's: the warehouse operator and the read-only visitor do not see it.
    roles: ['admin'],
    children: [
      {
        id: 21,
        menu_name: '充值记录',
        path: SCREEN_PATH.recharges,
        menu_icon: 'WalletOutlined',
        auth: 'finance:view',
        specShaped: true,
      },
      {
        id: 22,
        menu_name: '资金流水',
        path: SCREEN_PATH.flows,
        menu_icon: 'TransactionOutlined',
        auth: 'finance:view',
        specShaped: true,
      },
    ],
  },
  {
    id: 30,
    menu_name: '消费记录',
    path: SCREEN_PATH.consumption,
    menu_icon: 'FileTextOutlined',
    auth: 'consumption:view',
  },
  {
    id: 40,
    menu_name: '平台管理',
    path: '#',
    menu_icon: 'ShopOutlined',
    children: [
      { id: 41, menu_name: '平台列表', path: SCREEN_PATH.platforms, menu_icon: 'ShopOutlined', auth: 'platform:view' },
      { id: 42, menu_name: '风控设置', path: SCREEN_PATH.risk, menu_icon: 'SafetyOutlined', auth: 'risk:view' },
    ],
  },
  {
    id: 90,
    menu_name: '系统设置',
    path: '#',
    menu_icon: 'SettingOutlined',
    // Sent to every account; the console hides it where canSeeAdmin is false (docs/requirements.md#access).
    children: [
      {
        id: 91,
        menu_name: '菜单管理',
        path: SCREEN_PATH.menus,
        menu_icon: 'MenuOutlined',
        perms: 'menu:view',
        buttons: ['add', 'edit', 'delete'],
      },
    ],
  },
];

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
