/**
 * Looking things up without losing the work, in Chromium on the production build: a record
 * opened from the palette shows over the screen the operator is on and leaves every tab as it
 * was; the palette takes the typing over an open drawer; the page tabs stay on screen and
 * clickable while a list scrolls and while a drawer is open.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, listReady, motionSettled, openSignedIn, sideMenu, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const shown = (page: Page) => page.locator('[data-page-shown]');
const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const rows = (page: Page) => shown(page).locator('.ant-table-tbody .ant-table-row');
const orderNoOf = async (page: Page, index: number) => (await rows(page).nth(index).innerText()).match(/ZL\d{14}/)![0];

/** A working 订单发货: a date filter in its address (and five orders selected, below). */
const WORKING = '/orderDeliver?date=2026-11-10%2C2026-11-20&tab=all';
const DATE_FILTER = /[?&]date=2026-11-10(%2C|,)2026-11-20/;

describe('lookups that keep the work', () => {
  it('opens an order from the palette over 消费记录 and leaves the working 订单发货 (date filter, five selected) untouched', async () => {
    const page = await openSignedIn(harness, WORKING, { width: 1440, height: 900 });
    await listReady(page);
    expect(page.url()).toMatch(DATE_FILTER);
    const working = page.url();
    for (let index = 0; index < 5; index += 1) await rows(page).nth(index).getByRole('checkbox').check();
    await shown(page).getByText('已选 5 单').waitFor();
    const looked = await orderNoOf(page, 7);

    await sideMenu(page).getByText('消费记录', { exact: true }).click();
    await listReady(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: '搜索' }).fill(looked);
    await page
      .getByRole('option', { name: new RegExp(looked) })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog').filter({ hasText: `订单详情 ${looked}` });
    await detail.getByRole('region', { name: '打印记录' }).waitFor();
    expect(page.url()).toBe(`${APP_ORIGIN}/consumption/log`);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${APP_ORIGIN}/consumption/log`);

    await tabBar(page).getByRole('tab', { name: '订单发货' }).click();
    await page.waitForURL(working);
    await shown(page).getByText('已选 5 单').waitFor();
    for (let index = 0; index < 5; index += 1)
      expect(await rows(page).nth(index).getByRole('checkbox').isChecked()).toBe(true);
    await page.context().close();
  });

  it('takes Ctrl+K over an open drawer: what is typed goes into the palette, Enter opens what it found', async () => {
    const page = await openSignedIn(harness, '/orderDeliver?tab=all', { width: 1440, height: 900 });
    await listReady(page);
    const orderNo = await orderNoOf(page, 0);
    await shown(page).getByText(orderNo, { exact: true }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: `订单详情 ${orderNo}` });
    await drawer.getByRole('region', { name: '打印记录' }).waitFor();
    await motionSettled(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: '搜索' });
    await box.waitFor();
    await page.keyboard.type('chongzhi');
    await expect.poll(() => box.inputValue()).toBe('chongzhi');
    await page.getByRole('option', { name: /充值记录/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${APP_ORIGIN}/finance/recharge`);
    await listReady(page);
    await page.context().close();
  });

  it('keeps the page tabs on screen while a long list scrolls, and clickable with a drawer open', async () => {
    const page = await openSignedIn(harness, '/consumption/log', { width: 1280, height: 720 });
    await listReady(page);
    await sideMenu(page).getByText('订单发货', { exact: true }).click();
    await listReady(page);
    // The page scrolls under the header: the tabs stay right below it.
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const bar = (await tabBar(page).boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(56);
    expect(bar.y).toBeLessThan(70);

    const orderNo = await orderNoOf(page, 3);
    await shown(page).getByText(orderNo, { exact: true }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: `订单详情 ${orderNo}` });
    await drawer.getByRole('region', { name: '打印记录' }).waitFor();
    await motionSettled(page);
    // The drawer's mask starts below the tabs: a real click on the tab reaches it.
    await tabBar(page).getByRole('tab', { name: '消费记录' }).click();
    await page.waitForURL(`${APP_ORIGIN}/consumption/log`);
    await listReady(page);
    await page.context().close();
  });
});
