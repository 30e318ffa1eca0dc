/**
 * 菜单管理 as an administrator uses it: the tree, search, add and edit with their checks,
 * delete, enable and disable, reorder — each change saved at once and followed by the side
 * menu without a reload.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { recordRequests, renderApp, waitForLocation } from '../render';

const sideMenu = () => document.querySelector('.ant-pro-sider-menu') as HTMLElement;
const rowOf = (name: string) => screen.getAllByText(name, { selector: 'td span' })[0].closest('tr') as HTMLElement;
const calls = (seen: ReturnType<typeof recordRequests>, name: string) =>
  seen.filter((request) => request.path === `/api/saasMenu/${name}`);

/**
 * A message next to a field is on screen (retried until it is). The message of the last bad
 * value leaves as the next one comes (antd's error list animates), so an element found a moment
 * ago may be gone by the next line: beside a busy CPU, `findByText` once found the leaving one.
 */
const showsFieldError = (container: HTMLElement, text: string) =>
  waitFor(() => expect(within(container).getByText(text)).toBeInTheDocument());

async function openScreen(as: 'admin' | 'operator' = 'admin') {
  const view = await renderApp('/system/menu', { as });
  await waitFor(() => expect(screen.getAllByText('菜单管理', { selector: 'td span' }).length).toBeGreaterThan(0));
  return view;
}

