import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  chooseCarrier,
  chooseOption,
  logIn,
  startHarness,
  type Harness,
  openSignedIn,
  listReady,
} from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** A tab's badge count (antd animates the digits, but keeps the number in the title). */
const tabCount = async (page: Awaited<ReturnType<Harness['newPage']>>['page'], key: string) =>
  Number(await page.getByTestId(`tab-${key}`).locator('.ant-scroll-number').getAttribute('title'));

describe('a day of shipping in Chromium', () => {
  it('keeps the print result’s actions in the window at 1280×720, whatever the result lists above them', async () => {
    const page = await openSignedIn(harness, '/orderDeliver?tab=all&pageSize=20', { width: 1280, height: 720 });
    await listReady(page);
    await page
      .getByRole('checkbox', { name: /全选|Select all/ })
      .first()
      .check();
    await page.getByRole('button', { name: /批量云打印/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '将为' });
    await dialog.waitFor();
    // Clicked once the dialog has finished opening (a click mid-zoom can miss its button).
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const reprint = dialog.getByRole('checkbox');
    if (await reprint.count()) await reprint.first().check();
    await chooseCarrier(page, dialog);
    await dialog.getByRole('button', { name: /^打印 \d+ 单$/ }).click();
    const result = page.getByRole('dialog').filter({ hasText: '打印结果' });
    await result.getByText(/成功 \d+ 单，失败 \d+ 单/).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    for (const name of ['关 闭', /重试失败的/]) {
      const button = result.getByRole('button', { name });
      if (!(await button.count())) continue;
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(720);
    }
  });

  it('logs in, filters, prints three waybills, sees the results and the counts change', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/orderDeliver`);
    await page.waitForURL(/\/main\/login\?target=%2ForderDeliver$/);
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver`);
    await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
    await expect.poll(() => tabCount(page, '0')).toBeGreaterThan(0);
    const allUnfiltered = await tabCount(page, 'all');

    // Filter to one healthy platform through the form.
    const platform = page.locator('.ant-pro-table-search .ant-form-item').filter({ hasText: '平台' }).first();
    await chooseOption(page, platform.locator('.ant-select'), '优享租机');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.waitForURL(/platformId=101/);
    await expect
      .poll(async () => (await page.locator('.ant-table-tbody').innerText()).includes('趣租数码'))
      .toBe(false);
    // The counts follow the filter too.
    await expect.poll(() => tabCount(page, 'all')).toBeLessThan(allUnfiltered);
    const before = await tabCount(page, '0');
    const printedBefore = await tabCount(page, '1');
    expect(before).toBeGreaterThanOrEqual(3);

    const rows = page.locator('[data-page-shown] .ant-table-tbody .ant-table-row');
    const orderNos: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const row = rows.nth(index);
      orderNos.push((await row.locator('a').first().innerText()).trim());
      await row.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: /批量云打印 \(3\)/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('将为 3 单打印电子面单').waitFor();
    await chooseCarrier(page, dialog);
    await dialog.getByRole('button', { name: '打印 3 单' }).click();

    const result = page.getByRole('dialog').filter({ hasText: '打印结果' });
    await result.getByText(/成功 \d 单，失败 \d 单/).waitFor();
    const summary = await result.getByText(/成功 \d 单，失败 \d 单/).innerText();
    const ok = Number(/成功 (\d) 单/.exec(summary)![1]);
    for (const orderNo of orderNos) await expect(result.getByText(orderNo).isVisible()).resolves.toBe(true);
    expect(ok).toBeGreaterThan(0);

    await expect.poll(() => tabCount(page, '0')).toBe(before - ok);
    await expect.poll(() => tabCount(page, '1')).toBe(printedBefore + ok);
    await result.getByRole('button', { name: '关 闭' }).click();

    // The printed orders now sit under 已打单, printed, with when it printed.
    await page.getByTestId('tab-1').click();
    await page.waitForURL(/tab=1/);
    const printed = page
      .locator('[data-page-shown] .ant-table-tbody .ant-table-row')
      .filter({ hasText: '打印成功' })
      .first();
    await printed.waitFor();
    expect(await printed.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('loads the date picker only when the operator reaches for the date filter, and filters by it', async () => {
    const { page } = await harness.newPage();
    const pickerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/date-picker\.[\w]+\.async\.js$/.test(request.url())) pickerChunks.push(request.url());
    });
    await page.goto(`${APP_ORIGIN}/main/login?target=%2ForderDeliver%3Ftab%3Dall`);
    await logIn(page);
    await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(pickerChunks).toEqual([]);

    await page.getByText('展开').click();
    const dateItem = page.locator('.ant-pro-table-search .ant-form-item').filter({ hasText: '下单日期' });
    await dateItem.locator('input').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Shown, not yet used: still nothing loaded.
    expect(pickerChunks).toEqual([]);
    // A click loads it; the real range picker replaces its stand-in with the focus, and the
    // same click opens it (it once took a second click).
    await dateItem.locator('input').first().click();
    await dateItem.locator('.ant-picker-range').waitFor();
    expect(pickerChunks).toHaveLength(1);
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-cell').first().waitFor();
    await dateItem.locator('input').first().fill('2026-11-10');
    await dateItem.locator('input').last().fill('2026-11-12');
    await dateItem.locator('input').last().press('Enter');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.waitForURL(/date=2026-11-10%2C2026-11-12|date=2026-11-10,2026-11-12/);
    await expect
      .poll(async () => {
        const times = await page
          .locator('[data-page-shown] .ant-table-tbody .ant-table-row')
          .evaluateAll((rows) => rows.map((row) => /2026-\d\d-\d\d \d\d:\d\d/.exec(row.textContent ?? '')?.[0] ?? ''));
        return times.length > 0 && times.every((time) => time >= '2026-11-10' && time < '2026-11-13');
      })
      .toBe(true);
  });

  it('shows a page of 100 in a scrolling body that renders only the rows in view', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login?target=%2ForderDeliver%3Ftab%3Dall`);
    await logIn(page);
    await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '100' }).click();
    await page.waitForURL(/pageSize=100/);
    const body = page.locator('.ant-table-tbody-virtual-holder');
    await body.waitFor();
    await expect.poll(() => page.locator('[data-page-shown] .ant-table-row').count()).toBeGreaterThan(3);
    expect(await page.locator('[data-page-shown] .ant-table-row').count()).toBeLessThan(40);
    const firstOrder = (
      await page.locator('[data-page-shown] .ant-table-row').first().locator('a').first().innerText()
    ).trim();

    // The hundredth order of the page is there once the operator scrolls down to it.
    await body.hover();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 2000);
        return page.locator('[data-page-shown] .ant-table-row').last().locator('a').first().innerText();
      })
      .not.toBe(firstOrder);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return page.locator('[data-page-shown] .ant-table-row').filter({ hasText: firstOrder }).count();
      })
      .toBe(0);
    // The header stays in place while the body scrolls.
    expect(await page.locator('.ant-table-thead').isVisible()).toBe(true);
  });

  it('fits a narrow window: the menu folds away and the table scrolls', async () => {
    const { page } = await harness.newPage();
    await page.setViewportSize({ width: 420, height: 820 });
    await page.goto(`${APP_ORIGIN}/main/login?target=%2ForderDeliver`);
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver`);
    await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    // Nothing is pinned, so every column can scroll into the narrow view.
    expect(await page.locator('.ant-table-cell-fix-left, .ant-table-cell-fix-right').count()).toBe(0);
    // The rows scroll in the table's body (its header sticks apart from it).
    await page.locator('.ant-table-body').evaluate((table) => (table.scrollLeft = table.scrollWidth));
    await expect
      .poll(() => page.locator('[data-page-shown] .ant-table-row').first().getByText('详情').isVisible())
      .toBe(true);
  });
});
