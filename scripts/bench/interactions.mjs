/**
 * What an operator feels on every click (npm run bench -- --interactions, and part of a full
 * `npm run bench`): the daily moves of 订单发货, 代理结算 and 平台管理 with the page's CPU four
 * times slower (an older office PC, DevTools' throttling), each read from the Event Timing API
 * as INP counts it: the longest event of the interaction, input delay, handlers and the
 * frame after them. Cold runs (a new browser context each), medians and worst.
 *
 *   INTERACTION_RUNS=3   INTERACTION_CPU=4   INTERACTION_DIR=dist-bench (an existing build)
 *
 * Timings move by ±30 % between runs on these machines: reported, never gated.
 */
import { startStaticServer } from '../serve.mjs';

const PORT = 4342;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** Runs before the app: every event entry that belongs to an interaction. */
export function observeInteractions() {
  const entries = [];
  window.__interactions = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        entries.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const shown = (page) => page.locator('[data-page-shown]');
const rows = (page) => shown(page).locator('.ant-table-tbody .ant-table-row');

/** The page's own idle moment: no frame waits, no entry is still to come. */
export async function settle(page, ms = 400) {
  await page.waitForTimeout(ms);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/**
 * One move: what the operator does (`act`), what they then see (`until`); the longest event
 * of the interactions it started, in ms (Event Timing rounds to 8 ms).
 */
export async function timed(page, act, until) {
  await settle(page);
  const from = await page.evaluate(() => performance.now());
  await act();
  if (until) await until();
  await settle(page, 600);
  return page.evaluate(
    (since) => Math.max(0, ...window.__interactions.filter((entry) => entry.start >= since).map((e) => e.duration)),
    from,
  );
}

/** Types as an operator does, a key at a time; the worst key. */
export async function typed(page, input, text) {
  await input.click();
  await settle(page);
  let worst = 0;
  for (const key of text) worst = Math.max(worst, await timed(page, () => page.keyboard.type(key)));
  return worst;
}

async function openFromMenu(page, name, group) {
  const menu = page.locator('.ant-pro-sider-menu');
  const item = menu.getByText(name, { exact: true });
  if (!(await item.isVisible())) {
    await menu.getByText(group, { exact: true }).click();
    await item.waitFor();
  }
  return item;
}

const escapeCloses = (page, selector) => async () => {
  await page.locator(selector).last().waitFor({ state: 'hidden' });
};

/** The moves of each screen, in the order an operator makes them. */
const SCREENS = [
  {
    name: '订单发货',
    path: '/orderDeliver?tab=all&pageSize=10',
    moves: async (page) => {
      const figures = {};
      figures['tick one row'] = await timed(
        page,
        () => rows(page).nth(1).getByRole('checkbox').click(),
        () => rows(page).nth(1).locator('.ant-checkbox-checked').waitFor(),
      );
      // A second tick, on the next row that may be ticked: what every tick after the first costs.
      const free = '.ant-checkbox-wrapper:not(.ant-checkbox-wrapper-disabled):not(.ant-checkbox-wrapper-checked)';
      const key = await rows(page)
        .filter({ has: page.locator(free) })
        .first()
        .getAttribute('data-row-key');
      const second = shown(page).locator(`.ant-table-row[data-row-key="${key}"]`);
      figures['tick a second row'] = await timed(
        page,
        () => second.getByRole('checkbox').click(),
        () => second.locator('.ant-checkbox-checked').waitFor(),
      );
      const header = shown(page).locator('.ant-table-thead .ant-checkbox-input').first();
      figures['tick the header box'] = await timed(
        page,
        () => header.click(),
        () => rows(page).nth(0).locator('.ant-checkbox-checked').waitFor(),
      );
      figures['open 批量云打印'] = await timed(
        page,
        () => page.getByRole('button', { name: /批量云打印/ }).click(),
        () => page.locator('.ant-modal-wrap').last().waitFor(),
      );
      figures['Esc closes the dialog'] = await timed(
        page,
        () => page.keyboard.press('Escape'),
        escapeCloses(page, '.ant-modal-wrap'),
      );
      figures['open 详情'] = await timed(
        page,
        () => rows(page).nth(2).getByText('详情', { exact: true }).click(),
        () => page.locator('.ant-drawer-open').waitFor(),
      );
      figures['Esc closes 详情'] = await timed(
        page,
        () => page.keyboard.press('Escape'),
        () => page.locator('.ant-drawer-open').waitFor({ state: 'detached' }),
      );
      figures['type a keyword (worst key)'] = await typed(page, shown(page).locator('input#keyword'), '1380');
      const menuItem = await openFromMenu(page, '资金流水', '财务管理');
      figures['side menu to 资金流水'] = await timed(
        page,
        () => menuItem.click(),
        () => page.locator('[data-page-tab^="/finance/flow"][data-page-shown] .ant-table-row').first().waitFor(),
      );
      const tab = page.getByRole('navigation', { name: '已打开的页面' }).getByRole('tab', { name: '订单发货' });
      figures['back to the 订单发货 tab'] = await timed(
        page,
        () => tab.click(),
        () => page.locator('[data-page-tab^="/orderDeliver"][data-page-shown] .ant-table-row').first().waitFor(),
      );
      return figures;
    },
  },
  {
    name: '代理结算',
    path: '/agent/settlement?pageSize=10',
    moves: async (page) => {
      const figures = {};
      figures['tick one row'] = await timed(
        page,
        () => rows(page).nth(1).getByRole('checkbox').click(),
        () => rows(page).nth(1).locator('.ant-checkbox-checked').waitFor(),
      );
      figures['tick the header box'] = await timed(
        page,
        () => shown(page).locator('.ant-table-thead .ant-checkbox-input').first().click(),
        () => rows(page).nth(0).locator('.ant-checkbox-checked').waitFor(),
      );
      figures['open 确认交付 (dialog)'] = await timed(
        page,
        () => rows(page).nth(2).getByRole('button', { name: '确认交付' }).click(),
        () => page.locator('.ant-modal-wrap').last().waitFor(),
      );
      figures['Esc closes the dialog'] = await timed(
        page,
        () => page.keyboard.press('Escape'),
        escapeCloses(page, '.ant-modal-wrap'),
      );
      figures['type a keyword (worst key)'] = await typed(page, shown(page).locator('input#keyword'), 'JS20');
      return figures;
    },
  },
  {
    name: '平台管理',
    path: '/platform/list?pageSize=10',
    moves: async (page) => {
      const figures = {};
      figures['open 充值 (dialog)'] = await timed(
        page,
        () =>
          rows(page)
            .nth(1)
            .getByRole('button', { name: /充\s*值$/ })
            .click(),
        () => page.locator('.ant-modal-wrap').last().waitFor(),
      );
      figures['Esc closes the dialog'] = await timed(
        page,
        () => page.keyboard.press('Escape'),
        escapeCloses(page, '.ant-modal-wrap'),
      );
      figures['open 详情 (drawer)'] = await timed(
        page,
        () => rows(page).nth(2).getByText('详情', { exact: true }).click(),
        () => page.locator('.ant-drawer-open').waitFor(),
      );
      figures['Esc closes 详情'] = await timed(
        page,
        () => page.keyboard.press('Escape'),
        () => page.locator('.ant-drawer-open').waitFor({ state: 'detached' }),
      );
      figures['type a keyword (worst key)'] = await typed(page, shown(page).locator('input#keyword'), 'P100');
      return figures;
    },
  },
];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** One cold run of one screen's moves. */
async function runScreen(browser, screen, slowdown) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript(observeInteractions);
  await context.addInitScript(() => {
    localStorage.setItem('mock.latency', '0');
    sessionStorage.setItem('token', 'mk.1.bench');
    localStorage.setItem('token', 'mk.1.bench');
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  try {
    await page.goto(`${ORIGIN}${screen.path}`);
    await rows(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The bell and the side menu's late work are done before the first move.
    await settle(page, 3_500);
    return await screen.moves(page);
  } finally {
    await context.close();
  }
}

/**
 * Every move of every screen, `runs` cold runs each, at `slowdown`. Returns
 * `{ screen: { move: { median, max, runs: [...] } } }`.
 */
export async function measureInteractions(browser, { dir, runs = 3, slowdown = 4, log = console.log }) {
  const server = await startStaticServer({ dir, port: PORT });
  const figures = {};
  try {
    for (const screen of SCREENS) {
      const perMove = {};
      for (let run = 0; run < runs; run += 1) {
        const result = await runScreen(browser, screen, slowdown);
        for (const [move, ms] of Object.entries(result)) (perMove[move] ??= []).push(ms);
        log(`  ${screen.name} run ${run + 1}: ${Object.values(result).join(' ')}`);
      }
      figures[screen.name] = Object.fromEntries(
        Object.entries(perMove).map(([move, values]) => [
          move,
          { median: median(values), max: Math.max(...values), runs: values },
        ]),
      );
    }
  } finally {
    await new Promise((done) => server.close(done));
  }
  return figures;
}

/**
 * The table `npm run bench` prints and docs/performance.md shows; with Ant Design Pro's table
 * list measured in the same run (`ADP_URL`, scripts/bench/adp.mjs), its figures beside the
 * console's 订单发货 where the move exists there.
 */
export function interactionTable(figures, slowdown, adp) {
  const lines = [
    `| screen | move (CPU ${slowdown}× slower) | median ms | worst ms | within 200 |${adp ? ' ADP 6 table list, median / worst | ratio |' : ''}`,
    `|---|---|---|---|---|${adp ? '---|---|' : ''}`,
  ];
  for (const [screen, moves] of Object.entries(figures))
    for (const [move, { median: mid, max }] of Object.entries(moves)) {
      const theirs = screen === '订单发货' ? adp?.[move] : undefined;
      const beside = !adp
        ? ''
        : theirs
          ? ` ${theirs.median} / ${theirs.max} | ${(mid / theirs.median).toFixed(2)} |`
          : ' — | |';
      lines.push(`| ${screen} | ${move} | ${mid} | ${max} | ${mid <= 200 ? 'yes' : 'no'} |${beside}`);
    }
  return lines.join('\n');
}
