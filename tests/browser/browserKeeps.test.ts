/**
 * A shared PC through the browser's own machinery, on the production build: what the browser
 * keeps for a tab (its back/forward cache, the sign-in page's history, a record left open in
 * memory, a discarded tab's session storage) never shows one operator's work to the next.
 * Here, unlike the rest of the suite, Chromium runs with its back/forward cache on (Playwright
 * turns it off by default), as an operator's browser does.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  CHROMIUM,
  CHROMIUM_ARGS,
  listReady,
  logIn,
  openSignedIn,
  openWithPalette,
  signOut,
  startHarness,
  type Harness,
} from './harness';

let harness: Harness;
let cachingBrowser: Browser;

beforeAll(async () => {
  harness = await startHarness();
  cachingBrowser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
});

afterAll(async () => {
  await cachingBrowser?.close();
  await harness?.close();
});

/** What of the administrator (张晓云, her search for a customer's mobile) a page may show: nothing. */
const ADMIN_SEEN = /张晓云|13800138000/;

/** What the page shows and holds now: its address, the text on screen, the search boxes' values. */
const seenNow = (page: Page) =>
  page.evaluate(() => ({
    url: location.href,
    text: document.documentElement.style.visibility === 'hidden' ? '' : document.body.innerText,
    typed: [...document.querySelectorAll('input')].map((input) => input.value).join(' '),
  }));

async function searchForMobile(page: Page) {
  const keyword = page.locator('[data-page-shown]').getByLabel('订单号/运单号');
  await keyword.fill('13800138000');
  await keyword.press('Enter');
  await page.waitForURL(/keyword=13800138000/);
  await listReady(page);
}

describe('what the browser keeps, on a shared PC', () => {
  it('Back after another sign-in restores nothing of an earlier one, across page loads, with the back/forward cache on', async () => {
    const context = await cachingBrowser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${APP_ORIGIN}/main/login?target=${encodeURIComponent('/orderDeliver')}`);
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver`);
    await listReady(page);
    await searchForMobile(page);
    // The day's second page load in this tab: a link pasted into the address bar.
    await page.goto(`${APP_ORIGIN}/consumption/log`);
    await listReady(page);
    await signOut(page, /退出登录/);
    await logIn(page, 'operator', 'operator123');
    await page.waitForURL((url) => !url.pathname.startsWith('/main/login'));
    await page.locator('[data-page-shown]').first().waitFor();
    for (let back = 0; back < 3; back += 1) {
      await page.goBack().catch(() => undefined);
      // Each moment the page shows, for a while after the move: never the administrator's screen
      // or search. (The address of the entry Back reached is the browser's to show until the
      // console replaces it with the operator's own.)
      for (let look = 0; look < 8; look += 1) {
        const seen = await seenNow(page).catch(() => undefined);
        if (seen) expect(`${seen.text} ${seen.typed}`).not.toMatch(ADMIN_SEEN);
        await page.waitForTimeout(150);
      }
      await expect.poll(() => page.url(), { timeout: 20_000, message: `Back ${back + 1}` }).not.toMatch(ADMIN_SEEN);
    }
    await context.close();
  });

  it('an address reached by Back from the sign-in page is no target: the next operator lands on their own screen', async () => {
    const page = await openSignedIn(harness, '/orderDeliver', { width: 1440, height: 900 });
    await listReady(page);
    await searchForMobile(page);
    await signOut(page, /退出登录/);
    await page.goBack();
    // The earlier address turns into the sign-in page, carrying nothing of it.
    await page.waitForURL(/\/main\/login/);
    expect(page.url()).not.toMatch(/target|keyword|13800138000/);
    await logIn(page, 'operator', 'operator123');
    await page.waitForURL((url) => !url.pathname.startsWith('/main/login'));
    await page.locator('[data-page-shown]').first().waitFor();
    const seen = await seenNow(page);
    expect(`${seen.url} ${seen.typed}`).not.toMatch(ADMIN_SEEN);
    await page.context().close();
  });

  it('a record left open when the session ends is not open for the next operator', async () => {
    const page = await openSignedIn(harness, '/orderDeliver', { width: 1440, height: 900 });
    await listReady(page);
    const orderNo = (await page.locator('[data-page-shown] .ant-table-tbody .ant-table-row').first().innerText()).match(
      /ZL\d{14}/,
    )![0];
    await openWithPalette(page, orderNo);
    const detail = page.getByRole('dialog').filter({ hasText: `订单详情 ${orderNo}` });
    await detail.waitFor();
    // Signed out from another tab of the console while the record is open here.
    const other = await page.context().newPage();
    await other.goto(`${APP_ORIGIN}/orderDeliver`);
    await listReady(other);
    await signOut(other, /退出登录/);
    await page.waitForURL(/\/main\/login/);
    await logIn(page, 'operator', 'operator123');
    await page.waitForURL((url) => !url.pathname.startsWith('/main/login'));
    await page.locator('[data-page-shown]').first().waitFor();
    await page.waitForTimeout(1_500);
    expect(await page.getByRole('dialog').filter({ hasText: '订单详情' }).count()).toBe(0);
    await page.context().close();
  });

  it('a tab whose session storage outlived a sign-out elsewhere (discarded, then clicked) comes back signed out', async () => {
    const page = await openSignedIn(harness, '/orderDeliver', { width: 1440, height: 900 });
    await listReady(page);
    await searchForMobile(page);
    const context: BrowserContext = page.context();
    // The browser discards the tab: it keeps its address and its session storage, nothing runs.
    const kept = await page.evaluate(() => ({ url: location.href, session: { ...sessionStorage } }));
    await page.close();
    const other = await context.newPage();
    await other.goto(`${APP_ORIGIN}/consumption/log`);
    await listReady(other);
    await signOut(other, /退出登录/);
    await other.close();
    // Clicked again, the discarded tab reloads with the session storage it kept.
    const back = await context.newPage();
    await back.addInitScript((session: Record<string, string>) => {
      if (sessionStorage.getItem('discarded.restored')) return;
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      sessionStorage.setItem('discarded.restored', '1');
    }, kept.session);
    await back.goto(kept.url);
    await back.waitForURL(/\/main\/login/);
    await back.getByRole('button', { name: /登\s*录/ }).waitFor();
    const seen = await seenNow(back);
    expect(`${seen.url} ${seen.text} ${seen.typed}`).not.toMatch(ADMIN_SEEN);
    // Its address is no target: the next operator lands on their own screen.
    expect(seen.url).not.toMatch(/target/);
    await context.close();
  });
});
