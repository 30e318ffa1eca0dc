/**
 * The search palette and the keyboard: ⌘K / Ctrl+K from anywhere finds screens by name and
 * records by number through the lists' keyword filters, opens them with the keyboard, and asks
 * only the lists the operator's menu has; `/` and `?` do what the sheet says.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { getPlatformList } from '@/services/platform';
import { buttonNamed, recordRequests, renderApp, tableReady, waitForLocation } from '../render';

const openPalette = async () => {
  // The shortcut is the layout's: it listens once the header is there.
  await screen.findByTestId('open-palette');
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  return screen.findByRole('combobox', { name: '搜索' });
};

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('the search palette', () => {
  it('finds a screen by its pinyin initials and opens it with Enter', async () => {
    const { user, location } = await renderApp('/finance/flow', { as: 'admin' });
    await tableReady();
    const box = await openPalette();
    await user.type(box, 'dljs');
    await waitFor(() => expect(options()[0]).toBe('代理结算'));
    await user.keyboard('{Enter}');
    await waitForLocation(location, '/agent/settlement');
  });

  it('finds an order by its number (full-width too) and opens it over the screen, 在列表中查看 leading to its row', async () => {
    const order = db.shipments[7];
    const { user, location } = await renderApp('/dashboard', { as: 'admin' });
    const box = await openPalette();
    await user.click(box);
    // Pasted from a chat in full-width digits and letters.
    await user.paste(order.orderNo.replace(/[0-9A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)));
    const group = await screen.findByRole('group', { name: '订单发货' });
    expect(within(group).getAllByRole('option')[0]).toHaveTextContent(order.orderNo);
    // The screens come first: arrow down to the first order.
    const steps = options().indexOf(within(group).getAllByRole('option')[0].textContent);
    if (steps > 0) await user.keyboard('{ArrowDown}'.repeat(steps));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`订单详情 ${order.orderNo}`)).toBeInTheDocument();
    // Over the screen the operator was on: no list tab was opened or rewritten.
    expect(location()).toBe('/dashboard');
    await user.click(buttonNamed('在列表中查看'));
    await waitForLocation(location, `/orderDeliver?keyword=${order.orderNo}&tab=all&open=${order.id}`);
  });

  it("finds an agent by a mobile's last four digits and opens the agent's detail over the screen", async () => {
    const agent = db.agents.find(
      (row) => row.mobile && db.agents.filter((other) => other.mobile.endsWith(row.mobile.slice(-4))).length === 1,
    )!;
    const { user, location } = await renderApp('/dashboard', { as: 'admin' });
    const box = await openPalette();
    await user.type(box, agent.mobile.slice(-4));
    const group = await screen.findByRole('group', { name: '代理列表' });
    await user.click(within(group).getByText(agent.name));
    expect(await screen.findByText(`代理商详情 · ${agent.name}`)).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    // Closed, the screen beneath is as it was.
    await user.click(document.querySelector<HTMLButtonElement>('.ant-drawer-close')!);
    await waitFor(() => expect(screen.queryByText(`代理商详情 · ${agent.name}`)).toBeNull());
    expect(location()).toBe('/dashboard');
  });

  it('takes a pasted column of numbers as one search on the order list', async () => {
    const numbers = db.shipments.slice(0, 3).map((row) => row.orderNo);
    const { user, location } = await renderApp('/dashboard', { as: 'admin' });
    const box = await openPalette();
    await user.click(box);
    await user.paste(numbers.join('\n'));
    expect(box).toHaveValue(numbers.join(' '));
    const hit = await screen.findByRole('option', { name: '在订单发货中逐个查找这 3 个单号' });
    await user.click(hit);
    await waitForLocation(location, `/orderDeliver?keyword=${numbers.join('+')}&tab=all`);
    expect(await screen.findByTestId('many-numbers')).toHaveTextContent('找到 3 条');
  });

  it('asks only the lists the operator may view, and only once the typing settles', async () => {
    const admin = db.users.find((user) => user.name === 'admin')!;
    admin.permissions = admin.permissions.filter((entry) => entry.action !== 'agent:view');
    const seen = recordRequests();
    const { user, location } = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    const box = await openPalette();
    await user.type(box, 'ZL2026');
    await screen.findByRole('group', { name: '订单发货' });
    const searched = seen.filter((request) => request.query.keyword !== undefined).map((request) => request.path);
    // No agent view right: agents are not asked; one search for the settled text, not one per letter.
    expect(searched.filter((path) => path.includes('agentList'))).toEqual([]);
    expect(searched.filter((path) => path === '/api/express/shipList')).toHaveLength(1);
    expect(searched).toContain(getPlatformList.path);
    // More orders than shown: the list itself, filtered to the text.
    await user.click(screen.getByText('只显示前 5 条，打开列表查看全部'));
    await waitForLocation(location, '/orderDeliver?keyword=ZL2026&tab=all');
  });

  it('says when nothing matches', async () => {
    const { user } = await renderApp('/dashboard', { as: 'admin' });
    const box = await openPalette();
    await user.type(box, 'QQ没有这样的单号');
    expect(await screen.findByText('没有找到与“QQ没有这样的单号”相符的页面或记录')).toBeInTheDocument();
  });
});

describe('keyboard shortcuts', () => {
  it('/ focuses the list’s keyword box, ? shows the shortcut sheet', async () => {
    const { user } = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByPlaceholderText('输入订单号或运单号'));
    // Typed into the box, / is a character like any other.
    await user.keyboard('/');
    expect(screen.getByPlaceholderText('输入订单号或运单号')).toHaveValue('/');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: '快捷键' });
    expect(within(sheet).getByText('聚焦当前列表的关键字搜索框')).toBeInTheDocument();
  });
});
