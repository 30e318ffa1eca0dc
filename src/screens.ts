import type { PermissionAction } from './services/actions';

/**
 * Every screen of the console, declared once (refine's `resources`): its menu path, its page
 * folder, the action its own list needs, its locale area, the words the palette finds it by,
 * and its entry in the demo backend's menu with what each demo account is granted.
 *
 * Nothing imports this file at run time: at `max setup`, `max dev` and `max build`,
 * plugins/areas.ts checks it and writes what each part of the console needs into src/.umi, so
 * that the first load carries paths and actions only (src/services/screens.ts), the palette
 * its words, the registry its loaders (one chunk per screen) and the mock its menu and grants.
 * README, "Add a screen".
 */

/** The demo accounts (mock/db/users.ts) besides admin, who is granted every action. */
export type DemoAccount = 'operator' | 'dontHaveAccess';
export const DEMO_ACCOUNTS: DemoAccount[] = ['operator', 'dontHaveAccess'];

/** The demo menu's groups (entries with the path `#`), declared in mock/db/menus.ts. */
export type DemoMenuGroup = 'agents' | 'finance' | 'platforms' | 'system';

export interface DemoScreen {
  /** Its entry in the demo backend's menu tree. */
  menu: {
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
  grants: Record<DemoAccount, PermissionAction[]>;
}

export interface ScreenDeclaration {
  path: `/${string}`;
  /** Its folder under src/pages (its index is the screen, in a chunk of its own). */
  page: string;
  /**
   * The permission action the screen's own list needs: an account without it is told 无权访问
   * (403) there; without the menu entry but with the action, the screen is gone (404).
   */
  view?: PermissionAction;
  /** Shown only where `canSeeAdmin` holds (src/access.ts), besides the menu entry. */
  adminOnly?: true;
  /** Its messages: src/locales/zh-CN/<area>.ts and src/localesLazy/en-US/<area>.ts. */
  localeArea: string;
  /**
   * Words the palette also finds it by, in both languages at once (an operator may type English
   * in the Chinese console). Search keys, never shown: the menu's own name and its pinyin
   * initials always count too. Full pinyin is written here, per word and as the whole name run
   * together (chongzhijilu), since the browser's collation gives initials only.
   */
  words: string;
  demo: DemoScreen;
}

export const SCREEN_DECLARATIONS = {
  dashboard: {
    path: '/dashboard',
    page: 'Dashboard',
    localeArea: 'dashboard',
    words: '工作台 首页 待办 workbench home dashboard todo gongzuotai shouye daiban',
    demo: {
      menu: { id: 50, name: '工作台', icon: 'DashboardOutlined' },
      grants: { operator: [], dontHaveAccess: [] },
    },
  },
  shipping: {
    path: '/orderDeliver',
    page: 'Shipping',
    view: 'ship:view',
    localeArea: 'shipping',
    words: '订单 发货 打印 面单 运单 orders shipping print waybill dingdanfahuo dingdan fahuo dayin miandan yundan',
    demo: {
      menu: {
        id: 1,
        name: '订单发货',
        icon: 'CarOutlined',
        perms: 'ship:view',
        auth: 'ship:view',
        buttons: ['print', 'export'],
      },
      grants: { operator: ['ship:view', 'ship:print', 'ship:export'], dontHaveAccess: ['ship:view'] },
    },
  },
  agents: {
    path: '/agent/list',
    page: 'Agent',
    view: 'agent:view',
    localeArea: 'agent',
    words: '代理商 代理 agents agent list daililiebiao dailishang daili',
    demo: {
      menu: { id: 11, name: '代理列表', icon: 'UserOutlined', group: 'agents', auth: 'agent:view' },
      grants: { operator: ['agent:view'], dontHaveAccess: ['agent:view'] },
    },
  },
  settlements: {
    path: '/agent/settlement',
    page: 'Settlement',
    view: 'settlement:view',
    localeArea: 'settlement',
    words: '结算 佣金 凭证 settlement commission voucher dailijiesuan jiesuan yongjin pingzheng',
    demo: {
      menu: { id: 12, name: '代理结算', icon: 'AccountBookOutlined', group: 'agents', auth: 'settlement:view' },
      grants: { operator: ['settlement:view'], dontHaveAccess: [] },
    },
  },
  recharges: {
    path: '/finance/recharge',
    page: 'FinanceRecharge',
    view: 'finance:view',
    localeArea: 'finance',
    words: '充值 recharge top up chongzhijilu chongzhi',
    demo: {
      menu: {
        id: 21,
        name: '充值记录',
        icon: 'WalletOutlined',
        group: 'finance',
        auth: 'finance:view',
        specShaped: true,
      },
      grants: { operator: [], dontHaveAccess: [] },
    },
  },
  flows: {
    path: '/finance/flow',
    page: 'FinanceFlow',
    view: 'finance:view',
    localeArea: 'finance',
    words: '资金 流水 finance flow ledger zijinliushui zijin liushui',
    demo: {
      menu: {
        id: 22,
        name: '资金流水',
        icon: 'TransactionOutlined',
        group: 'finance',
        auth: 'finance:view',
        specShaped: true,
      },
      grants: { operator: [], dontHaveAccess: [] },
    },
  },
  consumption: {
    path: '/consumption/log',
    page: 'Consumption',
    view: 'consumption:view',
    localeArea: 'consumption',
    words: '消费 扣费 征信 consumption log xiaofeijilu xiaofei koufei zhengxin',
    demo: {
      menu: { id: 30, name: '消费记录', icon: 'FileTextOutlined', auth: 'consumption:view' },
      grants: { operator: ['consumption:view'], dontHaveAccess: ['consumption:view'] },
    },
  },
  platforms: {
    path: '/platform/list',
    page: 'Platform',
    view: 'platform:view',
    localeArea: 'platform',
    words: '平台 商户 余额 扣费 platforms merchants balance pingtailiebiao pingtai shanghu yue koufei',
    demo: {
      menu: { id: 41, name: '平台列表', icon: 'ShopOutlined', group: 'platforms', auth: 'platform:view' },
      grants: { operator: ['platform:view'], dontHaveAccess: ['platform:view'] },
    },
  },
  risk: {
    path: '/platform/risk',
    page: 'Risk',
    view: 'risk:view',
    localeArea: 'risk',
    words: '风控 风险 risk settings fengkongshezhi fengkong fengxian',
    demo: {
      menu: { id: 42, name: '风控设置', icon: 'SafetyOutlined', group: 'platforms', auth: 'risk:view' },
      grants: { operator: [], dontHaveAccess: [] },
    },
  },
  menus: {
    path: '/system/menu',
    page: 'Menus',
    adminOnly: true,
    localeArea: 'menus',
    words: '菜单 按钮 权限 menus buttons permissions caidanguanli caidan anniu quanxian',
    demo: {
      menu: {
        id: 91,
        name: '菜单管理',
        icon: 'MenuOutlined',
        group: 'system',
        perms: 'menu:view',
        buttons: ['add', 'edit', 'delete'],
      },
      grants: { operator: [], dontHaveAccess: [] },
    },
  },
} as const satisfies Record<string, ScreenDeclaration>;
