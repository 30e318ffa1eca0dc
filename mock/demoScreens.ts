import type { PermissionAction } from '@/services/actions';
import type { ScreenKey } from '@/services/screens';

/** The demo accounts (mock/db/users.ts): the administrator is granted every action. */
export type DemoAccount = 'operator' | 'dontHaveAccess';

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

/**
 * Each declared screen (src/services/screens.ts) in the demo backend: its menu entry and what
 * each demo account is granted, in menu order. Typed to cover every screen, so a new one
 * without its demo entry and grants fails the type check (and `npm run lint`).
 */
export const DEMO_SCREENS: Record<ScreenKey, DemoScreen> = {
  dashboard: {
    menu: { id: 50, name: '工作台', icon: 'DashboardOutlined' },
    grants: { operator: [], dontHaveAccess: [] },
  },
  shipping: {
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
  agents: {
    menu: { id: 11, name: '代理列表', icon: 'UserOutlined', group: 'agents', auth: 'agent:view' },
    grants: { operator: ['agent:view'], dontHaveAccess: ['agent:view'] },
  },
  settlements: {
    menu: { id: 12, name: '代理结算', icon: 'AccountBookOutlined', group: 'agents', auth: 'settlement:view' },
    grants: { operator: ['settlement:view'], dontHaveAccess: [] },
  },
  recharges: {
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
  flows: {
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
  consumption: {
    menu: { id: 30, name: '消费记录', icon: 'FileTextOutlined', auth: 'consumption:view' },
    grants: { operator: ['consumption:view'], dontHaveAccess: ['consumption:view'] },
  },
  platforms: {
    menu: { id: 41, name: '平台列表', icon: 'ShopOutlined', group: 'platforms', auth: 'platform:view' },
    grants: { operator: ['platform:view'], dontHaveAccess: ['platform:view'] },
  },
  risk: {
    menu: { id: 42, name: '风控设置', icon: 'SafetyOutlined', group: 'platforms', auth: 'risk:view' },
    grants: { operator: [], dontHaveAccess: [] },
  },
  menus: {
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
};
