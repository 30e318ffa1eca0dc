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

export { PERMISSION_ACTIONS, type PermissionAction } from './actions';

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