describe('menu management', () => {
  it('shows the whole tree with icons, types, permission actions, buttons and status', async () => {
    await openScreen();
    const row = rowOf('订单发货');
    expect(row.querySelector('.anticon-car')).not.toBeNull();
    expect(row).toHaveTextContent('/orderDeliver');
    expect(row).toHaveTextContent('菜单');
    expect(row).toHaveTextContent('ship:view');
    expect(row).toHaveTextContent('打印、导出');
    expect(within(row).getByRole('switch')).toBeChecked();
    expect(rowOf('代理管理')).toHaveTextContent('目录');
    // Children are shown under their group.
    expect(rowOf('代理结算')).toBeInTheDocument();
  });

  it('draws an expand control only where there are children (the server sends children: [] on leaves)', async () => {
    expect(db.menus.find((item) => item.path === '/orderDeliver')!.children).toEqual([]);
    await openScreen();
    const control = (name: string) =>
      rowOf(name).querySelector('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    expect(control('代理管理')).not.toBeNull();
    expect(control('订单发货')).toBeNull();
    expect(control('代理结算')).toBeNull();
  });

  it("shows an entry the server sent with only the spec's fields with — for what is missing", async () => {
    const sent = db.menus.flatMap((item) => item.children ?? []).find((item) => item.path === '/finance/recharge')!;
    expect(sent.type).toBeUndefined();
    expect(sent.status).toBeUndefined();
    expect(sent.sort).toBeUndefined();
    await openScreen();
    const row = rowOf('充值记录');
    expect(row).toHaveTextContent('/finance/recharge');
    expect(within(row).getAllByText('—').length).toBeGreaterThanOrEqual(3);
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(document.body).not.toHaveTextContent('menus.status');
    expect(document.body).not.toHaveTextContent('menus.type');
  });

  it('keeps the parents of every match visible when searching', async () => {
    const { user } = await openScreen();
    await user.type(screen.getByRole('searchbox', { name: '搜索名称、路径或权限标识' }), '结算{Enter}');
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(2));
    expect(rowOf('代理管理')).toBeInTheDocument();
    expect(rowOf('代理结算')).toBeInTheDocument();
  });

  it('adds a top-level entry that appears in the side menu at once', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: /新增菜单/ }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('菜单名称'), '周报');
    await user.type(within(drawer).getByLabelText('路径'), '/report/weekly');
    await user.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls(seen, 'addMenu')).toHaveLength(1));
    expect(calls(seen, 'addMenu')[0].body).toMatchObject({
      menu_pid: 0,
      menu_name: '周报',
      path: '/report/weekly',
      type: 2,
    });
    // Last among its siblings, not first (an untouched sort used to be 0: the top of every menu).
    const topSorts = db.menus
      .filter((item) => item.menu_pid === 0 && item.menu_name !== '周报')
      .map((item) => item.sort ?? 0);
    expect((calls(seen, 'addMenu')[0].body as { sort: number }).sort).toBeGreaterThan(Math.max(...topSorts));
    await waitFor(() => expect(within(sideMenu()).getByText('周报')).toBeInTheDocument());
    // The tree reloads on its own (addMenu changes the menus); its answer may come after the side menu's.
    await waitFor(() => expect(rowOf('周报')).toBeInTheDocument());
  });

  it('checks the path next to the field: a single leading slash, plain characters, unique among siblings', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    await user.click(within(rowOf('代理管理')).getByRole('button', { name: '新增下级' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('在“代理管理”下新增')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('菜单名称'), '代理排行');
    const path = within(drawer).getByLabelText('路径');
    for (const bad of ['//evil.example', 'agent/rank', '/agent rank', 'javascript:alert(1)']) {
      await user.clear(path);
      await user.type(path, bad);
      await user.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
      await showsFieldError(drawer, '路径须以单个 / 开头，只含字母、数字和 -._~/，或填 # 表示分组');
    }
    // A bad order is refused next to the field, not clamped to 0 without a word.
    const sort = within(drawer).getByLabelText('排序');
    await user.clear(sort);
    await user.type(sort, '-3');
    await user.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await showsFieldError(drawer, '排序须为 0 到 9999 之间的整数');
    await user.clear(sort);
    await user.type(sort, '20');
    await user.clear(path);
    await user.type(path, '/agent/list');
    await user.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await showsFieldError(drawer, '同级菜单中已有这个路径');
    expect(calls(seen, 'addMenu')).toHaveLength(0);
  });

  it('never offers an entry itself or one of its descendants as its parent', async () => {
    const { user } = await openScreen();
    await user.click(within(rowOf('系统设置')).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('编辑“系统设置”')).toBeInTheDocument();
    await user.click(within(drawer).getByLabelText('上级菜单'));
    const tree = await waitFor(() => {
      const list = document.querySelector('.ant-select-tree') as HTMLElement;
      expect(list).not.toBeNull();
      return list;
    });
    expect(within(tree).getByText('代理管理')).toBeInTheDocument();
    expect(within(tree).queryByText('系统设置')).toBeNull();
    expect(within(tree).queryByText('菜单管理')).toBeNull();
  });

  it('edits an entry and saves only through the form', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    await user.click(within(rowOf('工作台')).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog');
    const name = within(drawer).getByLabelText('菜单名称');
    await user.clear(name);
    await user.type(name, '我的工作台');
    await user.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls(seen, 'editMenu')).toHaveLength(1));
    expect(calls(seen, 'editMenu')[0].body).toMatchObject({ id: 50, menu_name: '我的工作台', path: '/dashboard' });
    await waitFor(() => expect(within(sideMenu()).getByText('我的工作台')).toBeInTheDocument());
  });

  it("speaks the server's icon names: shows UserOutlined as that icon and saves a new pick the same way", async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    expect(db.menus.flatMap((item) => item.children ?? []).find((item) => item.id === 11)!.menu_icon).toBe(
      'UserOutlined',
    );
    await user.click(within(rowOf('代理列表')).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog');
    const icon = within(drawer).getByText('图标').closest('.ant-form-item') as HTMLElement;
    // The chosen icon is drawn with its name, not left as raw text.
    await waitFor(() => expect(icon.querySelector('.ant-select-content .anticon-user')).not.toBeNull());
    expect(icon.querySelector('.ant-select-content')).toHaveTextContent('UserOutlined');
    await user.click(within(icon).getByRole('combobox'));
    await user.type(within(icon).getByRole('combobox'), 'printer');
    const option = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find(
        (item) => item.textContent === 'PrinterOutlined',
      );
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    await user.click(option);
    await user.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls(seen, 'editMenu')).toHaveLength(1));
    expect(calls(seen, 'editMenu')[0].body).toMatchObject({ id: 11, menu_icon: 'PrinterOutlined' });
  });

  it('saves an entry whose name is longer than the cap when the name is left as it is, and refuses a new long one', async () => {
    const entry = db.menus.find((item) => item.id === 50)!;
    entry.menu_name = '工作台（含今日待办、异常与结算提醒汇总）';
    const seen = recordRequests();
    const { user } = await openScreen();
    await user.click(within(rowOf(entry.menu_name)).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls(seen, 'editMenu')).toHaveLength(1));
    // The edit drawer gone first, as the operator sees it: while it closes it is still a dialog,
    // and the next find took it for the new one once (CI, 2026-12-06).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /新增菜单/ }));
    const adding = await screen.findByRole('dialog');
    await user.type(within(adding).getByLabelText('菜单名称'), '一个超过二十个字的菜单名称会在侧边菜单里被截断显示');
    await user.click(within(adding).getByRole('button', { name: /提\s*交/ }));
    expect(await within(adding).findByText('菜单名称不能超过 20 个字')).toBeInTheDocument();
    expect(calls(seen, 'addMenu')).toHaveLength(0);
  });

  it('says 上级已停用 on the children of a disabled entry, which are on themselves', async () => {
    const group = db.menus.find((item) => item.menu_name === '代理管理')!;
    group.status = 0;
    await openScreen();
    expect(rowOf('代理管理')).not.toHaveTextContent('上级已停用');
    expect(rowOf('代理列表')).toHaveTextContent('上级已停用');
    expect(within(rowOf('代理列表')).getByRole('switch')).toBeChecked();
    expect(rowOf('订单发货')).not.toHaveTextContent('上级已停用');
  });

  it('asks before deleting, says how many children go with it, and the side menu loses them', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    await user.click(within(rowOf('代理管理')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('删除“代理管理”？').length).toBeGreaterThan(0);
    expect(within(confirm).getByText('它下面的 2 个菜单会一起删除。')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(calls(seen, 'deleteMenu')[0]?.body).toEqual({ id: 10 }));
    await waitFor(() => expect(within(sideMenu()).queryByText('代理管理')).toBeNull());
    expect(db.menus.some((item) => item.id === 10)).toBe(false);
  });

  it("refuses with the server's reason where the server does, and keeps the confirmation open", async () => {
    const { user } = await openScreen();
    await user.click(within(rowOf('系统设置')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('“菜单管理”所在的菜单不能删除，否则将无法再管理菜单')).toBeInTheDocument();
    expect(db.menus.some((item) => item.id === 90)).toBe(true);
    // Like every state change of the console: the confirmation stays, with its button free again.
    // The refusal's render has committed (the button is free again): a close would be in it.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: /删\s*除/ })).toBeEnabled());
    expect(confirm).toBeInTheDocument();
    // A closing dialog carries its leave animation's class (jsdom never ends the animation).
    expect(confirm.className).not.toMatch(/leave/);
    expect(confirm.closest('.ant-modal-wrap')).not.toHaveStyle({ display: 'none' });
    expect(within(confirm).getAllByText('删除“系统设置”？').length).toBeGreaterThan(0);
  });

  it('disables an entry from its row: it leaves the side menu and its path shows the 404 page', async () => {
    const seen = recordRequests();
    const { user, history, location } = await openScreen();
    await user.click(within(rowOf('工作台')).getByRole('switch'));
    // Disabling takes it off everyone's menu: asked first.
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('停用“工作台”？').length).toBeGreaterThan(0);
    expect(calls(seen, 'updateMenuStatus')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(calls(seen, 'updateMenuStatus')[0]?.body).toEqual({ id: 50, status: 0 }));
    await waitFor(() => expect(within(sideMenu()).queryByText('工作台')).toBeNull());
    await waitFor(() => expect(within(rowOf('工作台')).getByRole('switch')).not.toBeChecked());
    history().push('/dashboard');
    await waitForLocation(location, '/dashboard');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });

  it('moves an entry down among its siblings in one request, and the side menu follows', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    await user.click(within(rowOf('订单发货')).getByRole('button', { name: '下移' }));
    await waitFor(() => expect(calls(seen, 'updateSort')).toHaveLength(1));
    expect(calls(seen, 'updateSort')[0].body).toEqual({
      items: [50, 10, 1, 20, 30, 40, 90].map((id, index) => ({ id, sort: (index + 1) * 10 })),
    });
    await waitFor(() => {
      const items = Array.from(sideMenu().querySelectorAll('.ant-menu-title-content')).map((node) => node.textContent);
      expect(items.indexOf('代理管理')).toBeLessThan(items.indexOf('订单发货'));
    });
  });

  it('puts the order back on screen when the server refuses it', async () => {
    server.use(
      http.post('*/api/saasMenu/updateSort', () =>
        HttpResponse.json({ code: 500, data: null, msg: '排序服务暂不可用' }),
      ),
    );
    const { user } = await openScreen();
    const order = () =>
      Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row-level-0')).map(
        (row) => row.querySelector('td span')?.textContent,
      );
    const before = order();
    await user.click(within(rowOf('订单发货')).getByRole('button', { name: '下移' }));
    expect(await screen.findByText('顺序未能保存，已恢复原来的顺序')).toBeInTheDocument();
    await waitFor(() => expect(order()).toEqual(before));
  });

  it('shows the tree read-only to an account without the menu actions', async () => {
    await openScreen('operator');
    expect(screen.queryByRole('button', { name: /新增菜单/ })).toBeNull();
    expect(within(rowOf('订单发货')).queryByRole('switch')).toBeNull();
    expect(within(rowOf('订单发货')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(rowOf('订单发货')).toHaveTextContent('正常');
  });
});
