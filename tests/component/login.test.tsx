import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readToken } from '@/core/session';
import { server } from '@mock/node';
import { recordRequests, renderApp, waitForLocation } from '../render';

describe('login page', () => {
  it('logs in with account and password and lands on target with the server menus', async () => {
    const { user, location } = await renderApp('/main/login?target=%2Fagent%2Flist%3Fpage%3D2');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin123');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    await waitForLocation(location, '/agent/list?page=2');
    expect(await screen.findByPlaceholderText('代理商名称、编号或手机号')).toBeInTheDocument();
    expect(readToken()).toMatch(/^mk\.1\./);
    expect(screen.getByTestId('current-user')).toHaveTextContent('张晓云');
  });

  it('signs in a user whose answer carries only what a screen needs (no roleName, no mobile, no nickname)', async () => {
    server.use(
      http.get('*/api/user/getLoginUserInfo', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: { id: 1, name: 'admin', permissions: [{ action: 'ship:view' }] },
        }),
      ),
    );
    const { user, location } = await renderApp('/main/login?target=%2ForderDeliver');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin123');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitForLocation(location, '/orderDeliver');
    expect(await screen.findByTestId('current-user')).toHaveTextContent('admin');
    expect(screen.queryByText(/接口返回的数据格式不符/)).toBeNull();
  });

  it('logs in with mobile and SMS code, with a 60 s countdown on the code button', async () => {
    const seen = recordRequests();
    const { user, location } = await renderApp('/main/login');
    await user.click(await screen.findByText('手机号登录'));
    await user.type(screen.getByLabelText('手机号'), '13800000002');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    const countdown = await screen.findByRole('button', { name: /秒后重新获取/ });
    expect(countdown).toBeDisabled();
    expect(countdown.textContent).toMatch(/^(60|59) 秒后重新获取$/);
    expect(seen.find((request) => request.path === '/api/sendMessage')?.body).toEqual({
      mobile: '13800000002',
      scene: 'login',
    });

    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.keyboard('{Enter}');
    // No target: `/`, which redirects to the home screen.
    await waitForLocation(location, '/orderDeliver');
    expect(seen.find((request) => request.path === '/api/auth/login')?.body).toEqual({
      type: 'mobile',
      mobile: '13800000002',
      code: '123456',
    });
  });

  it('shows the generic field messages and checks the mobile format', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/main/login');
    await user.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();

    await user.click(screen.getByText('手机号登录'));
    await user.type(screen.getByLabelText('手机号'), '1234');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    expect(seen.filter((request) => request.path.startsWith('/api/'))).toEqual([]);
  });

  it('keeps what was typed and shows the server message when the password is wrong', async () => {
    const { user, location } = await renderApp('/main/login');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    expect(screen.getByText('请求错误')).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong');
    expect(location()).toBe('/main/login');
    expect(readToken()).toBeUndefined();
  });

  it('sends one login request for a double click', async () => {
    const seen = recordRequests();
    const { user, location } = await renderApp('/main/login');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin123');
    await user.dblClick(screen.getByRole('button', { name: /登\s*录/ }));
    await waitForLocation(location, '/orderDeliver');
    expect(seen.filter((request) => request.path === '/api/auth/login')).toHaveLength(1);
  });

  it.each([
    ['//evil.example/steal', '/orderDeliver'],
    ['https://evil.example/', '/orderDeliver'],
    ['javascript:alert(1)', '/orderDeliver'],
  ])('ignores the unsafe target %s', async (target, landing) => {
    const { user, location } = await renderApp(`/main/login?target=${encodeURIComponent(target)}`);
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin123');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitForLocation(location, landing);
  });

  it('a failing user check after the token keeps the operator on the login page', async () => {
    server.use(
      http.get('*/api/user/getLoginUserInfo', () => Response.json({ code: 500, data: null, msg: '用户服务不可用' })),
    );
    const { user, location } = await renderApp('/main/login');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin123');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('用户服务不可用')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /登\s*录/ })).not.toHaveClass('ant-btn-loading'));
    expect(location()).toBe('/main/login');
    within(document.body).getByLabelText('账号');
  });
});
