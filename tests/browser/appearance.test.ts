/**
 * Appearance in Chromium on the production build: an operator's 深色 / 紧凑 is theirs (it
 * survives a reload and their sign-out and sign-in, and is not the next operator's), a dark
 * reload paints dark first, a switch keeps every kept page as it was (the same DOM, the same
 * selection, the drawer still open), and axe-core finds nothing serious or critical on each
 * screen in the dark theme.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  clickInUserMenu,
  listReady,
  logIn,
  motionSettled,
  openSignedIn,
  openWithPalette,
  seriousA11yFindings,
  sideMenu,
  signOut,
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

const rows = (page: Page) => page.locator('[data-page-shown] .ant-table-tbody .ant-table-row');

/**
 * Chooses an entry of the header's user menu and sees it marked as chosen; when it is not, the
 * click was lost (see clickInUserMenu) and the operator clicks again.
 */
async function fromUserMenu(page: Page, entry: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const item = await clickInUserMenu(page, entry, attempt === 1 ? 5_000 : 20_000);
      await expect.poll(() => item.getAttribute('class'), { timeout: 3_000 }).toContain('-item-selected');
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** What the document shows: the appearance noted on it and the page's painted background. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    appearance: document.documentElement.dataset.appearance ?? '',
    background: getComputedStyle(document.documentElement).backgroundColor,
  }));

/**
 * The background the layout's content area shows: its own, or the nearest painted one behind it
 * (a transparent element shows what is under it, down to the document's).
 */
const contentBackground = (page: Page) =>
  page
    .locator('[data-page-shown]')
    .first()
    .evaluate((element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const color = getComputedStyle(at).backgroundColor;
        if (!/^rgba\(.*,\s*0\)$/.test(color) && color !== 'transparent') return color;
      }
      return 'transparent';
    });

/** Relative luminance of an `rgb(…)` colour: under 0.2 reads as dark. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).slice(0, 3).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

describe('appearance in Chromium', () => {
  it('keeps 深色 for its operator across a reload (painted dark first) and their next sign-in, never for the next operator', async () => {
    const page = await openSignedIn(harness, '/orderDeliver', { width: 1440, height: 900 });
    await listReady(page);
    expect((await shown(page)).appearance).toBe('light');
    await fromUserMenu(page, '深色');
    await expect.poll(async () => (await shown(page)).appearance).toBe('dark');
    await expect.poll(async () => luminance(await contentBackground(page))).toBeLessThan(0.05);
    expect(await contentBackground(page)).not.toBe('transparent');

    // A reload: the first frame is already dark, before any of the console's code has run.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(
          document.documentElement,
        ).backgroundColor;
      });
    });
    await page.reload();
    const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: string }).firstFrame);
    expect(luminance((await firstFrame.jsonValue()) as string)).toBeLessThan(0.05);
    await listReady(page);
    expect((await shown(page)).appearance).toBe('dark');

    // Signed out: the sign-in page is light; the next operator gets their own (light).
    await signOut(page, /退出登录/);
    await expect.poll(async () => luminance((await shown(page)).background)).toBeGreaterThan(0.8);
    await logIn(page, 'operator', 'operator123');
    await page.waitForURL((url) => !url.pathname.startsWith('/main/login'));
    await listReady(page);
    expect((await shown(page)).appearance).toBe('light');
    expect(luminance(await contentBackground(page))).toBeGreaterThan(0.8);

    // The first operator again: dark, as they left it.
    await signOut(page, /退出登录/);
    await logIn(page);
    await page.waitForURL((url) => !url.pathname.startsWith('/main/login'));
    await listReady(page);
    await expect.poll(async () => (await shown(page)).appearance).toBe('dark');
    await page.context().close();
  });

  it('switches to 深色 and 紧凑 without a reload: the kept pages stay the same, selection and drawer included', async () => {
    const page = await openSignedIn(harness, '/orderDeliver', { width: 1440, height: 900 });
    await listReady(page);
    for (const index of [0, 2]) await rows(page).nth(index).getByRole('checkbox').check();
    // 平台列表 in a second tab, one platform's detail open over it.
    await sideMenu(page).getByText('平台管理', { exact: true }).click();
    await sideMenu(page).getByText('平台列表', { exact: true }).click();
    await page.waitForURL(/\/platform\/list/);
    await listReady(page);
    await rows(page).first().getByRole('button', { name: '详情' }).click();
    const detail = page.getByRole('dialog').filter({ hasText: '平台详情' });
    await detail.waitFor();
    await motionSettled(page);
    await page.evaluate(() => {
      (window as unknown as { kept: Element | null }).kept = document.querySelector('[data-page-shown] .ant-table');
    });
    const before = await page.evaluate(() => performance.now());

    await fromUserMenu(page, '深色');
    await expect.poll(async () => (await shown(page)).appearance).toBe('dark');
    await fromUserMenu(page, '紧凑');
    await expect.poll(async () => (await shown(page)).appearance).toBe('dark compact');
    // Nothing re-mounted: the same table element, the drawer still open.
    expect(await page.evaluate(() => (window as unknown as { kept: Element }).kept.isConnected)).toBe(true);
    await expect.poll(() => detail.isVisible()).toBe(true);
    expect(await page.evaluate((mark) => performance.getEntriesByType('navigation')[0].startTime <= mark, before)).toBe(
      true,
    );
    // Back to 订单发货 by its tab: the two rows still selected.
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('tab', { name: '订单发货' }).click();
    await page.waitForURL(/\/orderDeliver/);
    for (const index of [0, 2]) expect(await rows(page).nth(index).getByRole('checkbox').isChecked()).toBe(true);
    await page.context().close();
  });

  it('finds nothing serious or critical with axe-core on every screen in 深色', { timeout: 360_000 }, async () => {
    const page = await openSignedIn(harness, '/dashboard', { width: 1440, height: 900 });
    await page.getByTestId('current-user').waitFor();
    await fromUserMenu(page, '深色');
    await expect.poll(async () => (await shown(page)).appearance).toBe('dark');
    const findings: string[] = [];
    // Each screen opened as an operator opens the next (Ctrl+K), the ones before kept in their tabs.
    for (const [path, name] of [
      ['/dashboard', '工作台'],
      ['/orderDeliver', '订单发货'],
      ['/agent/list', '代理列表'],
      ['/agent/settlement', '代理结算'],
      ['/platform/list', '平台列表'],
      ['/platform/risk', '风控设置'],
      ['/finance/recharge', '充值记录'],
      ['/finance/flow', '资金流水'],
      ['/consumption/log', '消费记录'],
      ['/system/menu', '菜单管理'],
    ]) {
      if (path !== '/dashboard') await openWithPalette(page, name);
      await page.waitForURL(`${APP_ORIGIN}${path}`);
      await page.locator('[data-page-shown]').first().waitFor();
      await motionSettled(page);
      for (const finding of await seriousA11yFindings(page))
        findings.push(`${path}: ${finding.rule} ${finding.nodes.join(' | ')}`);
    }
    expect(findings).toEqual([]);
    await page.context().close();
  });
});
