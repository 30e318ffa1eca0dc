import * as v from 'valibot';
import { endpoint } from './endpoint';
import { int, list, needed, optional, record, text } from './wire';

const loginRequest = v.union([
  record({
    type: v.literal('account'),
    username: text('Account name'),
    password: text('Password, as typed'),
  }),
  record({
    type: v.literal('mobile'),
    mobile: text('Mainland mobile number, 11 digits'),
    code: text('The SMS code sent by sendMessage'),
  }),
]);
export type LoginRequest = v.InferOutput<typeof loginRequest>;

const loginResult = record({
  token: needed(text('Sent back in the `token` header of every later call'), 'every later call carries it'),
});

const sendMessageRequest = record({
  mobile: text('Mainland mobile number, 11 digits'),
  /** What the code is for; the login page asks for `login`. */
  scene: v.pipe(v.literal('login'), v.metadata({ description: 'What the code is for' })),
});

const sendMessageResult = record({ expireIn: optional(int('Seconds until the code expires')) });

export { PERMISSION_ACTIONS, type PermissionAction } from './actions';

/**
 * One permission entry: its action governs button-level access. The server may grant
 * actions this console does not know (another app's); they are kept and never match.
 */
const permissionEntry = record({
  action: needed(
    text('A permission action, e.g. platform:deduct (src/services/actions.ts)'),
    'decides what the account may do',
  ),
});
export type PermissionEntry = v.InferOutput<typeof permissionEntry>;

const currentUser = record({
  id: needed(int('User id'), 'drafts, intents and the loaded data belong to this user'),
  name: needed(text('Account name'), 'the account denied the admin screens is known by it'),
  nickname: optional(text('Shown in the header (the account name when missing)')),
  roleName: optional(text('Role, shown in the header menu')),
  mobile: optional(text('Masked unless the account may see it')),
  avatar: optional(text('Avatar image URL (same origin or FILE_ORIGINS)')),
  permissions: needed(list(permissionEntry), 'button-level access'),
  keySecret: optional(
    text(
      "A secret of the account (at least 16 characters, the same at every sign-in, sent to that account only): it names the account's stored money keys, so a next user at a shared PC cannot read a move's values from them. Without it a money key ends with the sign-out",
    ),
  ),
});
export type CurrentUser = v.InferOutput<typeof currentUser>;

export const login = endpoint('POST', '/api/auth/login', {
  summary: 'Signs in with an account and password, or a mobile and an SMS code',
  request: loginRequest,
  answer: loginResult,
  public: true,
  changes: ['user'],
});
export const sendMessage = endpoint('POST', '/api/sendMessage', {
  summary: 'Sends a login code by SMS',
  request: sendMessageRequest,
  answer: sendMessageResult,
  public: true,
});
export const getLoginUserInfo = endpoint('GET', '/api/user/getLoginUserInfo', {
  summary: 'The signed-in user and their permission actions',
  answer: currentUser,
  reads: ['user'],
});
