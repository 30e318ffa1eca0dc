/**
 * The page tabs: every screen opened is a tab, kept as it was left (filters, page, selected
 * rows, an open drawer) while another is shown; a hidden page sends nothing and refreshes on
 * return; the tab list is the operator's own and survives a reload; close, close others,
 * close to the right and the middle button.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { preferenceKey } from '@/core/preferences';
import { AS_LEFT } from '@/core/tabs';
import { dialogWith, onScreen, orderListCalls, recordRequests, renderApp, tableReady, tableRows } from '../render';

const bar = () => screen.getByRole('navigation', { name: '已打开的页面' });
const tabTitles = () =>
  within(bar())
    .queryAllByRole('tab')
    .map((tab) => tab.textContent);
const tabNamed = (title: string) => within(bar()).getByText(title);
/** A move to a screen: a side-menu link (its groups start folded) carries AS_LEFT. */
const go = (history: () => { push: (to: string, state?: unknown) => void }, path: string, state?: unknown) =>
  act(() => history().push(path, state));
const adminId = () => db.users.find((user) => user.name === 'admin')!.id;
const shownRows = () => tableRows().filter((row) => row.closest('[data-page-shown]'));

describe('page tabs', () => {
  it('keeps a list’s page, selected rows and open drawer while another screen is shown, and sends nothing meanwhile', async () => {
    const seen = recordRequests();
    const { user, location, history } = await renderApp('/orderDeliver?page=2', { as: 'admin' });
    await tableReady();
    const [first, second] = shownRows();
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(second).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: /批量云打印 \(2\)/ })).toBeInTheDocument();
    const orderNo = second.textContent!.match(/ZL\d{14}/)![0];
    await user.click(within(second).getByText(orderNo));
    expect(await screen.findByText(`订单详情 ${orderNo}`)).toBeInTheDocument();

    go(history, '/agent/settlement');
    await waitFor(() => expect(location()).toBe('/agent/settlement'));
    await tableReady();
    expect(tabTitles()).toEqual(['订单发货', '代理结算']);
    // Hidden with its page: the drawer is gone from the screen (and from what assistive
    // technology reads), the order list asks nothing.
    expect(onScreen(screen.queryAllByText(`订单详情 ${orderNo}`))).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const orderScreenCalls = () => orderListCalls(seen);
    const shipListsWhileAway = orderScreenCalls().length;
    const listLoads = () => orderScreenCalls().filter((request) => !request.query.keyword);
    const listLoadsBefore = listLoads().length;
    go(history, '/finance/recharge');
    await waitFor(() => expect(location()).toBe('/finance/recharge'));
    await tableReady();
    expect(orderScreenCalls()).toHaveLength(shipListsWhileAway);

    // Meanwhile the backend renamed the goods of the first order on that page.
    const firstNo = first.textContent!.match(/ZL\d{14}/)![0];
    db.shipments.find((row) => row.orderNo === firstNo)!.goodsName = 'iPhone 16 Pro 256G 沙漠金';
    // Spinners over the list (not the drawer's history, which reads its order again) until the
    // refresh is answered: then the changed rows render in a pass the browser may interrupt,
    // under the list's own brief spinner.
    // The refresh takes a moment, as a real backend's would: a spinner would have time to show.
    server.use(
      http.get('*/api/express/shipList', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await delay(400);
      }),
    );
    let answered = false;
    server.events.on('response:mocked', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/express/shipList' && url.searchParams.get('page') === '2') answered = true;
    });
    const spinnersBefore: number[] = [];
    const watch = new MutationObserver(() => {
      if (!answered)
        spinnersBefore.push(onScreen(document.querySelectorAll('.list-screen .ant-spin[aria-busy="true"]')).length);
    });
    watch.observe(document.body, { subtree: true, attributes: true, childList: true });

    // Back through the side menu's link: the tab as it was left, at page 2.
    go(history, '/orderDeliver', AS_LEFT);
    await waitFor(() => expect(location()).toBe('/orderDeliver?page=2'));
    expect(await screen.findByText(`订单详情 ${orderNo}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /批量云打印 \(2\)/ })).toBeInTheDocument();
    // What it shows was stale: the list is loaded again, once, for the same page (and the open
    // drawer reads its order again).

    await waitFor(() => expect(listLoads().length).toBe(listLoadsBefore + 1));
    expect(listLoads().at(-1)?.query.page).toBe('2');
    // Quietly: the rows stay as they were, with no spinner over them, until the answer
    // changes one of them.
    await waitFor(() => expect(shownRows()[0]).toHaveTextContent('iPhone 16 Pro 256G 沙漠金'));
    watch.disconnect();
    expect(spinnersBefore.length).toBeGreaterThan(0);
    expect(spinnersBefore.filter((count) => count > 0)).toEqual([]);
    expect(screen.getByRole('button', { name: /批量云打印 \(2\)/ })).toBeInTheDocument();
  });

  it('follows a link that names its own view into an open tab (the bell’s, the palette’s), and 重置 within a tab', async () => {
    const { user, location, history } = await renderApp('/orderDeliver?tab=2&page=2', { as: 'admin' });
    await tableReady();
    go(history, '/platform/list', AS_LEFT);
    await waitFor(() => expect(location()).toBe('/platform/list'));
    await tableReady();
    // The bell's 打印失败: its own filter and tab, not the tab as it was left.
    go(history, '/orderDeliver?printStatus=3&tab=all');
    await waitFor(() => expect(location()).toBe('/orderDeliver?printStatus=3&tab=all'));
    // Rows there, and every one 打印失败 (an empty table would pass `every`).
    await waitFor(() => {
      const rows = tableRows();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.textContent?.includes('打印失败'))).toBe(true);
    });
    expect(tabTitles()).toEqual(['订单发货', '平台列表']);
    // 重置 takes the filters out of the query on purpose (the tab stays): nothing puts them back.
    await user.click(onScreen(screen.getAllByText(/重\s*置/))[0].closest('button')!);
    await waitFor(() => expect(location()).toBe('/orderDeliver?tab=all'));
  });

  it('gives each operator their own tab list, which survives a reload, and opens a restored tab where it was left', async () => {
    const first = await renderApp('/orderDeliver?tab=2', { as: 'admin' });
    await tableReady();
    go(first.history, '/platform/list');
    await waitFor(() => expect(first.location()).toBe('/platform/list'));
    await tableReady();
    const stored = JSON.parse(localStorage.getItem(preferenceKey(adminId(), 'tabs'))!) as { url: string }[];
    expect(stored.map((tab) => tab.url)).toEqual(['/orderDeliver?tab=2', '/platform/list']);
    first.unmount();

    const again = await renderApp('/platform/list', { as: 'admin' });
    await tableReady();
    expect(tabTitles()).toEqual(['订单发货', '平台列表']);
    await again.user.click(tabNamed('订单发货'));
    await waitFor(() => expect(again.location()).toBe('/orderDeliver?tab=2'));
    again.unmount();

    // Another operator has none of these.
    await renderApp('/orderDeliver', { as: 'operator' });
    await tableReady();
    expect(tabTitles()).toEqual(['订单发货']);
  });

  it('closes a tab with its ×, the others and those to the right from its menu, and with the middle button', async () => {
    localStorage.setItem(
      preferenceKey(adminId(), 'tabs'),
      JSON.stringify(
        ['/orderDeliver', '/agent/list', '/agent/settlement', '/platform/list', '/finance/flow'].map((url, index) => ({
          url,
          usedAt: index,
        })),
      ),
    );
    const { user, location, history } = await renderApp('/agent/settlement', { as: 'admin' });
    await tableReady();
    expect(tabTitles()).toEqual(['订单发货', '代理列表', '代理结算', '平台列表', '资金流水']);

    fireEvent.contextMenu(tabNamed('代理结算'));
    await user.click(await screen.findByRole('menuitem', { name: '关闭右侧' }));
    await waitFor(() => expect(tabTitles()).toEqual(['订单发货', '代理列表', '代理结算']));

    fireEvent(tabNamed('订单发货'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await waitFor(() => expect(tabTitles()).toEqual(['代理列表', '代理结算']));

    // Closing the shown tab shows its neighbour.
    const closeOf = (path: string) => bar().querySelector(`[data-tab-close="${path}"]`)!;
    await user.click(closeOf('/agent/settlement'));
    await waitFor(() => expect(location()).toBe('/agent/list'));
    expect(tabTitles()).toEqual(['代理列表']);
    // The last tab stays: there would be no page to show.
    expect(bar().querySelector('[data-tab-close]')).toBeNull();

    go(history, '/platform/list');
    await waitFor(() => expect(tabTitles()).toEqual(['代理列表', '平台列表']));
    fireEvent.contextMenu(tabNamed('平台列表'));
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(tabTitles()).toEqual(['平台列表']));
    expect(location()).toBe('/platform/list');
  });

  it('asks before closing a tab whose dialog holds a typed amount, and keeps it when the operator stays', async () => {
    const { user, location, history } = await renderApp('/finance/recharge', { as: 'admin' });
    await tableReady();
    await user.click(screen.getByText(/^充\s*值$/, { selector: 'button span' }).closest('button')!);
    const dialog = await dialogWith('充值金额');
    await user.type(within(dialog).getByLabelText('充值金额'), '1200');
    // Another screen: the dialog waits in its tab, marked as holding unsaved input.
    go(history, '/platform/list');
    await waitFor(() => expect(location()).toBe('/platform/list'));
    await tableReady();
    expect(bar().querySelector('[data-tab-unsaved="/finance/recharge"]')).toHaveAttribute('title', '有尚未提交的输入');
    expect(bar().querySelector('[data-tab-unsaved="/platform/list"]')).toBeNull();
    // From the keyboard: Delete on the focused tab.
    within(bar()).getByRole('tab', { name: '充值记录' }).focus();
    await user.keyboard('{Delete}');
    const ask = await screen.findByText('「充值记录」有尚未提交的输入，关闭后会丢失。');
    await user.click(
      within(ask.closest('.ant-modal') as HTMLElement)
        .getByText('留下继续编辑')
        .closest('button')!,
    );
    await user.click(tabNamed('充值记录'));
    await waitFor(() => expect(location()).toMatch(/^\/finance\/recharge/));
    expect(within(await dialogWith('充值金额')).getByLabelText('充值金额')).toHaveValue('1200');
  });
});
