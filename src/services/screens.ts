import type { PermissionAction } from './actions';

/**
 * Every screen of the console, declared once (refine's `resources`): its menu path, the action
 * its own list needs, the words the palette finds it by, its locale area, its entry in the
 * demo backend's menu and what each demo account is granted to use it. Read by the screen
 * registry (src/pages/registry.ts, which adds only the loader, typed to cover every key), the
 * palette, the mock's menu and accounts (mock/db/menus.ts, mock/db/users.ts) and the house
 * check (scripts/checkHouse.mjs). README, "Add a screen".
 */

/** The demo accounts (mock/db/users.ts): the administrator is granted every action. */
export type DemoAccount = 'operator' | 'dontHaveAccess';

/** The demo menu's groups (entries with the path `#`), declared in mock/db/menus.ts. */
export type DemoMenuGroup = 'agents' | 'finance' | 'platforms' | 'system';

export interface ScreenDeclaration {
  path: `/${string}`;
  /**
   * The permission action the screen's own list needs: an account without it is told 无权访问
   * (403) there; without the menu entry but with the action, the screen is gone (404).
   */
  view?: PermissionAction;
  /** Shown only where `canSeeAdmin` holds (src/access.ts), besides the menu entry. */
  adminOnly?: true;
  /** Search keys of the palette, both languages and full pinyin (the name's initials count anyway). */
  words: string;
  /** Its messages: src/locales/zh-CN/<area>.ts and src/localesLazy/en-US/<area>.ts. */
  localeArea: string;
  /** Its entry in the demo backend's menu tree. */
  demoMenu: {
    id: number;
    name: string;
    icon: string;
    group?: DemoMenuGroup;
    /** The button-level actions the entry lists, and the permission string it carries. */
    perms?: string;
    buttons?: string[];
    /** The client filters the entry on this action. */
    auth?: PermissionAction;
    /** Sent with the spec's fields only, as a backend that knows nothing of the console's additions. */
    specShaped?: true;
  };
  /**
   * What each demo account other than admin is granted for this screen (admin holds every
   * action). `[]` says on purpose that the account does not use it; every account is named.
   */
  demoGrants: Record<DemoAccount, PermissionAction[]>;
}

export const SCREENS = {
  dashboard: {
    path: '/dashboard',
    words: '工作台 首页 待办 workbench home dashboard todo gongzuotai shouye daiban',
    localeArea: 'dashboard',
    demoMenu: { id: 50, name: '工作台', icon: 'DashboardOutlined' },
    demoGrants: { operator: [], dontHaveAccess: [] },
  },
  shipping: {
    path: '/orderDeliver',
    view: 'ship:view',
    words: '订单 发货 打印 面单 运单 orders shipping print waybill dingdanfahuo dingdan fahuo dayin miandan yundan',
    localeArea: 'shipping',
    demoMenu: {
      id: 1,
      name: '订单发货',
      icon: 'CarOutlined',
      perms: 'ship:view',
      auth: 'ship:view',
      buttons: ['print', 'export'],
    },
    demoGrants: { operator: ['ship:view', 'ship:print', 'ship:export'], dontHaveAccess: ['ship:view'] },
  },
  agents: {
    path: '/agent/list',
    view: 'agent:view',
    words: '代理商 代理 agents agent list daililiebiao dailishang daili',
    localeArea: 'agent',
    demoMenu: { id: 11, name: '代理列表', icon: 'UserOutlined', group: 'agents', auth: 'agent:view' },
    demoGrants: { operator: ['agent:view'], dontHaveAccess: ['agent:view'] },
  },
  settlements: {
    path: '/agent/settlement',
    view: 'settlement:view',
    words: '结算 佣金 凭证 settlement commission voucher dailijiesuan jiesuan yongjin pingzheng',
    localeArea: 'settlement',
    demoMenu: { id: 12, name: '代理结算', icon: 'AccountBookOutlined', group: 'agents', auth: 'settlement:view' },
    demoGrants: { operator: ['settlement:view'], dontHaveAccess: [] },
  },
  recharges: {
    path: '/finance/recharge',
    view: 'finance:view',
    words: '充值 recharge top up chongzhijilu chongzhi',
    localeArea: 'finance',
    demoMenu: {
      id: 21,
      name: '充值记录',
      icon: 'WalletOutlined',
      group: 'finance',
      auth: 'finance:view',
      specShaped: true,
    },
    demoGrants: { operator: [], dontHaveAccess: [] },
  },
  flows: {
    path: '/finance/flow',
    view: 'finance:view',
    words: '资金 流水 finance flow ledger zijinliushui zijin liushui',
    localeArea: 'finance',
    demoMenu: {
      id: 22,
      name: '资金流水',
      icon: 'TransactionOutlined',
      group: 'finance',
      auth: 'finance:view',
      specShaped: true,
    },
    demoGrants: { operator: [], dontHaveAccess: [] },
  },
  consumption: {
    path: '/consumption/log',
    view: 'consumption:view',
    words: '消费 扣费 征信 consumption log xiaofeijilu xiaofei koufei zhengxin',
    localeArea: 'consumption',
    demoMenu: { id: 30, name: '消费记录', icon: 'FileTextOutlined', auth: 'consumption:view' },
    demoGrants: { operator: ['consumption:view'], dontHaveAccess: ['consumption:view'] },
  },
  platforms: {
    path: '/platform/list',
    view: 'platform:view',
    words: '平台 商户 余额 扣费 platforms merchants balance pingtailiebiao pingtai shanghu yue koufei',
    localeArea: 'platform',
    demoMenu: { id: 41, name: '平台列表', icon: 'ShopOutlined', group: 'platforms', auth: 'platform:view' },
    demoGrants: { operator: ['platform:view'], dontHaveAccess: ['platform:view'] },
  },
  risk: {
    path: '/platform/risk',
    view: 'risk:view',
    words: '风控 风险 risk settings fengkongshezhi fengkong fengxian',
    localeArea: 'risk',
    demoMenu: { id: 42, name: '风控设置', icon: 'SafetyOutlined', group: 'platforms', auth: 'risk:view' },
    demoGrants: { operator: [], dontHaveAccess: [] },
  },
  menus: {
    path: '/system/menu',
    adminOnly: true,
    words: '菜单 按钮 权限 menus buttons permissions caidanguanli caidan anniu quanxian',
    localeArea: 'menus',
    demoMenu: {
      id: 91,
      name: '菜单管理',
      icon: 'MenuOutlined',
      group: 'system',
      perms: 'menu:view',
      buttons: ['add', 'edit', 'delete'],
    },
    demoGrants: { operator: [], dontHaveAccess: [] },
  },
} as const satisfies Record<string, ScreenDeclaration>;

export type ScreenKey = keyof typeof SCREENS;

/** Every screen's menu path, by key (links into a screen go through src/core/urlQuery.ts). */
export const SCREEN_PATH = Object.fromEntries(Object.entries(SCREENS).map(([key, screen]) => [key, screen.path])) as {
  readonly [Key in ScreenKey]: (typeof SCREENS)[Key]['path'];
};

export type ScreenPath = (typeof SCREENS)[ScreenKey]['path'];

/** The declaration of the screen at a menu path, if any (a menu path is data from the server). */
export const screenDeclaredAt = (path: string): ScreenDeclaration | undefined =>
  Object.values(SCREENS).find((screen) => screen.path === path);
