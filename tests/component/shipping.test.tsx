import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { MAX_PAGE_SIZE } from '@/core/pagination';
import { preferenceKey } from '@/core/preferences';
import { MAX_PRINT_BATCH } from '@/services/rules';
import { cloudPrint } from '@/services/shipping';
import { planPrint, printable } from '@/pages/Shipping/printRules';
import type { StoredShipment as Shipment } from '@mock/db/shipping';
import {
  buttonNamed,
  callsInFlight,
  clickWhenReady,
  dialogWith,
  dropNextRequest,
  loseNextAnswer,
  recordRequests,
  onScreen,
  renderApp,
  tableRows,
  tableReady,
  waitForLocation,
  notices,
  orderListCalls,
} from '../render';

const prints = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((request) => request.path === '/api/ship/cloudPrint');

function rowOf(orderNo: string): HTMLElement {
  return screen.getByText(orderNo).closest('tr, .ant-table-row') as HTMLElement;
}

const firstRows = tableReady;

/** A tab's badge count, as its title holds it (antd animates the digits themselves). */
function tabCount(key: string): number | undefined {
  const title = screen.getByTestId(`tab-${key}`).querySelector('.ant-scroll-number')?.getAttribute('title');
  return title === null || title === undefined ? undefined : Number(title);
}

function toShip(predicate: (row: Shipment) => boolean): Shipment {
  const found = db.shipments.find((row) => row.shipStatus === 0 && row.printCount === 0 && predicate(row));
  if (!found) throw new Error('no such seeded shipment');
  return found;
}

/** The smallest page size that shows all `rows` on page 1 of a tab (big tables are slow in jsdom). */
function sizeFor(rows: Shipment[], tab: (row: Shipment) => boolean): number {
  const list = db.shipments.filter(tab);
  const last = Math.max(...rows.map((row) => list.indexOf(row)));
  return [10, 20, 50, 100].find((size) => size > last) ?? 100;
}

const reachable = (row: Shipment) => !row.receiverAddress.includes('待补充');

/** Chooses the print's carrier: none is chosen for the operator unless remembered for the platform. */
async function carrier(user: Awaited<ReturnType<typeof renderApp>>['user'], dialog: HTMLElement, label = '顺丰速运') {
  await choose(user, within(dialog).getByText('快递公司').closest('.ant-form-item') as HTMLElement, label);
}

/** The print dialog's carrier field. */
const carrierField = (dialog: HTMLElement) => within(dialog).getByText('快递公司').closest('.ant-form-item')!;

/** Picks an option of an antd Select by its visible text. */
async function choose(user: Awaited<ReturnType<typeof renderApp>>['user'], field: HTMLElement, option: string) {
  await user.click(within(field).getByRole('combobox'));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find(
      (node) => node.textContent === option,
    );
    expect(found).toBeDefined();
    return found as HTMLElement;
  });
  await user.click(item);
}

