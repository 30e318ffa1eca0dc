import { getLoginUserInfo, login, sendMessage } from '@/services/auth';
import { MOBILE_PATTERN } from '@/services/rules';
import { db } from '../db';
import { MOCK_SMS_CODE } from '../db/users';
import { issueToken, refuse, serve, servePublic } from './serve';

export default [
  servePublic(login, ({ body }) => {
    if (body.type === 'mobile') {
      const user = db.users.find((candidate) => candidate.mobile === body.mobile);
      if (!user) return refuse(400, '该手机号未注册');
      if (body.code !== MOCK_SMS_CODE) return refuse(400, '验证码错误或已过期');
      return { token: issueToken(user) };
    }
    const account = body as { username?: string; password?: string };
    const user = db.users.find((candidate) => candidate.name === account.username);
    if (!user || user.password !== account.password) return refuse(400, '账号或密码错误');
    return { token: issueToken(user) };
  }),

  servePublic(sendMessage, ({ body }) => {
    if (!body.mobile || !MOBILE_PATTERN.test(body.mobile)) return refuse(400, '手机号格式不正确');
    if (!db.users.some((user) => user.mobile === body.mobile)) return refuse(400, '该手机号未注册');
    return { expireIn: 300 };
  }),

  serve(getLoginUserInfo, ({ user }) => {
    const { password: _password, ...info } = user;
    return info;
  }),
];
