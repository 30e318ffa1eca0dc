/** First loads and switches as an operator makes them: the login page, each screen, a menu switch, a kept tab, the theme, a page of 100 rows. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ORIGIN,
  FRAME_MS,
  isAsset,
  assetFigures,
  paints,
  firstRenderTasks,
  firstRowAfterData,
  freshPage,
  target,
} from './shared.mjs';

export async function measureLogin(browser) {
  const { context, page, requests } = await freshPage(browser, { signedIn: false });
  await page.goto(`${ORIGIN}/main/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /登\s*录/ }).waitFor();
  await page.waitForTimeout(300);
  const result = { ...assetFigures(requests), ...(await paints(page)), all: requests.map((request) => request.url) };
  // What the login page carries: no layout, no table, no screen.
  result.bodies = {};
  for (const file of result.files)
    if (file.endsWith('.js')) result.bodies[file] = readFileSync(join(target.dir, file), 'utf8');
  await context.close();
  return result;
}

/** A screen's cold first load; `dark`: the operator's appearance is 深色 (a dark reload). */
export async function measureScreen(browser, screen, { dark = false } = {}) {
  const { context, page, requests } = await freshPage(browser, { signedIn: true, dark });
  await page.goto(`${ORIGIN}${screen.path}`);
  let firstRowMs = null;
  let framesAfterData = null;
  let readyAt;
  if (screen.list) {
    await page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    await page.waitForFunction(() => window.__bench.firstRowPaint > 0);
    const { dataAt, rowAt } = await firstRowAfterData(page, screen.list);
    firstRowMs = rowAt;
    readyAt = rowAt;
    framesAfterData = dataAt === null ? null : Math.max(0, (rowAt - dataAt) / FRAME_MS);
  } else {
    await page.locator('.ant-pro-sider-menu').waitFor();
    // A list, a placeholder result, or a screen's own first view (风控设置 asks for a
    // platform; 工作台 shows its counts).
    await page.locator('.ant-result, .ant-table, .ant-empty, [data-testid="todo-count"]').first().waitFor();
    // A list's first view is its first row, not its empty frame (a list that stays empty for
    // 30 s counts to then).
    readyAt = await page.evaluate(async () => {
      if (!document.querySelector('.ant-table')) return performance.now();
      const until = performance.now() + 30_000;
      while (!(window.__bench.firstRowPaint > 0) && performance.now() < until)
        await new Promise((done) => setTimeout(done, 20));
      return window.__bench.firstRowPaint > 0 ? window.__bench.firstRowPaint : performance.now();
    });
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const shown = await page.evaluate(() => document.documentElement.dataset.appearance);
  if (shown !== (dark ? 'dark' : 'light'))
    throw new Error(`${screen.path} showed ${shown}, not ${dark ? 'dark' : 'light'}`);
  const readyWallMs = await page.evaluate((ready) => performance.timeOrigin + ready, readyAt);
  const result = {
    ...assetFigures(requests, readyWallMs),
    ...(await paints(page)),
    firstRowMs,
    framesAfterData,
    ...(await firstRenderTasks(page, readyAt)),
    all: requests.map((request) => request.url),
  };
  await context.close();
  return result;
}

/** From the workbench (no table) to 订单发货 through the side menu. */
export async function measureMenuSwitch(browser) {
  const { context, page, requests } = await freshPage(browser, { signedIn: true });
  await page.goto(`${ORIGIN}/dashboard`);
  await page.locator('.ant-pro-sider-menu').getByText('订单发货', { exact: true }).waitFor();
  // The workbench's own view, not only the menu: on a busy machine the layout can sit idle
  // for longer than networkidle's 500 ms before the workbench's chunk is even asked for, and
  // that chunk would then be counted as loaded by the switch.
  await page.locator('[data-testid="todo-count"]').first().waitFor();
  await page.locator('[data-testid="week-chart"]').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const before = new Set(requests.map((request) => request.url));
  const clickedAt = await page.evaluate(() => performance.now());
  await page.locator('.ant-pro-sider-menu').getByText('订单发货', { exact: true }).click();
  await page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
  await page.waitForFunction(() => window.__bench.firstRowPaint > 0);
  const rowAt = await page.evaluate(() => window.__bench.firstRowPaint);
  await page.waitForLoadState('networkidle');
  const loaded = requests
    .filter((request) => isAsset(request.url) && !before.has(request.url))
    .map((request) => new URL(request.url).pathname.slice(1));
  const reloaded = requests.filter(
    (request, index) => isAsset(request.url) && before.has(request.url) && index >= before.size,
  ).length;
  await context.close();
  return { switchMs: rowAt - clickedAt, loaded, reloaded };
}

/** Opens a screen from the side menu, unfolding its group first. */
async function openFromMenu(page, name, group) {
  const menu = page.locator('.ant-pro-sider-menu');
  const item = menu.getByText(name, { exact: true });
  if (!(await item.isVisible())) await menu.getByText(group, { exact: true }).click();
  await item.click();
  await page.locator('[data-page-shown] .ant-table-tbody .ant-table-row').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Back to a kept tab: 订单发货 (50 rows, two selected, an order's drawer open) is left for
 * 代理结算 and 充值记录, then shown again by its tab. Figures: from the click until the kept
 * page is on screen (its frame), and the longest task of the console's own (the mock's work
 * taken out) from the click until a second after, its refresh of stale data included.
 */
export async function measureTabSwitch(browser) {
  const { context, page } = await freshPage(browser, { signedIn: true });
  try {
    await page.goto(`${ORIGIN}/orderDeliver?tab=all&pageSize=50`);
    const rows = page.locator('[data-page-shown] .ant-table-tbody .ant-table-row');
    await rows.first().waitFor();
    await page.waitForLoadState('networkidle');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(1).getByText('详情', { exact: true }).click();
    await page.locator('.ant-drawer-open').waitFor();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    await openFromMenu(page, '代理结算', '代理管理');
    await openFromMenu(page, '充值记录', '财务管理');
    await page.waitForTimeout(500);
    const tab = page.getByRole('navigation', { name: '已打开的页面' }).getByRole('tab', { name: '订单发货' });
    const clickedAt = await page.evaluate(() => performance.now());
    await tab.click();
    await page.locator('[data-page-tab="/orderDeliver"][data-page-shown] .ant-table-row').first().waitFor();
    const shownAt = await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
    await page.waitForTimeout(1_000);
    const { longestTaskMs } = await page.evaluate((start) => {
      const mock = performance.getEntriesByName('mock', 'measure');
      const own = ({ start: at, duration }) =>
        duration -
        mock.reduce(
          (sum, work) =>
            sum + Math.max(0, Math.min(at + duration, work.startTime + work.duration) - Math.max(at, work.startTime)),
          0,
        );
      const tasks = window.__bench.longTasks.filter((task) => task.start + task.duration >= start).map(own);
      return { longestTaskMs: Math.round(Math.max(0, ...tasks)) };
    }, clickedAt);
    return { shownMs: shownAt - clickedAt, longestTaskMs };
  } finally {
    await context.close();
  }
}

/**
 * 订单发货 with 50 rows: from choosing 深色 in the user menu until the page shows dark (the
 * first frame after the document says dark and antd's variables changed), and the longest task
 * meanwhile; then back to 浅色 the same way (the dark algorithms' chunk already loaded).
 */
export async function measureThemeSwitch(browser) {
  const { context, page } = await freshPage(browser, { signedIn: true });
  try {
    await page.goto(`${ORIGIN}/orderDeliver?tab=all&pageSize=50`);
    await page.locator('[data-page-shown] .ant-table-tbody .ant-table-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    const switchTo = async (label, appearance) => {
      await page.getByTestId('current-user').hover();
      const entry = page.getByRole('menuitem', { name: label, exact: true });
      await entry.waitFor();
      await page.waitForTimeout(300);
      const clickedAt = await page.evaluate(() => performance.now());
      await entry.click();
      await page.waitForFunction((want) => document.documentElement.dataset.appearance === want, appearance);
      const shownAt = await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
      );
      await page.waitForTimeout(1_000);
      const longestTaskMs = await page.evaluate(
        (start) =>
          Math.round(
            Math.max(
              0,
              ...window.__bench.longTasks
                .filter((task) => task.start + task.duration >= start)
                .map((task) => task.duration),
            ),
          ),
        clickedAt,
      );
      await page.mouse.move(5, 600);
      return { shownMs: shownAt - clickedAt, longestTaskMs };
    };
    const dark = await switchTo('深色', 'dark');
    const light = await switchTo('浅色', 'light');
    return {
      darkMs: dark.shownMs,
      darkTaskMs: dark.longestTaskMs,
      lightMs: light.shownMs,
      lightTaskMs: light.longestTaskMs,
    };
  } finally {
    await context.close();
  }
}

/**
 * 订单发货 with page size 100: from choosing the size until the new page's rows are painted
 * (the first frame after the 100-row answer changed the rows; a big page renders the rows in
 * view, see src/components/ListScreen/useBigPage.ts), and the longest task meanwhile.
 */
export async function measurePageSize100(browser) {
  const { context, page } = await freshPage(browser, { signedIn: true });
  await page.goto(`${ORIGIN}/orderDeliver?tab=all`);
  await page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-pagination-options .ant-select').click();
  const option = page.locator('.ant-select-item-option').filter({ hasText: '100' });
  await option.waitFor();
  const clickedAt = await page.evaluate(() => performance.now());
  await option.click();
  const answeredAt = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((entry) => /shipList\?.*limit=100/.test(entry.name))
          ?.responseEnd ?? 0,
    );
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /shipList\?.*limit=100/.test(entry.name)),
  );
  const dataAt = await answeredAt();
  await page.waitForFunction((at) => window.__bench.rowPaints.some((paint) => paint > at), dataAt);
  await page.waitForTimeout(500);
  const figures = await page.evaluate(
    ({ start, at }) => {
      const tasks = window.__bench.longTasks.filter((task) => task.start >= start);
      const painted = window.__bench.rowPaints.find((paint) => paint > at);
      return { rowsMs: painted - start, longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)) };
    },
    { start: clickedAt, at: dataAt },
  );
  await context.close();
  return figures;
}
