import { endpoint } from './endpoint';

export type LoginRequest =
  { type: 'account'; username: string; password: string } | { type: 'mobile'; mobile: string; code: string };

export interface LoginResult {
  token: string;
}

export interface SendMessageRequest {
  mobile: string;
  /** What the code is for; the login page asks for `login`. */
  scene: 'login';
}

export interface SendMessageResult {
  /** Seconds until the code expires. */
  expireIn: number;
}

/**
 * Every permission action the console gates something with (spec section 6: button-level
 * authorization). Screens, the access function, the export gate and the mock's accounts all
 * take this type, so a misspelt action fails the type check.
 */
export const PERMISSION_ACTIONS = [
  'ship:print',
  'ship:reprint',
  'ship:export',
  'agent:add',
  'agent:edit',
  'settlement:view',
  'settlement:confirm',
  'settlement:voucher',
  'finance:recharge',
  'platform:add',
  'platform:deduct',
  'platform:note',
  'finance:export',
  'risk:view',
  'risk:edit',
  'menu:add',
  'menu:edit',
  'menu:delete',
  'menu:status',
  'menu:sort',
] as const;

export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/**
 * One permission entry: its action governs button-level access. The server may grant
 * actions this console does not know (another app's); they are kept and never match.
 */
export interface PermissionEntry {
  action: string;
}

export interface CurrentUser {
  id: number;
  name: string;
  nickname: string;
  roleName: string;
  mobile: string;
  avatar?: string;
  permissions: PermissionEntry[];
}

export const login = endpoint<LoginRequest, LoginResult>('POST', '/api/auth/login', { changes: ['user'] });
export const sendMessage = endpoint<SendMessageRequest, SendMessageResult>('POST', '/api/sendMessage');
export const getLoginUserInfo = endpoint<void, CurrentUser>('GET', '/api/user/getLoginUserInfo', { reads: ['user'] });
