/**
 * Looking things up without losing the work, in Chromium on the production build: a record
 * opened from the palette shows over the screen the operator is on and leaves every tab as it
 * was; the palette takes the typing over an open drawer; the page tabs stay on screen and
 * clickable while a list scrolls and while a drawer is open.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  chooseCarrier,
  listReady,
  motionSettled,
  openSignedIn,
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

  it('gives back the selection and the open drawer after F5, in this tab', async () => {
    const page = await openSignedIn(harness, '/orderDeliver?tab=all', { width: 1440, height: 900 });
    await listReady(page);
    await rows(page).nth(1).getByRole('checkbox').check();
    await rows(page).nth(3).getByRole('checkbox').check();
    await shown(page).getByText('已选 2 单').waitFor();
    const orderNo = await orderNoOf(page, 2);
    await shown(page).getByText(orderNo, { exact: true }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: `订单详情 ${orderNo}` });
    await drawer.getByRole('region', { name: '打印记录' }).waitFor();

    await page.reload();
    await listReady(page);
    await drawer.getByRole('region', { name: '打印记录' }).waitFor();
    await shown(page).getByText('已选 2 单').waitFor();
    expect(await rows(page).nth(1).getByRole('checkbox').isChecked()).toBe(true);
    expect(await rows(page).nth(3).getByRole('checkbox').isChecked()).toBe(true);
    // Ids only: nothing of the order itself is kept for the reload.
    const kept = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(kept).not.toMatch(/receiver|platformName/);
    await page.context().close();
  });

  it('gives the window scroll back exactly after a shorter page, and after F5', async () => {
    // 20 rows make the page about 1770 px tall at 1440×900; 平台列表 about 1050.
    const page = await openSignedIn(harness, '/orderDeliver?tab=all&pageSize=20', { width: 1440, height: 900 });
    await listReady(page);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(scrollY).toBe(800);
    await sideMenu(page).getByText('平台管理', { exact: true }).click();
    await sideMenu(page).getByText('平台列表', { exact: true }).click();
    await listReady(page);
    expect(await scrollY()).toBeLessThan(200);
    await sideMenu(page).getByText('订单发货', { exact: true }).click();
    await expect.poll(scrollY).toBe(800);

    await page.reload();
    await listReady(page);
    await expect.poll(scrollY, { timeout: 15_000 }).toBe(800);
    await page.context().close();
  });

  it('opens the records a record names over the screen, with 返回 to the first', async () => {
    const page = await openSignedIn(harness, '/consumption/log', { width: 1440, height: 900 });
    await listReady(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: '搜索' }).fill('JS2026');
    const hit = page.getByRole('option', { name: /JS2026\d+/ }).first();
    const settleNo = /JS2026\d+/.exec(await hit.innerText())![0];
    await hit.click();
    const settlement = page.getByRole('dialog').filter({ hasText: `结算单 ${settleNo}` });
    const related = settlement.locator('.ant-descriptions').filter({ hasText: '相关记录' });
    const agentLink = related.getByRole('link').first();
    const agentName = await agentLink.innerText();
    await agentLink.click();
    const agent = page.getByRole('dialog').filter({ hasText: `代理商详情 · ${agentName}` });
    await agent.getByRole('tab', { name: '资料' }).waitFor();
    await expect.poll(() => settlement.count()).toBe(0);
    // From the agent, one of its platforms; 返回 twice comes back to the settlement.
    await agent.getByRole('tab', { name: /签约平台/ }).click();
    const platformLink = agent.locator('.ant-table-row').first().getByRole('link');
    const platformName = await platformLink.innerText();
    await platformLink.click();
    const platform = page.getByRole('dialog').filter({ hasText: `平台详情 · ${platformName}` });
    await platform.getByText('平台编号').waitFor();
    await platform.getByRole('button', { name: '返回' }).click();
    await agent.getByRole('tab', { name: '资料' }).waitFor();
    await agent.getByRole('button', { name: '返回' }).click();
    await related.waitFor();
    expect(await settlement.getByRole('button', { name: '返回' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await settlement.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${APP_ORIGIN}/consumption/log`);
    await page.context().close();
  });

  it('takes 20 pasted numbers with 2 unknown: 18 found across the tabs, the 2 named, the found printed as one batch', async () => {
    const page = await openSignedIn(harness, '/orderDeliver?tab=all&pageSize=50', { width: 1440, height: 900 });
    await listReady(page);
    // The table renders the rows in view: read them, scroll on, until 18 are known.
    const known: string[] = [];
    await rows(page).first().hover();
    while (known.length < 18) {
      for (const text of await rows(page).allInnerTexts()) {
        const number = /ZL\d{14}/.exec(text)?.[0];
        if (number && !known.includes(number) && known.length < 18) known.push(number);
      }
      await page.mouse.wheel(0, 300);
    }
    const unknown = ['ZL20990101000001', 'ZL20990101000002'];
    const column = [...known.slice(0, 9), unknown[0], ...known.slice(9), unknown[1]];
    await tabBar(page).getByRole('tab', { name: '订单发货' }).waitFor();
    await page.goto(`${APP_ORIGIN}/orderDeliver`);
    await listReady(page);
    // Pasted as Excel puts a column on the clipboard: one number per line.
    const box = shown(page).getByPlaceholder('输入订单号或运单号');
    await box.focus();
    await box.evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, column.join('\r\n'));
    await box.press('Enter');
    const note = page.getByTestId('many-numbers');
    await note.getByText('按 20 个单号逐个查找，找到 18 条').waitFor();
    for (const number of unknown) await note.getByText(new RegExp(number)).waitFor();
    await tabBar(page).waitFor();
    await shown(page).getByRole('tab', { name: /全部/ }).click();
    await expect.poll(() => rows(page).count()).toBe(18);

    // Every printable order found, selected at once, printed as one batch.
    await shown(page).locator('.ant-table-thead').getByRole('checkbox').check();
    const print = page.getByRole('button', { name: /批量云打印 \(\d+\)/ });
    const count = Number(/\((\d+)\)/.exec((await print.innerText()).replace(/\s/g, ''))![1]);
    expect(count).toBeGreaterThan(0);
    await print.click();
    const dialog = page.getByRole('dialog').filter({ hasText: '将为' });
    await dialog.waitFor();
    await motionSettled(page);
    const reprint = dialog.getByRole('checkbox');
    if (await reprint.count()) await reprint.first().check();
    await chooseCarrier(page, dialog);
    await dialog.getByRole('button', { name: /^打印 \d+ 单$/ }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '打印结果' })
      .getByText(/成功 \d+ 单/)
      .waitFor();
    await page.context().close();
  });
});
