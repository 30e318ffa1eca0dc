/**
 * The list building block's own promises, seen through the shipping screen: remembered
 * columns, a slow answer announced, and an export that can be cancelled.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PAGE_SIZE } from '@/core/pagination';
import { preferenceKey } from '@/core/preferences';
import { clearSession } from '@/core/signOut';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { orderListCalls, recordRequests, renderApp, tableReady } from '../render';

/** Exports fetch at the API's largest page. */
const EXPORT_LIMIT = String(MAX_PAGE_SIZE);

const adminPreference = (name: string) => preferenceKey(db.users.find((user) => user.name === 'admin')!.id, name);

/** The table's own width (the sum of its shown columns' widths). */
const tableWidth = () =>
  parseInt((document.querySelector('.ant-table-container table') as HTMLElement).style.width, 10);

const headers = () =>
  Array.from(document.querySelectorAll('.ant-table-thead th')).map((cell) => cell.textContent?.trim());

describe('ListScreen', () => {
  it('loads afresh on 查询 even when the filters did not change', async () => {
    const seen = recordRequests();
    const { user, location } = await renderApp('/orderDeliver?keyword=ZL2026', { as: 'admin' });
    await tableReady();
    const lists = () => orderListCalls(seen);
    const before = lists().length;
    await user.click(screen.getByText(/^查\s*询$/, { selector: 'button span' }).closest('button')!);
    await waitFor(() => expect(lists().length).toBe(before + 1));
    expect(lists().at(-1)!.query).toMatchObject({ keyword: 'ZL2026' });
    expect(location()).toBe('/orderDeliver?keyword=ZL2026');
  });

  it('keeps a tab clicked just before 查询, though the tab has not been drawn yet', async () => {
    const seen = recordRequests();
    const { user, location } = await renderApp('/orderDeliver?keyword=ZL2026', { as: 'admin' });
    await tableReady();
    const keyword = screen.getByDisplayValue('ZL2026');
    await user.clear(keyword);
    await user.type(keyword, 'ZL2027');
    const tab = screen.getByRole('tab', { name: /已发货/ });
    const query = screen.getByText(/^查\s*询$/, { selector: 'button span' }).closest('button')!;
    // One act for both clicks: React draws the tab's change only when it ends, as a busy
    // browser would after the operator's second click.
    await act(async () => {
      tab.click();
      query.click();
      await new Promise((done) => setTimeout(done, 50));
    });
    await waitFor(() => expect(location()).toBe('/orderDeliver?keyword=ZL2027&tab=2'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /已发货/ })).toHaveAttribute('aria-selected', 'true'));
    expect(orderListCalls(seen).at(-1)!.query).toMatchObject({
      keyword: 'ZL2027',
      shipStatus: '2',
    });
  });

  it('remembers which columns the operator hid, per screen, across visits', async () => {
    const first = await renderApp('/orderDeliver', { as: 'admin' });
    // 操作 comes once the account's rights are known: measure the table as it settles.
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['商品', '操作'])));
    const widthBefore = tableWidth();
    await first.user.click(
      within(document.querySelector('.ant-pro-table-list-toolbar') as HTMLElement).getByRole('img', {
        name: 'setting',
      }),
    );
    const goods = await screen.findByText('商品', { selector: '.ant-tree-title, .ant-tree-title *' });
    await first.user.click(within(goods.closest('.ant-tree-treenode') as HTMLElement).getByRole('checkbox'));
    await waitFor(() => expect(headers()).not.toContain('商品'));
    // The table is as wide as the columns it shows: nothing to scroll sideways for.
    expect(tableWidth()).toBe(widthBefore - 150);
    expect(JSON.parse(localStorage.getItem(adminPreference('list-columns:order-deliver')) ?? '{}')).toMatchObject({
      goods: { show: false },
    });
    first.unmount();

    await renderApp('/orderDeliver', { as: 'admin' });
    await waitFor(() => expect(headers()).toContain('订单号'));
    expect(headers()).not.toContain('商品');
  });

  it('opens at the page size the operator chose last, per operator, after signing out too', async () => {
    const seen = recordRequests();
    const lists = () => orderListCalls(seen);
    const first = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    expect(lists().at(-1)!.query).toMatchObject({ limit: '10' });
    await first.user.click(document.querySelector('.ant-pagination-options .ant-select')!);
    await first.user.click(await screen.findByText('50 条/页', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(lists().at(-1)!.query).toMatchObject({ limit: '50' }));
    first.unmount();

    // What signing out clears, it clears; the operator's own choices stay.
    clearSession();
    const again = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    expect(lists().at(-1)!.query).toMatchObject({ limit: '50' });
    again.unmount();
    // Another operator on the same device starts at the default.
    clearSession();
    await renderApp('/orderDeliver', { as: 'operator' });
    await tableReady();
    expect(lists().at(-1)!.query).toMatchObject({ limit: '10' });
  });

  it('offers 今天, 本周 and other date presets, reckoned when picked, sent as the range', async () => {
    const seen = recordRequests();
    const { user, location } = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    // (The build's look-alike field gives way to this picker when reached for: tests/browser.)
    await user.click(document.querySelector('input[placeholder="开始日期"]')!);
    const preset = await screen.findByText('本周', { selector: '.ant-picker-presets li' });
    expect(Array.from(document.querySelectorAll('.ant-picker-presets li')).map((item) => item.textContent)).toEqual([
      '今天',
      '昨天',
      '本周',
      '上周',
      '本月',
      '上月',
      '近 7 天',
      '近 30 天',
    ]);
    await user.click(preset);
    await user.click(screen.getByText(/^查\s*询$/, { selector: 'button span' }).closest('button')!);
    // Monday of this week to today, counted here without dayjs.
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const today = new Date();
    const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
    await waitFor(() =>
      expect(orderListCalls(seen).at(-1)!.query).toMatchObject({
        startTime: day(monday),
        endTime: day(today),
      }),
    );
    expect(location()).toContain(`date=${day(monday)}%2C${day(today)}`);
  });

  it('exports only the selected rows, as they are on screen, without asking the server again', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'),
      revokeObjectURL: () => {},
    });
    const seen = recordRequests();
    const { user } = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    const rows = Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).slice(0, 2);
    for (const row of rows) await user.click(within(row as HTMLElement).getByRole('checkbox'));
    const lists = orderListCalls(seen).length;
    await user.click(screen.getByText('导出所选（Excel）'));
    await screen.findByText('已导出 2 条记录');
    expect(orderListCalls(seen)).toHaveLength(lists);
    const sheet = strFromU8(unzipSync(new Uint8Array(await blobs[0].arrayBuffer()))['xl/worksheets/sheet1.xml']);
    expect(sheet.match(/<row /g)).toHaveLength(3);
    for (const row of rows) expect(sheet).toContain(row.querySelector('a')!.textContent!);
  });

  it('saves the filters and tab under a name the operator gives, and opens them again in one click', async () => {
    const seen = recordRequests();
    const { user, location } = await renderApp('/orderDeliver?keyword=ZL2026&tab=all&page=2', { as: 'admin' });
    await tableReady();
    // By its label, not its role: a role query over a whole screen of rows takes seconds in jsdom.
    await user.click(screen.getByLabelText(/^常用筛选$/));
    const panel = await screen.findByTestId('saved-views');
    await user.type(within(panel).getByLabelText('为当前筛选起个名字'), '全部 ZL2026');
    await user.click(within(panel).getByRole('button', { name: /保\s*存/ }));
    expect(within(panel).getByText('全部 ZL2026')).toBeInTheDocument();
    // Elsewhere in the list, the saved view brings back its filters and tab, from page 1.
    await user.click(screen.getByText(/^重\s*置$/, { selector: 'button span' }).closest('button')!);
    await waitFor(() => expect(location()).toBe('/orderDeliver?tab=all'));
    await user.click(screen.getByLabelText('常用筛选 (1)'));
    await user.click(within(await screen.findByTestId('saved-views')).getByText('全部 ZL2026'));
    await waitFor(() => expect(location()).toBe('/orderDeliver?keyword=ZL2026&tab=all'));
    await waitFor(() =>
      expect(orderListCalls(seen).at(-1)!.query).toMatchObject({
        keyword: 'ZL2026',
        page: '1',
      }),
    );
    expect(screen.getByDisplayValue('ZL2026')).toBeInTheDocument();
  });

  it('says so when the list takes long, then shows the rows', async () => {
    server.use(
      http.get('*/api/express/shipList', async () => {
        await delay(2600);
        return undefined as never;
      }),
    );
    await renderApp('/orderDeliver', { as: 'admin' });
    expect(await screen.findByText('数据加载较慢，请稍候…')).toBeInTheDocument();
    // The spinner says it is loading: no "暂无数据" under it.
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('暂无数据')).toBeNull();
    await tableReady();
    expect(screen.queryByText('数据加载较慢，请稍候…')).toBeNull();
  });

  it('lets the operator cancel an export, saving nothing', async () => {
    const create = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const { user } = await renderApp('/orderDeliver?tab=all', { as: 'admin' });
    await tableReady();
    let slowAnswerBack!: () => void;
    const answered = new Promise<void>((resolve) => (slowAnswerBack = resolve));
    server.use(
      http.get('*/api/express/shipList', async ({ request }) => {
        if (new URL(request.url).searchParams.get('limit') !== EXPORT_LIMIT) return undefined as never;
        await delay(1500);
        slowAnswerBack();
        return undefined as never;
      }),
    );
    await user.click(screen.getByRole('button', { name: /导出 CSV/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('导出 订单发货')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取消导出/ }));
    expect(await screen.findByText('已取消导出')).toBeInTheDocument();
    // The export's page would have come back by now: whatever it set off has run.
    await answered;
    await act(async () => {});
    expect(create).not.toHaveBeenCalled();
  });
});
