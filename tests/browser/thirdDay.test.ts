/**
 * What a third working day found, checked where an operator meets it, on the production build
 * in Chromium: the page tabs above a scrolled list, 200 % zoom, a tab's scroll given back to
 * the pixel, the focus where the work is, and the bell's count beside the bell.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  listReady,
  motionSettled,
  openSignedIn,
  openWithPalette,
  sideMenu,
  startHarness,
  type Harness,
} from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const shown = (page: Page) => page.locator('[data-page-shown]');
const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

/** What is drawn at the middle of a page tab: the tab itself, or what covers it. */
const topmostAtTab = (page: Page, name: string) =>
  tabBar(page)
    .getByRole('tab', { name })
    .evaluate((tab) => {
      const box = tab.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top && tab.contains(top) ? 'tab' : `${top?.tagName.toLowerCase()}.${top?.className}`;
    });

/**
 * Scrolls the window by `by` with the wheel over the page, as an operator does, and
 * waits until it is there (or at the page's end). On a busy machine a wheel that lands while the
 * page is still being shown again moves nothing: the operator turns it again, and so does this.
 */
async function wheel(page: Page, by: number) {
  const before = await page.evaluate(() => window.scrollY);
  const viewport = page.viewportSize()!;
  // Low in the page: the middle of a 360 px window is where a notice (登录成功) may still float,
  // and a wheel over a notice scrolls nothing.
  await page.mouse.move(viewport.width / 2, Math.round(viewport.height * 0.75));
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const goal = Math.min(before + by, end) - 2;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      if (now < goal) await page.mouse.wheel(0, goal - now + 2);
      const after = await page.evaluate(() => window.scrollY);
      // A wheel the page did not take (seen in CI at 640 px, a notice still up): the scroll bar's way.
      if (after <= now && after < goal) await page.evaluate((top) => window.scrollTo(0, top), goal + 2);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThanOrEqual(goal);
}

describe('a third working day, in Chromium', () => {
  it.each([
    ['1280×720', { width: 1280, height: 720 }],
    ['200 % zoom of 1280×720', { width: 640, height: 360 }],
  ])('keeps the page tabs above a scrolled list at %s, with and without a drawer open', async (_, viewport) => {
    const page = await openSignedIn(harness, '/agent/list', viewport);
    await listReady(page);
    await openWithPalette(page, '代理结算');
    await page.waitForURL(`${APP_ORIGIN}/agent/settlement`);
    await listReady(page);
    await tabBar(page).getByRole('tab', { name: '代理列表' }).click();
    // The list's own page shown (on a busy machine the other tab's rows are still the shown ones
    // for a moment).
    await page.waitForURL(`${APP_ORIGIN}/agent/list`);
    await page.locator('[data-page-tab="/agent/list"][data-page-shown]').waitFor();
    await listReady(page);
    await wheel(page, 600);
    // The table's header sticks under the tabs, not over them.
    expect(await topmostAtTab(page, '代理结算')).toBe('tab');
    const header = await shown(page).locator('.ant-table-sticky-holder').first().boundingBox();
    const bar = await tabBar(page).boundingBox();
    expect(header!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);

    await shown(page).locator('.ant-table-row').first().getByText('详情').click();
    await page.getByRole('dialog').locator('.ant-drawer-title').waitFor();
    await motionSettled(page);
    expect(await topmostAtTab(page, '代理结算')).toBe('tab');
    await tabBar(page).getByRole('tab', { name: '代理结算' }).click();
    await page.waitForURL(`${APP_ORIGIN}/agent/settlement`);
    await page.context().close();
  });

  it('at 200 % zoom keeps 订单号 in view beside a row’s actions, and the bell’s count beside the bell', async () => {
    const page = await openSignedIn(harness, '/orderDeliver', { width: 640, height: 450 });
    await listReady(page);
    const row = shown(page).locator('.ant-table-tbody .ant-table-row').first();
    const orderNo = (await row.textContent())!.match(/ZL\d{14}/)![0];
    await row.getByRole('button', { name: '打印面单' }).scrollIntoViewIfNeeded();
    const action = await row.getByRole('button', { name: '打印面单' }).boundingBox();
    const number = await row.getByText(orderNo, { exact: true }).boundingBox();
    expect(action!.x).toBeGreaterThan(0);
    // The number is drawn where it is, not under the scrolled-in cells.
    expect(number!.x).toBeGreaterThanOrEqual(0);
    expect(
      await row.getByText(orderNo, { exact: true }).evaluate((node) => {
        const box = node.getBoundingClientRect();
        return node.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
      }),
    ).toBe(true);

    const bell = page.getByTestId('todo-bell');
    // The count zooms in overshooting its size (antd's badge motion): measure it at rest.
    await bell.locator('.ant-badge-count, .ant-scroll-number').first().waitFor();
    await motionSettled(page);
    const glyph = await bell.locator('.anticon-bell').boundingBox();
    const count = await bell.locator('.ant-badge-count, .ant-scroll-number').first().boundingBox();
    // The count starts past the middle of the glyph: the bell stays readable.
    expect(count!.x).toBeGreaterThanOrEqual(glyph!.x + glyph!.width / 2);
    await page.context().close();
  });

  it('gives 订单发货 its window scroll back to the pixel after 代理结算 through the side menu', async () => {
    const page = await openSignedIn(harness, '/orderDeliver?tab=all', { width: 1440, height: 900 });
    await listReady(page);
    // An old warehouse PC: the kept page is shown and measured again at a quarter of this speed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const rows = shown(page).locator('.ant-table-tbody .ant-table-row');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await shown(page).getByText('已选 2 单').waitFor();
    // A keyword half-typed, not searched.
    const keyword = shown(page).getByLabel('订单号/运单号');
    await keyword.pressSequentially('ZL2024');
    await wheel(page, 350);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const left = await page.evaluate(() => window.scrollY);

    await sideMenu(page).getByText('代理管理', { exact: true }).click();
    await sideMenu(page).getByText('代理结算', { exact: true }).click();
    await page.waitForURL(`${APP_ORIGIN}/agent/settlement`);
    await listReady(page);
    await sideMenu(page).getByText('订单发货', { exact: true }).click();
    await page.waitForURL(/\/orderDeliver\?tab=all/);
    await motionSettled(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 10);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThanOrEqual(10);
    await expect.poll(() => keyword.inputValue()).toBe('ZL2024');
    await page.context().close();
  });

  it('opens 充值 from a platform’s row with the focus in 充值金额', async () => {
    const page = await openSignedIn(harness, '/platform/list', { width: 1440, height: 900 });
    await listReady(page);
    await shown(page).locator('.ant-table-row').first().getByRole('button', { name: '充值' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '充值金额' });
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.ant-form-item')?.textContent ?? ''))
      .toContain('充值金额');
    await page.keyboard.type('12.5');
    expect(await dialog.getByLabel('充值金额').inputValue()).toBe('12.5');
    await page.context().close();
  });

  it('closes the print dialog’s carrier list with one Esc, the dialog with the next, and gives the focus back to 打印面单', async () => {
    const page = await openSignedIn(harness, '/orderDeliver', { width: 1440, height: 900 });
    await listReady(page);
    const print = shown(page)
      .locator('.ant-table-tbody .ant-table-row')
      .first()
      .getByRole('button', { name: '打印面单' });
    await print.click();
    const dialog = page.getByRole('dialog').filter({ hasText: '云打印面单' });
    await dialog.waitFor();
    await motionSettled(page);
    await dialog.locator('.ant-select').first().click();
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await list.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => print.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
