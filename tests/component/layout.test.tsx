import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hasToken } from '@/core/session';
import { db, resetDb } from '@mock/db';
import { server } from '@mock/node';
import { addMenuWithoutScreen, renderApp, waitForLocation } from '../render';

const sideMenu = () => document.querySelector('.ant-pro-sider-menu') as HTMLElement;
/** ProLayout renders its side menu a moment after the page content. */
async function findSideMenu() {
  await waitFor(() => expect(sideMenu()).not.toBeNull());
  return within(sideMenu());
}

describe('security layout', () => {
  it('sends a visitor without a token to login with the path and query as target', async () => {
    const { location } = await renderApp('/finance/flow?type=recharge&page=3');
    await waitForLocation(location, '/main/login?target=%2Ffinance%2Fflow%3Ftype%3Drecharge%26page%3D3');
    expect(await screen.findByRole('button', { name: /登\s*录/ })).toBeInTheDocument();
  });

  it('sends an operator whose token the server rejects (109) to login with target', async () => {
    sessionStorage.setItem('token', 'mk.999.expired');
    const { location } = await renderApp('/agent/settlement');
    await waitForLocation(location, '/main/login?target=%2Fagent%2Fsettlement');
    expect(hasToken()).toBe(false);
  });

  it('renders the server menu tree, nested and in order, for the administrator; an entry with no screen says so', async () => {
    addMenuWithoutScreen();
    await renderApp('/report/daily', { as: 'admin' });
    await screen.findByText('此菜单项暂无页面');
    const menu = await findSideMenu();
    for (const name of ['工作台', '订单发货', '代理管理', '财务管理', '消费记录', '平台管理', '数据报表', '系统设置']) {
      expect(menu.getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByText(/菜单“数据报表”（\/report\/daily）还没有对应的页面/)).toBeInTheDocument();
  });

  it('shows the operator fewer menus: server-side and by the auth field', async () => {
    const { user } = await renderApp('/consumption/log', { as: 'operator' });
    await screen.findByText('实扣金额合计（成功）');
    const menu = await findSideMenu();
    expect(menu.queryByText('财务管理')).toBeNull();
    // canSeeAdmin (docs/requirements.md#access) is true for the operator: 系统设置 shows (read-only inside).
    expect(menu.getByText('系统设置')).toBeInTheDocument();
    await user.click(menu.getByText('平台管理'));
    expect(await menu.findByText('平台列表')).toBeInTheDocument();
    // 风控设置 needs `risk:view`, which the operator lacks.
    expect(menu.queryByText('风控设置')).toBeNull();
    await user.click(menu.getByText('代理管理'));
    expect(await menu.findByText('代理结算')).toBeInTheDocument();
  });

  it('keeps 系统设置 from the account without canSeeAdmin, and says 无权访问 (403) where it may not go', async () => {
    const { history } = await renderApp('/orderDeliver', { as: 'dontHaveAccess' });
    const menu = await findSideMenu();
    expect(menu.queryByText('系统设置')).toBeNull();
    expect(menu.queryByText('财务管理')).toBeNull();
    act(() => history().push('/system/menu'));
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
    expect(screen.queryByText('页面不存在')).toBeNull();
    // Listed by the server, filtered by an auth value the account lacks: 403 too.
    act(() => history().push('/platform/risk'));
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
    // Not even sent by the server (财务管理 is the administrator's): a known screen the account
    // may not read is forbidden, not missing.
    act(() => history().push('/finance/recharge'));
    await waitFor(() => expect(screen.getAllByText('无权访问').length).toBeGreaterThan(0));
    expect(screen.queryByText('页面不存在')).toBeNull();
  });

  it('navigates from the side menu without reloading', async () => {
    const { user, location } = await renderApp('/orderDeliver', { as: 'admin' });
    const menu = await findSideMenu();
    await user.click(menu.getByText('财务管理'));
    await user.click(await menu.findByText('资金流水'));
    await waitForLocation(location, '/finance/flow');
    expect(await screen.findByText('收入合计')).toBeInTheDocument();
  });

  it('shows a 404 inside the layout for a path no menu knows', async () => {
    await renderApp('/no/such/page', { as: 'admin' });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.getByText('你访问的地址 /no/such/page 不存在，可能已被移动或删除。')).toBeInTheDocument();
    expect((await findSideMenu()).getByText('订单发货')).toBeInTheDocument();
  });

  it('keeps the operator signed in with a retry when only the menus fail', async () => {
    let failMenus = true;
    server.use(
      http.get('*/api/saasMenu/getMenuList', () => {
        if (failMenus) return HttpResponse.json({ code: 500, data: null, msg: '菜单服务维护中' });
        return undefined as never;
      }),
    );
    const { user } = await renderApp('/dashboard', { as: 'admin' });
    expect(await screen.findByText('菜单加载失败')).toBeInTheDocument();
    failMenus = false;
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /重新加载菜单/ }));
    await waitFor(() => expect(screen.queryByText('菜单加载失败')).toBeNull());
    expect((await findSideMenu()).getByText('工作台')).toBeInTheDocument();
  });

  it('shows a menu of 2,000 entries group by group, the entries a moment after the layout', async () => {
    localStorage.setItem('mock.scale', 'menus');
    resetDb();
    const { user } = await renderApp('/consumption/log', { as: 'admin' });
    const menu = await findSideMenu();
    expect(await menu.findByText('报表分组 40')).toBeInTheDocument();
    // A closed group's 49 pages are not in the page until it opens.
    expect(menu.queryByText('报表 40-49')).toBeNull();
    await user.click(menu.getByText('报表分组 40'));
    expect(await menu.findByText('报表 40-49')).toBeInTheDocument();
  });

  it('logout clears storage and cookies and returns to login, keeping only the operator’s preferences', async () => {
    const { user, location } = await renderApp('/dashboard', { as: 'admin' });
    localStorage.setItem('anything', '1');
    document.cookie = 'other=1; path=/';
    await user.hover(await screen.findByTestId('current-user'));
    await user.click(await screen.findByText('退出登录'));
    await waitForLocation(location, '/main/login');
    expect(Object.keys(sessionStorage)).toEqual([]);
    // Only the operator's own choices stay (page size, columns, open tabs: core/preferences.ts).
    expect(Object.keys(localStorage)).toEqual([`prefs:${db.users.find((user) => user.name === 'admin')!.id}:tabs`]);
    expect(document.cookie).toBe('');
  });
});
