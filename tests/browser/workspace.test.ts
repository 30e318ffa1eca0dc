/**
 * The operator's workspace in Chromium, on the production build: page tabs that keep each
 * page, ⌘K to an order from another screen, the bell's counts opening their list, and an
 * Excel export read back with its cell types.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, listReady, openSignedIn, openWithPalette, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** The page of the tab shown (the others are kept, hidden, in the same document). */
const shown = (page: Page) => page.locator('[data-page-shown]');
const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tabTitles = (page: Page) => tabBar(page).getByRole('tab').allInnerTexts();

/** How far the shown list's table body is scrolled (a long page scrolls inside the table). */
const tableScroll = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, ...[...document.querySelectorAll('[data-page-shown] .ant-table *')].map((node) => node.scrollTop)),
  );

/** The order number of the first row the table body shows. */
const firstRowInView = (page: Page) =>
  page.evaluate(() => {
    const body = [...document.querySelectorAll('[data-page-shown] .ant-table *')].find((node) => node.scrollTop > 0);
    const top = (body ?? document.body).getBoundingClientRect().top;
    const row = [...document.querySelectorAll('[data-page-shown] .ant-table-row')].find(
      (node) => node.getBoundingClientRect().bottom > top + 4,
    );
    return row?.textContent?.match(/ZL\d{14}/)?.[0];
  });

describe('the operator’s workspace in Chromium', () => {
  it('keeps a tab’s scroll, selection and open drawer across two switches, and the tab list across a reload', async () => {
    const page = await openSignedIn(harness, '/orderDeliver?tab=all&pageSize=50', { width: 1440, height: 900 });
    await listReady(page);
    const rows = shown(page).locator('.ant-table-tbody .ant-table-row');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    await shown(page).getByText('已选 2 单').waitFor();
    // A page of 50 scrolls inside the table: the wheel over it, as an operator does.
    await rows.nth(5).hover();
    await page.mouse.wheel(0, 700);
    await expect.poll(() => tableScroll(page)).toBeGreaterThan(400);
    const scrolled = await tableScroll(page);
    const orderNo = (await firstRowInView(page))!;
    await shown(page).getByText(orderNo, { exact: true }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: `订单详情 ${orderNo}` });
    await drawer.getByRole('region', { name: '打印记录' }).waitFor();

    // Two switches from the keyboard (the drawer covers the menu): 代理结算, then 平台列表.
    await openWithPalette(page, '代理结算', /代理结算/);
    await page.waitForURL(`${APP_ORIGIN}/agent/settlement`);
    await listReady(page);
    await drawer.waitFor({ state: 'hidden' });
    await openWithPalette(page, 'ptlb', /平台列表/);
    await page.waitForURL(`${APP_ORIGIN}/platform/list`);
    await listReady(page);
    expect(await tabTitles(page)).toEqual(['订单发货', '代理结算', '平台列表']);

    await tabBar(page).getByRole('tab', { name: '订单发货' }).click();
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver?tab=all&pageSize=50`);
    await drawer.getByRole('region', { name: '打印记录' }).waitFor();
    await shown(page).getByText('已选 2 单').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    // The table where it was scrolled to (within a row: the virtual list measures its rows
    // again when shown), the same order at the top.
    expect(Math.abs((await tableScroll(page)) - scrolled)).toBeLessThan(40);
    expect(await firstRowInView(page)).toBe(orderNo);
    await rows.nth(0).hover();
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => tableScroll(page)).toBe(0);
    // The kept rows are the same orders, still checked.
    expect(await rows.nth(2).getByRole('checkbox').isChecked()).toBe(true);

    // A reload keeps the tab list (the operator's own, in this browser) and each tab's address.
    await page.reload();
    await listReady(page);
    expect(await tabTitles(page)).toEqual(['订单发货', '代理结算', '平台列表']);
    await tabBar(page).getByRole('tab', { name: '代理结算' }).click();
    await page.waitForURL(`${APP_ORIGIN}/agent/settlement`);
    await listReady(page);
    await page.context().close();
  });

  it('finds an order by its number with Ctrl+K from another screen and opens its detail over it', async () => {
    const page = await openSignedIn(harness, '/orderDeliver?tab=all', { width: 1280, height: 720 });
    await listReady(page);
    const orderNo = (await shown(page).locator('.ant-table-tbody .ant-table-row').nth(4).innerText()).match(
      /ZL\d{14}/,
    )![0];
    await openWithPalette(page, 'ptlb', /平台列表/);
    await page.waitForURL(`${APP_ORIGIN}/platform/list`);
    await listReady(page);
    await openWithPalette(page, orderNo, new RegExp(orderNo));
    const detail = page.getByRole('dialog').filter({ hasText: `订单详情 ${orderNo}` });
    await detail.getByRole('region', { name: '打印记录' }).waitFor();
    // Over 平台列表: no list tab was opened or rewritten.
    expect(page.url()).toBe(`${APP_ORIGIN}/platform/list`);
    // 在列表中查看: the explicit way to the order's row.
    await detail.getByRole('button', { name: '在列表中查看' }).click();
    await page.waitForURL(new RegExp(`/orderDeliver\\?.*keyword=${orderNo}`));
    await page
      .getByRole('dialog')
      .filter({ hasText: `订单详情 ${orderNo}` })
      .waitFor();
    await page.context().close();
  });

  it('opens 打印失败 from the bell on its own list and filter, in the open tab', async () => {
    const page = await openSignedIn(harness, '/agent/settlement', { width: 1440, height: 900 });
    await listReady(page);
    const bell = page.getByTestId('todo-bell');
    await bell.click();
    const item = page.getByTestId('todo-bell-list').getByRole('link', { name: /打印失败/ });
    await item.click();
    await page.waitForURL(/\/orderDeliver\?.*printStatus=3/);
    await listReady(page);
    const statuses = await shown(page).locator('.ant-table-tbody .ant-table-row').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((text) => text.includes('打印失败'))).toBe(true);
    expect(await tabTitles(page)).toEqual(['代理结算', '订单发货']);
    await page.context().close();
  });

  it('exports an Excel workbook whose numbers stay exact text, money numbers in yuan and times dates', async () => {
    const page = await openSignedIn(harness, '/orderDeliver?tab=all', { width: 1440, height: 900 });
    await listReady(page);
    const firstOrder = (await shown(page).locator('.ant-table-tbody .ant-table-row').first().innerText()).match(
      /ZL\d{14}/,
    )![0];
    const download = page.waitForEvent('download');
    await shown(page).getByRole('button', { name: '导出 Excel' }).click();
    const file = await (await download).path();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    const files = unzipSync(new Uint8Array(readFileSync(file)));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    // The header frozen; the order number a text cell, exactly; times date cells; money in yuan.
    expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    const [, row] = sheet.match(/<row r="\d+">.*?<\/row>/g)!;
    expect(row).toContain(`t="inlineStr"><is><t xml:space="preserve">${firstOrder}</t>`);
    expect(row).toMatch(/ s="1"><v>\d+\.\d+<\/v>/);
    expect(row).toMatch(/ s="3"><v>-?\d+\.\d{2}<\/v>/);
    await page.context().close();
  });
});
