/**
 * 工作台: each count is what the fake backend's tables hold, opens the list that shows it
 * with its tab and filters, and fails on its own; an operator sees only the counts of the
 * lists in their menu.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sharedKey } from '@/features/todos/bellShare';
import { LOW_BALANCE_FEN } from '@/services/platform';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { recordRequests, renderApp, tableRows, tableReady, waitForLocation } from '../render';

const count = async (key: string) => {
  const card = await screen.findByTestId(`todo-${key}`);
  return Number((await within(card).findByTestId('todo-count')).textContent!.replace(/,/g, ''));
};

describe('workbench', () => {
  it('counts what waits, from the same tables the lists show', async () => {
    await renderApp('/dashboard', { as: 'admin' });
    expect(await count('toShip')).toBe(db.shipments.filter((row) => row.shipStatus === 0).length);
    expect(await count('printFailed')).toBe(db.shipments.filter((row) => row.printStatus === 3).length);
    expect(await count('exception')).toBe(db.shipments.filter((row) => row.shipStatus === 4).length);
    expect(await count('settlePending')).toBe(db.settlements.filter((row) => row.status === 0).length);
    expect(await count('settleVoucher')).toBe(db.settlements.filter((row) => row.status === 1).length);
    expect(await count('lowBalance')).toBe(db.platforms.filter((row) => row.balance < LOW_BALANCE_FEN).length);
    expect(await count('rechargePending')).toBe(db.ledger.recharges.filter((row) => row.status === 0).length);
    expect(await count('agentPending')).toBe(db.agents.filter((row) => row.status === 0).length);
    // The week's money, day by day, as a table beside the chart.
    const week = await screen.findByRole('table', { name: '近 7 日每日收入与支出（元）' });
    expect(within(week).getAllByRole('row')).toHaveLength(8);
    // 去处理 where the administrator can act; 待审核充值 waits for the backend: no screen approves it.
    expect(screen.getByTestId('todo-settlePending')).toHaveTextContent('去处理');
    expect(screen.getByTestId('todo-rechargePending')).toHaveTextContent('去查看');
  });

  it('says 去查看, not 去处理, where the role only reads', async () => {
    await renderApp('/dashboard', { as: 'operator' });
    await count('settlePending');
    // The operator may read settlements but not confirm them; printing is theirs.
    expect(screen.getByTestId('todo-settlePending')).toHaveTextContent('去查看');
    expect(screen.getByTestId('todo-settlePending')).not.toHaveTextContent('去处理');
    await count('toShip');
    expect(screen.getByTestId('todo-toShip')).toHaveTextContent('去处理');
  });

  it('opens the list with its tab and filters: print failures on 订单发货', async () => {
    const { user, location } = await renderApp('/dashboard', { as: 'admin' });
    const failed = await count('printFailed');
    await user.click(within(screen.getByTestId('todo-printFailed')).getByRole('link'));
    await waitForLocation(location, '/orderDeliver?printStatus=3&tab=all');
    await tableReady();
    expect(tableRows().length).toBe(Math.min(failed, 10));
    for (const row of tableRows()) expect(row).toHaveTextContent('失败');
  });

  it('opens 平台管理 with only the platforms low on balance', async () => {
    const { user, location } = await renderApp('/dashboard', { as: 'admin' });
    await count('lowBalance');
    await user.click(within(screen.getByTestId('todo-lowBalance')).getByRole('link'));
    await waitForLocation(location, '/platform/list?lowBalance=1');
    await tableReady();
    for (const row of tableRows()) expect(row).toHaveTextContent('余额不足');
  });

  it('shows a failed count as failed, on its card alone, and loads it again on retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/agent.agentSettlement/agentSettlementStatusCount', () =>
        fail ? HttpResponse.json({ code: 500, data: null, msg: '结算服务维护中' }) : undefined,
      ),
    );
    const { user } = await renderApp('/dashboard', { as: 'admin' });
    const card = await screen.findByTestId('todo-settlePending');
    expect(await within(card).findByText(/加载失败：结算服务维护中/)).toBeInTheDocument();
    expect(await count('toShip')).toBeGreaterThan(0);
    fail = false;
    await user.click(within(card).getAllByRole('button', { name: '重试' })[0]);
    await waitFor(() =>
      expect(within(card).getByTestId('todo-count')).toHaveTextContent(
        String(db.settlements.filter((row) => row.status === 0).length),
      ),
    );
  });

  it("shows an operator only the counts of the lists in the operator's menu", async () => {
    await renderApp('/dashboard', { as: 'operator' });
    await count('toShip');
    await count('settlePending');
    expect(screen.queryByTestId('todo-rechargePending')).toBeNull();
    expect(screen.queryByText('近 7 日资金')).toBeNull();
  });
});

describe('the header bell', () => {
  const waitingNow = () =>
    db.shipments.filter((row) => row.shipStatus === 0).length +
    db.shipments.filter((row) => row.printStatus === 3).length +
    db.shipments.filter((row) => row.shipStatus === 4).length +
    db.settlements.filter((row) => row.status === 0 || row.status === 1).length +
    db.agents.filter((row) => row.status === 0).length +
    db.platforms.filter((row) => row.balance < LOW_BALANCE_FEN).length +
    db.ledger.recharges.filter((row) => row.status === 0).length;

  it('follows the operator to any screen with what waits, and opens each list with its filter', async () => {
    const { user, location } = await renderApp('/finance/flow', { as: 'admin' });
    const bell = await screen.findByTestId('todo-bell');
    await waitFor(() => expect(bell).toHaveAccessibleName(`待办 ${waitingNow()} 项`));
    await user.click(bell);
    const list = await screen.findByTestId('todo-bell-list');
    expect(within(list).getByRole('link', { name: /待审核代理商/ })).toHaveTextContent(
      String(db.agents.filter((row) => row.status === 0).length),
    );
    await user.click(within(list).getByRole('link', { name: /打印失败/ }));
    await waitForLocation(location, '/orderDeliver?printStatus=3&tab=all');
  });

  it('shows what waits right after signing in, and says 查看 where the role can only read', async () => {
    const { user } = await renderApp('/consumption/log', { as: 'operator' });
    const bell = await screen.findByTestId('todo-bell');
    // No list opened on this device yet: nothing is new, and the count still shows.
    await waitFor(() => expect(bell.querySelector('.ant-badge-count')).not.toBeNull());
    expect(bell.querySelector('.ant-badge-dot')).toBeNull();
    await user.click(bell);
    const list = await screen.findByTestId('todo-bell-list');
    // The operator prints (ship:print) but may not review agents nor confirm settlements.
    expect(within(list).getByRole('link', { name: /待确认结算/ })).toHaveTextContent('查看');
    expect(within(list).getByRole('link', { name: /待发货/ })).not.toHaveTextContent('查看');
  });

  it('takes what another tab loaded without asking the server, and marks the new work', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/finance/flow', { as: 'admin' });
    const bell = await screen.findByTestId('todo-bell');
    await waitFor(() => expect(bell).toHaveAccessibleName(`待办 ${waitingNow()} 项`));
    const printFailedCalls = () =>
      seen.filter((request) => request.path === '/api/express/shipList' && request.query.printStatus === '3').length;
    const before = printFailedCalls();
    // Another tab of this browser loaded the counts: three more print failures.
    const key = sharedKey(db.users.find((user) => user.name === 'admin')!.id);
    const shared = JSON.parse(localStorage.getItem(key)!);
    shared.data.printFailed.total += 3;
    shared.at = Date.now();
    localStorage.setItem(key, JSON.stringify(shared));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: JSON.stringify(shared) }));
    await waitFor(() => expect(bell).toHaveAccessibleName(`待办 ${waitingNow() + 3} 项`));
    expect(within(bell).getByText('3')).toBeInTheDocument();
    expect(printFailedCalls()).toBe(before);
    await user.click(bell);
    const list = await screen.findByTestId('todo-bell-list');
    expect(within(list).getByRole('link', { name: /打印失败/ })).toHaveTextContent('新 +3');
    // Looked at: once the list closes, nothing is new any more.
    await user.click(bell);
    await waitFor(() => expect(within(bell).queryByText('3')).toBeNull());
  });
});