describe('order delivery: list, tabs, filters', () => {
  it('opens on the to-ship tab with live counts for every tab', async () => {
    const seen = recordRequests();
    await renderApp('/orderDeliver', { as: 'admin' });
    await firstRows();
    const count = (status: number) => db.shipments.filter((row) => row.shipStatus === status).length;
    // Counts arrive with the rows.
    expect(tabCount('0')).toBe(count(0));
    expect(tabCount('2')).toBe(count(2));
    expect(tabCount('all')).toBe(db.shipments.length);
    expect(screen.getByTestId('tab-0')).toHaveTextContent('待发货');
    expect(orderListCalls(seen)[0].query).toMatchObject({ shipStatus: '0', page: '1', limit: '10' });
    expect(document.querySelectorAll('.ant-table-row')).toHaveLength(10);
  });

  it('switches tab through the URL and asks the server for that status', async () => {
    const seen = recordRequests();
    const { user, location } = await renderApp('/orderDeliver', { as: 'admin' });
    await firstRows();
    await user.click(screen.getByTestId('tab-2'));
    await waitForLocation(location, '/orderDeliver?tab=2');
    await waitFor(() => expect(orderListCalls(seen).at(-1)?.query.shipStatus).toBe('2'));
    await waitFor(() => expect(screen.getAllByText('已发货').length).toBeGreaterThan(5));
    await user.click(screen.getByTestId('tab-all'));
    await waitForLocation(location, '/orderDeliver?tab=all');
    await waitFor(() => expect(orderListCalls(seen).at(-1)?.query).not.toHaveProperty('shipStatus'));
  });

  it('sends every filter of the URL to the server and shows them in the form', async () => {
    const seen = recordRequests();
    await renderApp(
      '/orderDeliver?keyword=ZL2026&platformId=101&mchId=1011&orderStatus=5&operatorId=2&expressCode=SF&date=2026-11-01,2026-11-20&tab=1&page=2&pageSize=20',
      { as: 'admin' },
    );
    await waitFor(() => expect(orderListCalls(seen).length).toBeGreaterThan(0));
    expect(orderListCalls(seen)[0].query).toEqual({
      keyword: 'ZL2026',
      platformId: '101',
      mchId: '1011',
      orderStatus: '5',
      operatorId: '2',
      expressCode: 'SF',
      startTime: '2026-11-01',
      endTime: '2026-11-20',
      shipStatus: '1',
      page: '2',
      limit: '20',
    });
    await waitFor(() => expect(screen.getByPlaceholderText('输入订单号或运单号')).toHaveValue('ZL2026'));
    // Tab counts use the same filters, minus the status.
    await waitFor(() =>
      expect(seen.find((request) => request.path === '/api/express/tabStat')?.query).toMatchObject({
        platformId: '101',
        expressCode: 'SF',
      }),
    );
    expect(seen.find((request) => request.path === '/api/express/tabStat')?.query).not.toHaveProperty('shipStatus');
  });

  it('puts a typed search into the URL, back to page 1, and restores the view on back and forward', async () => {
    const seen = recordRequests();
    const target = db.shipments.filter((row) => row.shipStatus === 0)[3];
    const { user, location, history } = await renderApp('/orderDeliver', { as: 'admin' });
    await firstRows();
    await user.click(screen.getByTitle('2'));
    await waitForLocation(location, '/orderDeliver?page=2');
    await waitFor(() => expect(orderListCalls(seen).at(-1)?.query.page).toBe('2'));

    await user.type(screen.getByPlaceholderText('输入订单号或运单号'), target.orderNo);
    await user.click(buttonNamed(/^查\s*询$/));
    await waitForLocation(location, `/orderDeliver?keyword=${target.orderNo}`);
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row')).toHaveLength(1));
    expect(screen.getByText(target.orderNo)).toBeInTheDocument();

    history().back();
    await waitForLocation(location, '/orderDeliver?page=2');
    await waitFor(() => expect(screen.getByPlaceholderText('输入订单号或运单号')).toHaveValue(''));
    await waitFor(() => expect(orderListCalls(seen).at(-1)?.query).toMatchObject({ page: '2' }));
    history().forward();
    await waitFor(() => expect(screen.getByPlaceholderText('输入订单号或运单号')).toHaveValue(target.orderNo));
  });

  it('offers the merchants of the platform chosen in the search form, and all of them before', async () => {
    const { user } = await renderApp('/orderDeliver', { as: 'admin' });
    await firstRows();
    await user.click(screen.getByText(/展\s*开/));
    const field = (label: string) =>
      screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    /** The groups of the merchant select's own list, opened as an operator opens it. */
    const groups = async () => {
      const box = within(field('商户')).getByRole('combobox');
      await user.click(box);
      return waitFor(() => {
        const list = document.getElementById(box.getAttribute('aria-controls')!)!.closest('.ant-select-dropdown')!;
        const found = Array.from(list.querySelectorAll('.ant-select-item-group')).map((group) => group.textContent);
        expect(found.length).toBeGreaterThan(0);
        return found;
      });
    };
    const shipping = db.platforms.filter((platform) =>
      db.merchants.some((merchant) => merchant.platformId === platform.id),
    );
    expect(await groups()).toEqual(expect.arrayContaining(shipping.slice(0, 2).map((platform) => platform.name)));
    await user.click(within(field('平台')).getByRole('combobox'));
    const option = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find(
        (item) => item.textContent === shipping[1].name,
      );
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    await user.click(option);
    expect(await groups()).toEqual([shipping[1].name]);
  });

  it('says when nothing matches, and keeps the filters', async () => {
    await renderApp('/orderDeliver?keyword=NO-SUCH-ORDER', { as: 'admin' });
    expect(await screen.findByText('没有符合条件的数据，试试调整筛选条件')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('输入订单号或运单号')).toHaveValue('NO-SUCH-ORDER');
  });

  it('says a failed list load once, as the spec’s 请求错误 notice beside the inline error with its retry, and recovers', async () => {
    let broken = true;
    server.use(
      http.get('*/api/express/shipList', () =>
        broken ? HttpResponse.json({ code: 500, data: null, msg: '发货服务繁忙' }) : undefined,
      ),
    );
    const { user } = await renderApp('/orderDeliver', { as: 'admin' });
    const error = await screen.findByTestId('list-error');
    expect(error).toHaveTextContent('数据加载失败：发货服务繁忙');
    await waitFor(() => expect(notices()).toEqual([expect.stringContaining('请求错误')]));
    expect(notices()[0]).toContain('发货服务繁忙');
    broken = false;
    // The loading overlay fades out before the retry can be clicked.
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin[aria-busy="true"]')).toBeNull());
    // By its text, not by role: a role query works out every ancestor's computed style, which
    // jsdom does slowly against antd 6's style sheets (here, long enough to pass the time-out).
    await user.click(within(error).getByText('重新加载').closest('button')!);
    await firstRows();
  });

  it('keeps the list working when a filter option list fails', async () => {
    server.use(
      http.get('*/api/express/getPlatList', () => HttpResponse.json({ code: 500, data: null, msg: '平台服务维护' })),
    );
    await renderApp('/orderDeliver', { as: 'admin' });
    await firstRows();
    expect(await screen.findByText('平台服务维护')).toBeInTheDocument();
  });

  it('changes the tab counts together with the rows after a new search', async () => {
    const seen = recordRequests();
    const target = db.shipments.filter((row) => row.shipStatus === 0)[12];
    const before = db.shipments.filter((row) => row.shipStatus === 0).length;
    const { user } = await renderApp('/orderDeliver', { as: 'admin' });
    await firstRows();
    expect(tabCount('0')).toBe(before);

    // Hold the next page back; the counts for the new search answer at once.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/api/express/shipList', async () => void (await held)));
    const countsAnswered = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname === '/api/express/tabStat') resolve();
      }),
    );
    await user.type(screen.getByPlaceholderText('输入订单号或运单号'), target.orderNo);
    await user.click(buttonNamed(/^查\s*询$/));
    await waitFor(() =>
      expect(
        seen.some((request) => request.path === '/api/express/tabStat' && request.query.keyword === target.orderNo),
      ).toBe(true),
    );
    // The new counts are back; the render they could set off has committed.
    await countsAnswered;
    await act(async () => {});
    // Old rows, old counts: the badges never describe rows that are not on screen.
    expect(document.querySelectorAll('.ant-table-row')).toHaveLength(10);
    expect(tabCount('0')).toBe(before);

    release();
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row')).toHaveLength(1));
    expect(tabCount('0')).toBe(1);
    expect(tabCount('all')).toBe(1);
  });

  it("masks receivers' names and phones whatever the backend sends, in the list and the drawer", async () => {
    const first = db.shipments.find((row) => row.shipStatus === 0)!;
    // The fake backend sends them whole, as a real one may.
    expect(first.receiverMobile).toMatch(/^1\d{10}$/);
    const masked = `${first.receiverMobile.slice(0, 3)}****${first.receiverMobile.slice(-4)}`;
    // 收件人 is off by default (it does not fit at 1280 px); this operator turned it on.
    localStorage.setItem(
      preferenceKey(db.users.find((user) => user.name === 'admin')!.id, 'list-columns:order-deliver'),
      JSON.stringify({ receiver: { show: true } }),
    );
    const { user } = await renderApp('/orderDeliver', { as: 'admin' });
    await firstRows();
    expect(rowOf(first.orderNo)).toHaveTextContent(masked);
    expect(rowOf(first.orderNo)).toHaveTextContent(`${Array.from(first.receiverName)[0]}*`);
    await user.click(screen.getByText(first.orderNo));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(masked)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(first.receiverMobile);
    expect(document.body.textContent).not.toContain(first.receiverName);
  });

  it('opens an order in a drawer with its details, money in yuan', async () => {
    const { user } = await renderApp('/orderDeliver', { as: 'admin' });
    await firstRows();
    const first = db.shipments.find((row) => row.shipStatus === 0)!;
    await user.click(screen.getByText(first.orderNo));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(`订单详情 ${first.orderNo}`)).toBeInTheDocument();
    expect(within(drawer).getByText(first.receiverAddress)).toBeInTheDocument();
    expect(
      within(drawer).getAllByText(
        `¥${(first.monthlyRent! / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      ).length,
    ).toBeGreaterThan(0);
  });
});

describe('order delivery: the print history in the detail', () => {
  it('shows the waybill’s attempts from the order’s answer, prints from the drawer, and the new attempt appears at the top', async () => {
    // An order (of a platform that prints) whose printer was off before its first print: its prints, then that failure, newest first.
    const order = db.shipments.find(
      (row) =>
        [1, 4].includes(row.shipStatus) &&
        row.platformId === 101 &&
        row.printCount > 0 &&
        row.printCount < 3 &&
        (row.printLogs ?? []).some((attempt) => !attempt.success),
    )!;
    const attempts = order.printLogs!;
    const [latest] = attempts;
    const offline = attempts.at(-1)!;
    const seen = recordRequests();
    const { user } = await renderApp(`/orderDeliver?tab=all&keyword=${order.orderNo}`, { as: 'admin' });
    await firstRows();
    await user.click(screen.getByText(order.orderNo));
    const drawer = await screen.findByRole('dialog');
    const history = await within(drawer).findByRole('region', { name: '打印记录' });
    // Read again by its number when the drawer opens.
    await waitFor(() => expect(orderListCalls(seen).at(-1)?.query).toMatchObject({ keyword: order.orderNo }));
    const ok = order.printCount;
    expect(within(history).getByText(`共 ${ok + 1} 次，成功 ${ok} 次`)).toBeInTheDocument();
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(ok + 1);
    expect(rows[0]).toHaveTextContent(latest.time);
    // The oldest attempt failed: the next is a retry, a print after a success a reprint.
    expect(rows[0]).toHaveTextContent(ok > 1 ? '补打' : '重试');
    expect(rows.at(-1)).toHaveTextContent('首次打印');
    expect(rows[0]).toHaveTextContent(order.waybillNo!);
    expect(rows[0]).toHaveTextContent(order.operatorName!);
    expect(rows.at(-1)).toHaveTextContent(offline.time);
    expect(rows.at(-1)).toHaveTextContent(`失败${offline.reason}`);

    await user.click(within(drawer).getByRole('button', { name: /补打/ }));
    const dialog = await screen.findByRole('dialog', { name: /云打印面单/ });
    await carrier(user, dialog, order.expressName);
    await user.click(within(dialog).getByRole('checkbox', { name: /确认补打这 1 单/ }));
    await user.click(within(dialog).getByRole('button', { name: '打印 1 单' }));
    await screen.findByText('成功 1 单，失败 0 单');
    expect(prints(seen)[0].body).toMatchObject({ ids: [order.id], reprint: true });
    // The drawer reads the order again after the print: three attempts, the reprint on top.
    await waitFor(() => expect(within(history).getByText(`共 ${ok + 2} 次，成功 ${ok + 1} 次`)).toBeInTheDocument());
    const after = within(history).getAllByRole('row').slice(1);
    expect(after[0]).toHaveTextContent('补打');
    expect(after[0]).toHaveTextContent(order.waybillNo!);
  });

  it('says when an order was never printed, and offers 打印面单 in the drawer', async () => {
    const order = toShip(reachable);
    const { user } = await renderApp(`/orderDeliver?keyword=${order.orderNo}`, { as: 'admin' });
    await firstRows();
    await user.click(screen.getByText(order.orderNo));
    const drawer = await screen.findByRole('dialog');
    const history = await within(drawer).findByRole('region', { name: '打印记录' });
    expect(within(history).getByText('尚未打印过面单')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /打印面单/ })).toBeEnabled();
  });

  it('says a printed order’s history was not sent when a backend leaves the field out, not that it never printed', async () => {
    const order = db.shipments.find((row) => row.shipStatus === 1 && row.printCount > 0)!;
    // A backend that does not know the field (the fake one sends what it stores).
    delete order.printLogs;
    const { user } = await renderApp(`/orderDeliver?tab=1&keyword=${order.orderNo}`, { as: 'admin' });
    await firstRows();
    await user.click(screen.getByText(order.orderNo));
    const drawer = await screen.findByRole('dialog');
    const history = await within(drawer).findByRole('region', { name: '打印记录' });
    expect(
      await within(history).findByText(
        `订单未附带打印记录：已打印 ${order.printCount} 次，最近一次 ${order.lastPrintTime}`,
      ),
    ).toBeInTheDocument();
    expect(within(history).queryByText('尚未打印过面单')).toBeNull();
  });

  it('says a failed re-read once as 请求错误 and keeps the history the row carried, with a retry', async () => {
    const order = db.shipments.find((row) => row.shipStatus === 1 && (row.printLogs ?? []).length > 0)!;
    const { user } = await renderApp(`/orderDeliver?tab=1&keyword=${order.orderNo}`, { as: 'admin' });
    await firstRows();
    server.use(
      http.get('*/api/express/shipList', () => HttpResponse.json({ code: 500, data: null, msg: '发货服务繁忙' }), {
        once: true,
      }),
    );
    await user.click(screen.getByText(order.orderNo));
    const drawer = await screen.findByRole('dialog');
    const history = await within(drawer).findByRole('region', { name: '打印记录' });
    expect(await within(history).findByText('打印记录加载失败，显示的是列表中的信息')).toBeInTheDocument();
    expect(within(history).getAllByRole('row')).toHaveLength(order.printLogs!.length + 1);
    await waitFor(() => expect(notices()).toEqual([expect.stringContaining('请求错误')]));
    await user.click(within(history).getByText('重新加载').closest('button')!);
    await waitFor(() => expect(within(history).queryByText('打印记录加载失败，显示的是列表中的信息')).toBeNull());
  });
});

/** One order of the nearly empty platform printed: it fails for the balance; the result dialog. */
async function printFailingForBalance() {
  const broke = toShip((row) => row.platformId === 104 && reachable(row));
  const size = sizeFor([broke], (row) => row.shipStatus === 0);
  const { user, location } = await renderApp(`/orderDeliver?pageSize=${size}`, { as: 'admin' });
  await firstRows();
  await user.click(within(rowOf(broke.orderNo)).getByRole('button', { name: '打印面单' }));
  const dialog = await screen.findByRole('dialog');
  await carrier(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: '打印 1 单' }));
  const summary = await screen.findByText('成功 0 单，失败 1 单');
  const resultDialog = summary.closest('[role="dialog"]') as HTMLElement;
  return { broke, user, location, resultDialog };
}

describe('order delivery: cloud printing', () => {
  it('prints a batch in one request, shows mixed results, and retries only the failures that can print now', async () => {
    const seen = recordRequests();
    const ok = toShip((row) => row.platformId === 101 && reachable(row));
    const offline = toShip((row) => row.platformId === 103 && reachable(row));
    const broke = toShip((row) => row.platformId === 104 && reachable(row));
    const size = sizeFor([ok, offline, broke], (row) => row.shipStatus === 0);
    const { user } = await renderApp(`/orderDeliver?pageSize=${size}`, { as: 'admin' });
    await firstRows();
    for (const row of [ok, offline, broke]) await user.click(within(rowOf(row.orderNo)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量云打印 \(3\)/ }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('将为 3 单打印电子面单，打印任务会发送到仓库云打印机。')).toBeInTheDocument();
    await choose(user, within(dialog).getByText('快递公司').closest('.ant-form-item') as HTMLElement, '京东物流');
    await user.click(within(dialog).getByRole('button', { name: '打印 3 单' }));

    const summary = await screen.findByText('成功 1 单，失败 2 单');
    // The list reloads behind the result dialog and shows the same reasons in its rows: look in the dialog.
    const resultDialog = summary.closest('[role="dialog"]') as HTMLElement;
    expect(prints(seen)).toHaveLength(1);
    expect(prints(seen)[0].body).toEqual({
      ids: [ok.id, offline.id, broke.id],
      expressCode: 'JD',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(db.shipments.find((row) => row.id === ok.id)!.waybillNo).toMatch(/^JDX\d{12}$/);
    expect(within(resultDialog).getByText('打印机不在线')).toBeInTheDocument();
    expect(within(resultDialog).getByText('账号单量不足，请为平台充值后重试')).toBeInTheDocument();
    // Each failure says what to do and where.
    expect(within(resultDialog).getByText('检查仓库云打印机的电源和网络，恢复后重试失败的订单')).toBeInTheDocument();
    expect(within(resultDialog).getByText(`为平台“${broke.platformName}”充值后，重试失败的订单`)).toBeInTheDocument();
    expect(
      within(resultDialog).getByText(db.shipments.find((row) => row.id === ok.id)!.waybillNo!),
    ).toBeInTheDocument();

    // A retry offers only what can print now: the printer is back, the balance is not.
    expect(within(resultDialog).getByText(/另有 1 单需先处理原因/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试可立即重试的 1 单' }));
    const retry = await screen.findByRole('dialog');
    // The retry keeps the batch's carrier, not the default one.
    expect(within(retry).getByText('快递公司').closest('.ant-form-item')).toHaveTextContent('京东物流');
    await user.click(within(retry).getByRole('button', { name: '打印 1 单' }));
    // The result speaks for the whole batch: the retry's part said, the order still waiting for
    // its balance still there with its reason, never a bare 成功 1 单，失败 0 单.
    expect(await screen.findByText('成功 2 单，失败 1 单')).toBeInTheDocument();
    const after = screen.getByRole('dialog', { name: '打印结果' });
    expect(within(after).getByTestId('retried')).toHaveTextContent('本次重试 1 单：成功 1 单，失败 0 单');
    expect(within(after).getByText('账号单量不足，请为平台充值后重试')).toBeInTheDocument();
    expect(screen.queryByText('成功 1 单，失败 0 单')).toBeNull();
    expect(prints(seen)[1].body).toEqual({
      ids: [offline.id],
      expressCode: 'JD',
      requestId: expect.any(String),
    });
    // Another batch, another key.
    expect((prints(seen)[1].body as { requestId: string }).requestId).not.toBe(
      (prints(seen)[0].body as { requestId: string }).requestId,
    );
  });

  it('never takes a batch’s carrier from one of its rows: the operator chooses', async () => {
    const seen = recordRequests();
    const failedOnYto = toShip((row) => row.platformId === 101 && reachable(row));
    failedOnYto.expressCode = 'YTO';
    const other = toShip((row) => row.platformId === 101 && reachable(row) && row !== failedOnYto);
    const { user } = await renderApp(
      `/orderDeliver?pageSize=${sizeFor([failedOnYto, other], (row) => row.shipStatus === 0)}`,
      { as: 'admin' },
    );
    await firstRows();
    for (const row of [failedOnYto, other]) await user.click(within(rowOf(row.orderNo)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量云打印 \(2\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(carrierField(dialog)).not.toHaveTextContent('圆通速递');
    await user.click(within(dialog).getByRole('button', { name: '打印 2 单' }));
    expect(
      await within(dialog).findByText('请选择快递公司', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(prints(seen)).toHaveLength(0);
    await carrier(user, dialog, '中通快递');
    await user.click(within(dialog).getByRole('button', { name: '打印 2 单' }));
    await screen.findByText(/^成功 \d 单，失败 \d 单$/);
    expect(prints(seen)[0].body).toMatchObject({ expressCode: 'ZTO' });
  });

  it('starts a print from the carrier last chosen for the platform, and a batch of two platforms from none', async () => {
    const printed = toShip((row) => row.platformId === 101 && reachable(row));
    const again = toShip((row) => row.platformId === 101 && reachable(row) && row !== printed);
    const elsewhere = toShip((row) => row.platformId === 103 && reachable(row));
    const { user } = await renderApp(
      `/orderDeliver?pageSize=${sizeFor([printed, again, elsewhere], (row) => row.shipStatus === 0)}`,
      { as: 'admin' },
    );
    await firstRows();
    await user.click(within(rowOf(printed.orderNo)).getByRole('button', { name: '打印面单' }));
    const dialog = await screen.findByRole('dialog');
    await carrier(user, dialog, '中通快递');
    await user.click(within(dialog).getByRole('button', { name: '打印 1 单' }));
    await screen.findByText(/^成功 \d 单，失败 \d 单$/);
    await user.click(closeResult());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await tableReady();
    for (const row of [again, elsewhere]) await user.click(within(rowOf(row.orderNo)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量云打印 \(2\)/ }));
    expect(carrierField(await screen.findByRole('dialog'))).toHaveTextContent('请选择快递公司');
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(rowOf(again.orderNo)).getByRole('button', { name: '打印面单' }));
    expect(carrierField(await screen.findByRole('dialog'))).toHaveTextContent('中通快递');
  });

  it('asks about a batch whose later call was printed moments ago before sending any call, and repeats only that call', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/orderDeliver?tab=all&pageSize=200', { as: 'admin' });
    await firstRows();
    const page = db.shipments.slice(0, 200).filter((row) => row.shipStatus !== 2 && row.shipStatus !== 3);
    const toPrint = printable(planPrint(page, { canReprint: true }));
    expect(toPrint.length).toBeGreaterThan(MAX_PRINT_BATCH);
    const [firstCall, laterCall] = [toPrint.slice(0, MAX_PRINT_BATCH), toPrint.slice(MAX_PRINT_BATCH)];
    // The later call's orders were printed moments ago, with the same carrier, from elsewhere.
    const open = callsInFlight();
    const listsBefore = orderListCalls(seen).length;
    await cloudPrint({ ids: laterCall.map((row) => row.id), expressCode: 'SF', reprint: true });
    // The list reloads for the change: select once that reload has settled.
    await waitFor(() => expect(orderListCalls(seen).length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(open()).toBe(0));
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin[aria-busy="true"]')).toBeNull());
    const counts = () =>
      new Map(toPrint.map((row) => [row.id, db.shipments.find((item) => item.id === row.id)!.printCount]));
    const before = counts();

    await user.click(screen.getByRole('checkbox', { name: /全选|Select all/ }));
    await user.click(await screen.findByRole('button', { name: /批量云打印 \(\d+\)/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox'));
    await carrier(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: /^打印 \d+ 单$/ }));
    // The question comes before anything is sent: the first call did not print.
    await within(dialog).findByText(/同样的打印 .* 已生效/);
    expect(prints(seen)).toHaveLength(1);
    expect(counts()).toEqual(before);

    await clickWhenReady(user, dialog, /再打印一次/);
    await screen.findByText(/^成功 \d+ 单，失败 \d+ 单$/, undefined, { timeout: 20_000 });
    // The first call's orders went out once, the later call's once more under a new key.
    const [earlier, first, later] = prints(seen);
    expect(prints(seen)).toHaveLength(3);
    const body = (request: (typeof seen)[number]) => request.body as { ids: string[]; requestId: string };
    expect(body(first).ids).toEqual(firstCall.map((row) => row.id));
    expect(body(later).ids).toEqual(laterCall.map((row) => row.id));
    expect(body(later).requestId).not.toBe(body(earlier).requestId);
  });

  /** The 充值 dialog 去充值 opened, filled as an operator does: ¥100 by 微信, reviewed, confirmed. */
  const topUp = async (user: UserEvent, recharge: HTMLElement, platformName: string) => {
    await user.type(within(recharge).getByLabelText('充值金额'), '100');
    await user.click(within(recharge).getByText('微信'));
    await user.click(within(recharge).getByRole('button', { name: /下一步/ }));
    await user.click(await within(recharge).findByRole('button', { name: /确认充值/ }));
    await screen.findByText(new RegExp(`已为“${platformName}”充值 ¥100.00`));
  };

  it('offers 去充值 for a platform whose balance failed a print, and opens its recharge', async () => {
    const { broke, user, location, resultDialog } = await printFailingForBalance();
    expect(within(resultDialog).getByText(`平台“${broke.platformName}”余额不足，面单费无法扣除`)).toBeInTheDocument();
    await user.click(within(resultDialog).getByRole('button', { name: /去充值/ }));

    const recharge = await dialogWith('充值金额');
    await waitFor(() => expect(recharge.querySelector('.ant-select-content')).toHaveTextContent(broke.platformName));
    // The link's key has done its job and leaves the address.
    await waitFor(() => expect(location()).toBe('/finance/recharge'));
  });

  it('after 去充值 and the recharge, returns to the batch with its failed orders selected, in one click', async () => {
    const { broke, user, location, resultDialog } = await printFailingForBalance();
    // Nothing can print before the recharge: no retry is offered.
    expect(within(resultDialog).queryByRole('button', { name: /重试/ })).toBeNull();
    await user.click(within(resultDialog).getByRole('button', { name: /去充值/ }));

    const recharge = await dialogWith('充值金额');
    await topUp(user, recharge, broke.platformName);
    await user.click(buttonNamed('返回打印批次'));

    await waitForLocation(location, `/orderDeliver`);
    await waitFor(() => expect(buttonNamed(/批量云打印 \(1\)/)).toBeEnabled());
    expect(screen.getByText('已选 1 单')).toBeInTheDocument();
    // Nothing personal was kept for the way back.
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('print-return'))).toEqual([]);
    await user.click(buttonNamed(/批量云打印 \(1\)/));
    const again = await screen.findByRole('dialog');
    // The batch's carrier comes back with it: nothing to pick again.
    await waitFor(() => expect(carrierField(again)).toHaveTextContent('顺丰速运'));
    await user.click(within(again).getByRole('button', { name: '打印 1 单' }));
    // The earlier answer was a failure (the balance): nothing printed, so nothing asks 再打印一次.
    expect(await screen.findByText('成功 1 单，失败 0 单')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '再打印一次' })).toBeNull();
  });

  it('reports the whole batch after the way back: what printed, and the order still waiting for its address', async () => {
    const broke = toShip((row) => row.platformId === 104 && reachable(row));
    const lost = toShip((row) => row.platformId === 101 && reachable(row));
    lost.receiverAddress += '（地址待补充）';
    const size = sizeFor([broke, lost], (row) => row.shipStatus === 0);
    const { user, location } = await renderApp(`/orderDeliver?pageSize=${size}`, { as: 'admin' });
    await firstRows();
    for (const row of [broke, lost]) await user.click(within(rowOf(row.orderNo)).getByRole('checkbox'));
    await user.click(buttonNamed(/批量云打印 \(2\)/));
    const dialog = await screen.findByRole('dialog');
    await carrier(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '打印 2 单' }));
    const summary = await screen.findByText('成功 0 单，失败 2 单');
    await user.click(within(summary.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: /去充值/ }));
    const recharge = await dialogWith('充值金额');
    await topUp(user, recharge, broke.platformName);
    await user.click(buttonNamed('返回打印批次'));
    await waitForLocation(location, `/orderDeliver`);
    await waitFor(() => expect(buttonNamed(/批量云打印 \(1\)/)).toBeEnabled());
    await user.click(buttonNamed(/批量云打印 \(1\)/));
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(carrierField(again)).toHaveTextContent('顺丰速运'));
    await user.click(within(again).getByRole('button', { name: '打印 1 单' }));
    // The batch's result: one printed now, the address failure still named, not forgotten.
    const result = (await screen.findByText('成功 1 单，失败 1 单')).closest('[role="dialog"]') as HTMLElement;
    expect(result).toHaveTextContent(lost.orderNo);
  });

  it('brings back from 去充值 only what a top-up helps, says what it left, and counts only what is still unprinted', async () => {
    const broke = toShip((row) => row.platformId === 104 && reachable(row));
    // An order near the top whose address the printer cannot read (as the seed marks a few).
    const lost = toShip((row) => row.platformId === 101 && reachable(row));
    lost.receiverAddress += '（地址待补充）';
    const size = sizeFor([broke, lost], (row) => row.shipStatus === 0);
    const { user } = await renderApp(`/orderDeliver?pageSize=${size}`, { as: 'admin' });
    await firstRows();
    for (const row of [broke, lost]) await user.click(within(rowOf(row.orderNo)).getByRole('checkbox'));
    await user.click(buttonNamed(/批量云打印 \(2\)/));
    const dialog = await screen.findByRole('dialog');
    await carrier(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '打印 2 单' }));
    const summary = await screen.findByText('成功 0 单，失败 2 单');
    const resultDialog = summary.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(resultDialog).getByRole('button', { name: /去充值/ }));

    // The address failure is not brought back (a top-up cannot fix it), and the banner says so.
    const recharge = await dialogWith('充值金额');
    expect(await screen.findByText('打印批次中有 1 单未打印成功，充值后可回到这个批次继续打印')).toBeInTheDocument();
    expect(screen.getByText(/另有 1 单失败是因为地址或面单账号/)).toBeInTheDocument();
    await topUp(user, recharge, broke.platformName);

    // Printed from 订单发货's own tab, not by the way back: the banner has nothing left to wait for.
    const pages = screen.getByRole('navigation', { name: '已打开的页面' });
    await user.click(within(pages).getByRole('tab', { name: '订单发货' }));
    await waitFor(() => expect(within(rowOf(broke.orderNo)).getAllByRole('button').length).toBeGreaterThan(0));
    await user.click(within(rowOf(broke.orderNo)).getByRole('button', { name: /打印面单|重新打印|补打/ }));
    const single = await screen.findByRole('dialog', { name: /云打印面单/ });
    await carrier(user, single);
    await user.click(within(single).getByRole('button', { name: '打印 1 单' }));
    await screen.findByText('成功 1 单，失败 0 单');
    await user.click(within(pages).getByRole('tab', { name: '充值记录' }));
    await waitFor(() => expect(screen.queryByText(/打印批次中有 \d+ 单未打印成功/)).toBeNull());
  });

  it('moves printed rows out of the to-ship tab and refreshes the counts', async () => {
    const before = db.shipments.filter((row) => row.shipStatus === 0).length;
    const row = toShip((candidate) => candidate.platformId === 101 && reachable(candidate));
    const { user } = await renderApp(
      `/orderDeliver?pageSize=${sizeFor([row], (candidate) => candidate.shipStatus === 0)}`,
      { as: 'admin' },
    );
    await firstRows();
    expect(tabCount('0')).toBe(before);
    await user.click(within(rowOf(row.orderNo)).getByRole('button', { name: '打印面单' }));
    const dialog = await screen.findByRole('dialog');
    await carrier(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '打印 1 单' }));
    await screen.findByText('成功 1 单，失败 0 单');
    await waitFor(() => expect(tabCount('0')).toBe(before - 1));
    await waitFor(() => expect(screen.queryByText(row.orderNo, { selector: 'a' })).toBeNull());
  });

  it('asks before a reprint, shows the print count, and sends reprint only when confirmed', async () => {
    const seen = recordRequests();
    const printed = db.shipments.find((row) => row.shipStatus === 1 && row.printCount > 0)!;
    const countBefore = printed.printCount;
    const { user } = await renderApp(`/orderDeliver?tab=1&keyword=${printed.orderNo}`, { as: 'admin' });
    await firstRows();
    await user.click(within(rowOf(printed.orderNo)).getByRole('button', { name: '补打' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('以下 1 单已经打印过，将进行补打（同一快递公司沿用原运单号）：'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(`已打印 ${countBefore} 次`)).toBeInTheDocument();

    await carrier(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '打印 1 单' }));
    expect(await within(dialog).findByText('请确认补打')).toBeInTheDocument();
    expect(prints(seen)).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /确认补打这 1 单/ }));
    await user.click(within(dialog).getByRole('button', { name: '打印 1 单' }));
    await screen.findByText('成功 1 单，失败 0 单');
    expect(prints(seen)[0].body).toMatchObject({ ids: [printed.id], reprint: true });
    expect(db.shipments.find((row) => row.id === printed.id)!.printCount).toBe(countBefore + 1);
  });

  it('reprints once when the answer was lost, the read-back showed it printed, and the same reprint is confirmed again', async () => {
    const seen = recordRequests();
    const printed = db.shipments.find((row) => row.shipStatus === 1 && row.printCount > 0 && row.printCount < 5)!;
    const countBefore = printed.printCount;
    loseNextAnswer('/api/ship/cloudPrint', 504);
    const { user } = await renderApp(`/orderDeliver?tab=1&keyword=${printed.orderNo}`, { as: 'admin' });
    await firstRows();
    const reprint = async (choosing: boolean) => {
      await user.click(within(rowOf(printed.orderNo)).getByRole('button', { name: '补打' }));
      const dialog = await screen.findByRole('dialog');
      // The second time the carrier is the one remembered for the platform.
      if (choosing) await carrier(user, dialog);
      else expect(within(dialog).getByText('快递公司').closest('.ant-form-item')).toHaveTextContent('顺丰速运');
      await user.click(within(dialog).getByRole('checkbox', { name: /确认补打这 1 单/ }));
      await user.click(within(dialog).getByRole('button', { name: '打印 1 单' }));
    };
    await reprint(true);
    await screen.findByText('打印请求没有收到答复，下面的结果是重新读取订单状态得到的。');
    expect(db.shipments.find((row) => row.id === printed.id)!.printCount).toBe(countBefore + 1);
    await user.click(closeResult());
    await waitFor(() => expect(screen.queryByText(/^成功 \d+ 单/)).toBeNull());
    // Unsure, the operator reprints the same order with the same carrier: the server replays.
    await reprint(false);
    await screen.findByText('此前已经生效：同样的打印已经执行过，下面是那次的结果，这次没有重复打印。');
    const [lost, again] = prints(seen);
    expect((again.body as { requestId: string }).requestId).toBe((lost.body as { requestId: string }).requestId);
    expect(db.shipments.find((row) => row.id === printed.id)!.printCount).toBe(countBefore + 1);
  });

  it('enforces the reprint limit: its button disabled, its row not selectable', async () => {
    const worn = db.shipments.find((row) => row.shipStatus === 4 && row.printCount > 0)!;
    worn.printCount = 10;
    const fresh = toShip((row) => row.platformId === 101);
    const { user } = await renderApp(`/orderDeliver?tab=all&pageSize=${sizeFor([worn, fresh], () => true)}`, {
      as: 'admin',
    });
    await firstRows();
    expect(within(rowOf(worn.orderNo)).getByRole('button', { name: '补打' })).toBeDisabled();
    // At the limit nothing can print it: it cannot be chosen for a batch either.
    expect(within(rowOf(worn.orderNo)).getByRole('checkbox')).toBeDisabled();
    await user.click(within(rowOf(fresh.orderNo)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量云打印 \(1\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('以下 1 单不会打印：')).toBeNull();
    expect(within(dialog).getByRole('button', { name: '打印 1 单' })).toBeEnabled();
  });

  it('keeps the dialog and the chosen carrier when the print request is refused', async () => {
    server.use(
      http.post('*/api/ship/cloudPrint', () =>
        HttpResponse.json({ code: 400, data: null, msg: '京东物流电子面单账号未开通' }),
      ),
    );
    const row = toShip((candidate) => candidate.platformId === 101);
    const { user } = await renderApp(`/orderDeliver?keyword=${row.orderNo}`, { as: 'admin' });
    await firstRows();
    await user.click(within(rowOf(row.orderNo)).getByRole('button', { name: '打印面单' }));
    const dialog = await screen.findByRole('dialog');
    await choose(user, within(dialog).getByText('快递公司').closest('.ant-form-item') as HTMLElement, '京东物流');
    await user.click(within(dialog).getByRole('button', { name: '打印 1 单' }));
    expect(await screen.findByText('京东物流电子面单账号未开通')).toBeInTheDocument();
    expect(within(dialog).getByText('京东物流')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '打印 1 单' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(db.shipments.find((candidate) => candidate.id === row.id)!.printCount).toBe(0);
  });

  it('after a lost print answer reads the orders back and shows what printed, without printing again', async () => {
    const seen = recordRequests();
    const row = toShip((candidate) => candidate.platformId === 101 && reachable(candidate));
    // The server printed, but its answer never arrived (a gateway time-out).
    loseNextAnswer('/api/ship/cloudPrint', 504);
    const { user } = await renderApp(
      `/orderDeliver?pageSize=${sizeFor([row], (candidate) => candidate.shipStatus === 0)}`,
      { as: 'admin' },
    );
    await firstRows();
    await user.click(within(rowOf(row.orderNo)).getByRole('button', { name: '打印面单' }));
    const dialog = await screen.findByRole('dialog');
    // Every state the screen passes through, however briefly.
    const shown = new Set<string>();
    const watch = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      for (const wrong of ['已核对：操作已经生效', '没有新的打印记录', '重新提交'])
        if (text.includes(wrong)) shown.add(wrong);
    });
    await carrier(user, dialog);
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(within(dialog).getByRole('button', { name: '打印 1 单' }));
    // Not "failed": the orders are read back, and the print's result shown from them.
    await screen.findByText('打印请求没有收到答复，下面的结果是重新读取订单状态得到的。');
    await screen.findByText('成功 1 单，失败 0 单');
    watch.disconnect();
    // One state at a time: checking, then the result; no "done" nor "nothing printed" between.
    expect([...shown]).toEqual([]);
    expect(prints(seen)).toHaveLength(1);
    expect(db.shipments.find((candidate) => candidate.id === row.id)!.printCount).toBe(1);
  });

  it('prints once when a print that never reached the server is sent again', async () => {
    const seen = recordRequests();
    const row = toShip((candidate) => candidate.platformId === 101 && reachable(candidate));
    dropNextRequest('/api/ship/cloudPrint', 504);
    const { user } = await renderApp(
      `/orderDeliver?pageSize=${sizeFor([row], (candidate) => candidate.shipStatus === 0)}`,
      { as: 'admin' },
    );
    await firstRows();
    await user.click(within(rowOf(row.orderNo)).getByRole('button', { name: '打印面单' }));
    const dialog = await screen.findByRole('dialog');
    await carrier(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '打印 1 单' }));
    await waitFor(() => expect(within(dialog).getByTestId('outcome')).toHaveTextContent('已核对：操作没有生效'));
    expect(db.shipments.find((candidate) => candidate.id === row.id)!.printCount).toBe(0);
    await clickWhenReady(user, dialog, /重新提交/);
    await screen.findByText('成功 1 单，失败 0 单');
    const [first, second] = prints(seen).map((request) => (request.body as { requestId: string }).requestId);
    expect(second).toBe(first);
    expect(db.shipments.find((candidate) => candidate.id === row.id)!.printCount).toBe(1);
    expect(
      db.ledger.consumption.filter((log) => log.relatedOrderNo === row.orderNo && log.type === 'waybill'),
    ).toHaveLength(1);
  });

  it('sends one print request for a double click', async () => {
    const seen = recordRequests();
    const row = toShip((candidate) => candidate.platformId === 101);
    const { user } = await renderApp(`/orderDeliver?keyword=${row.orderNo}`, { as: 'admin' });
    await firstRows();
    await user.click(within(rowOf(row.orderNo)).getByRole('button', { name: '打印面单' }));
    const dialog = await screen.findByRole('dialog');
    await carrier(user, dialog);
    const button = within(dialog).getByRole('button', { name: '打印 1 单' });
    fireEvent.click(button);
    fireEvent.click(button);
    await user.dblClick(button);
    await screen.findByText(/成功 \d 单，失败 \d 单/);
    expect(prints(seen)).toHaveLength(1);
  });
});

describe('order delivery: permissions', () => {
  // Found by their text, not by role: a role query over twenty rows of a full screen computes
  // the accessible name and visibility of every element, half a minute in jsdom under load.
  const buttonsNamed = (name: RegExp) => onScreen(screen.queryAllByText(name, { selector: 'button, button span' }));

  it('gives an operator without the reprint right print buttons but no reprint', async () => {
    await renderApp('/orderDeliver?tab=all&pageSize=20', { as: 'operator' });
    await firstRows();
    expect(buttonsNamed(/^打印面单$/).length).toBeGreaterThan(0);
    expect(buttonsNamed(/^补\s*打$/)).toHaveLength(0);
    expect(buttonsNamed(/批量云打印/)).toHaveLength(1);
    // Only what this role can print is selectable: a printed order needs 补打, which it lacks.
    const printedRow = tableRows().find((row) =>
      db.shipments.some(
        (order) =>
          row.textContent?.includes(order.orderNo) &&
          order.printCount > 0 &&
          order.shipStatus !== 2 &&
          order.shipStatus !== 3,
      ),
    )!;
    const freshRow = tableRows().find((row) =>
      db.shipments.some(
        (order) => row.textContent?.includes(order.orderNo) && order.printCount === 0 && order.shipStatus === 0,
      ),
    )!;
    expect(within(printedRow).getByRole('checkbox')).toBeDisabled();
    expect(within(freshRow).getByRole('checkbox')).toBeEnabled();
  });

  it('shows the list without any print control to an account without print rights', async () => {
    await renderApp('/orderDeliver', { as: 'dontHaveAccess' });
    await firstRows();
    expect(buttonsNamed(/^打印面单$/)).toHaveLength(0);
    expect(buttonsNamed(/批量云打印/)).toHaveLength(0);
    expect(onScreen(document.querySelectorAll('input[type="checkbox"]'))).toHaveLength(0);
    expect(buttonsNamed(/导出 CSV/)).toHaveLength(0);
    expect(tableRows().filter((row) => within(row).queryByText(/^详\s*情$/))).toHaveLength(10);
  });
});

describe('order delivery: export', () => {
  it('exports the whole filtered list as CSV that Excel reads, fetching page after page', async () => {
    const seen = recordRequests();
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    // More rows than one call gives (MAX_PAGE_SIZE), so the export goes page after page.
    const seeded = db.shipments.slice();
    for (let copy = 0; db.shipments.length <= MAX_PAGE_SIZE; copy += 1)
      db.shipments.push(
        ...seeded.map((row) => ({ ...row, id: `${row.id}C${copy}`, orderNo: `${row.orderNo}C${copy}` })),
      );
    const { user } = await renderApp('/orderDeliver?tab=all', { as: 'admin' });
    await firstRows();
    await user.click(buttonNamed(/导出 CSV/));
    expect(await screen.findByText(`已导出 ${db.shipments.length} 条记录`)).toBeInTheDocument();
    const pages = orderListCalls(seen).filter((request) => request.query.limit === String(MAX_PAGE_SIZE));
    expect(pages.map((request) => request.query.page)).toEqual(['1', '2']);
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    // A UTF-8 byte-order mark first, so Excel reads the Chinese text correctly.
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.trim().split('\r\n');
    expect(lines[0].startsWith('订单号,下单时间,平台,商户')).toBe(true);
    expect(lines).toHaveLength(db.shipments.length + 1);
    const sample = db.shipments[0];
    expect(lines[1]).toContain(`${sample.orderNo},${sample.createTime},${sample.platformName},${sample.mchName}`);
    expect(lines[1]).toContain((sample.monthlyRent! / 100).toFixed(2));
    // Personal data leaves the console masked, as it shows on screen.
    expect(lines[1]).toContain(`${sample.receiverMobile.slice(0, 3)}****${sample.receiverMobile.slice(-4)}`);
    expect(text).not.toContain(sample.receiverMobile);
  });
});

/** The print result's own 关 闭 (antd spaces a two-character label); the title bar's × is also named 关闭. */
function closeResult() {
  return screen.getByRole('button', { name: '关 闭' });
}
