import { http } from 'msw';
import type { LoginRequest, SendMessageRequest } from '../../src/services/auth';
import { db } from '../db';
import { MOCK_SMS_CODE } from '../db/users';
import { api, fail, issueToken, jsonOf, latency, NOT_LOGGED_IN, ok, userOf } from './utils';

const MOBILE = /^1[3-9]\d{9}$/;

export const authHandlers = [
  http.post(api('/api/auth/login'), async ({ request }) => {
    await latency();
    const body = await jsonOf<LoginRequest & { username: string; password: string; mobile: string; code: string }>(request);
    if (body.type === 'mobile') {
      const user = db.users.find((candidate) => candidate.mobile === body.mobile);
      if (!user) return fail(400, '该手机号未注册');
      if (body.code !== MOCK_SMS_CODE) return fail(400, '验证码错误或已过期');
      return ok({ token: issueToken(user) });
    }
    const user = db.users.find((candidate) => candidate.name === body.username);
    if (!user || user.password !== body.password) return fail(400, '账号或密码错误');
    return ok({ token: issueToken(user) });
  }),

  http.post(api('/api/sendMessage'), async ({ request }) => {
    await latency();
    const body = await jsonOf<SendMessageRequest>(request);
    if (!body.mobile || !MOBILE.test(body.mobile)) return fail(400, '手机号格式不正确');
    if (!db.users.some((user) => user.mobile === body.mobile)) return fail(400, '该手机号未注册');
    return ok({ expireIn: 300 });
  }),

  http.get(api('/api/user/getLoginUserInfo'), async ({ request }) => {
    await latency();
    const user = userOf(request);
    if (!user) return NOT_LOGGED_IN();
    const { password: _password, ...info } = user;
    return ok(info);
  }),
];
