/**
 * Ant Design Pro 6's table list, measured with the console's own moves (scripts/bench/
 * interactions.mjs) in the same run, at the same CPU slowdown: the ADP column of the
 * interaction table. Run ADP beside the bench and name it:
 *
 *   git clone --depth 1 -b v6.0.3 https://github.com/ant-design/ant-design-pro /tmp/adp
 *   cd /tmp/adp && npm install && ANT_DESIGN_PRO_ONLY_DO_NOT_USE_IN_YOUR_PRODUCTION=site npm start
 *   ADP_URL=http://127.0.0.1:8000 npm run bench -- --interactions
 *
 * (`site` signs the demo in as admin; ADP's mock data are served by its dev server only, so its
 * figures are of a development build: React's checks in, nothing minified. Its list shows 20 rows
 * a page, the console's 10. Its devDependencies beyond @umijs/max are not needed to run it.)
 */
import { median, observeInteractions, settle, timed, typed } from './interactions.mjs';

/** One cold run of ADP's table list: the moves it shares with 订单发货. */
async function runAdp(browser, url, slowdown) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const rows = page.locator('.ant-table-tbody .ant-table-row');
  try {
    await page.goto(`${url}/list/table-list`);
    // ADP's demo signs in with admin / ant.design when its mock asks for it.
    if (page.url().includes('/user/login') || (await page.locator('#username').count())) {
      await page.locator('#username').fill('admin');
      await page.locator('#password').fill('ant.design');
      await page.locator('.ant-btn-primary.ant-btn-lg').click();
      await page.locator('#username').waitFor({ state: 'detached' });
      await page.goto(`${url}/list/table-list`);
    }
    await rows.first().waitFor();
    await page.waitForLoadState('networkidle');
    await settle(page, 3_500);
    const figures = {};
    figures['tick one row'] = await timed(
      page,
      () => rows.nth(1).getByRole('checkbox').click(),
      () => rows.nth(1).locator('.ant-checkbox-checked').waitFor(),
    );
    figures['tick the header box'] = await timed(
      page,
      () => page.locator('.ant-table-thead .ant-checkbox-input').first().click(),
      () => rows.nth(0).locator('.ant-checkbox-checked').waitFor(),
    );
    // The rule's name opens its detail drawer (a link-styled button in 6.0.3).
    figures['open 详情'] = await timed(
      page,
      () => rows.nth(2).locator('td .ant-btn-link').first().click(),
      () => page.locator('.ant-drawer-open').waitFor(),
    );
    figures['Esc closes 详情'] = await timed(
      page,
      () => page.keyboard.press('Escape'),
      () => page.locator('.ant-drawer-open').waitFor({ state: 'detached' }),
    );
    figures['type a keyword (worst key)'] = await typed(
      page,
      page.locator('.ant-pro-query-filter input:visible').first(),
      '1380',
    );
    return figures;
  } finally {
    await context.close();
  }
}

/** `{ move: { median, max, runs } }` of ADP's table list, `runs` cold runs. */
export async function measureAdp(browser, { url, runs = 3, slowdown = 4, log = console.log }) {
  const perMove = {};
  for (let run = 0; run < runs; run += 1) {
    const result = await runAdp(browser, url, slowdown);
    for (const [move, ms] of Object.entries(result)) (perMove[move] ??= []).push(ms);
    log(`  ADP table list run ${run + 1}: ${Object.values(result).join(' ')}`);
  }
  return Object.fromEntries(
    Object.entries(perMove).map(([move, values]) => [
      move,
      { median: median(values), max: Math.max(...values), runs: values },
    ]),
  );
}
