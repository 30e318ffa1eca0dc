/**
 * How the console's cost grows with the work (npm run bench; `--scale` for this part alone).
 * Drives the mock build (dist-bench) in Chromium with the mock's larger data set
 * (`localStorage['mock.scale']`, mock/db/scale.ts, each scenario its own: 50,000 orders or flow rows, 2,000 menu
 * entries, 5,000 agents and platforms, 200 settlements to confirm) and measures, against `scale` in bench/budgets.json:
 *   - export of 50,000 rows (订单发货, 资金流水): time, rows per second, the longest main-thread
 *     task while it runs, peak JS heap, and the heap once the file is written (after a GC);
 *   - every list at page size 100: the longest task when choosing 100, turning the page and
 *     switching the tab;
 *   - 菜单管理 with 2,000 entries: first render (with the side menu), each keystroke of a
 *     search, 全部展开;
 *   - batch print of 500 orders and batch confirmation of 200 settlements, each selected as
 *     one page: selecting, the dialog, the sending and its result list, scrolling that list;
 *   - the agent and platform filter selects with 5,000 options: opening, typing, picking;
 *   - a working day in one browser tab: DAY_STEPS steps (every screen through the side menu, so ten
 *     page tabs kept open all day, pages,
 *     detail drawers), the heap after a forced GC, DOM nodes, listeners and live intervals every
 *     100 steps (the mock's normal data, so only the console's own growth shows).
 * Timings are medians of SCALE_RUNS runs; the machine is noisy, so compare them as ratios.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.mjs';
import { startStaticServer } from '../serve.mjs';

// SCALE_PORT: another port, so a run can go beside CI's bench:ci (which serves its day here).
const PORT = Number(process.env.SCALE_PORT) || 4341;
/**
 * SCALE_CPU_SLOWDOWN=4: Chromium runs the page's CPU that many times slower (DevTools' CPU
 * throttling), so a fast machine can show whether the budgets hold on a slow one. The
 * figures are then the slowed page's, and the results go to scale-cpu<N>x.{md,json}.
 */
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.SCALE_CPU_SLOWDOWN) || 1);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MiB = 1024 * 1024;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const LISTS = [
  '/orderDeliver',
  '/agent/list',
  '/agent/settlement',
  '/finance/recharge',
  '/finance/flow',
  '/consumption/log',
  '/platform/list',
];

/** Before the app: long tasks, and the intervals alive (a leak keeps adding them). */
function instrument({ scale, timing }) {
  localStorage.setItem('mock.latency', '0');
  // The mock's work as timeline entries, except over a day (they would add to its heap).
  if (timing) localStorage.setItem('mock.timing', '1');
  else localStorage.removeItem('mock.timing');
  // Only the big table the scenario is about (mock/db/index.ts).
  if (scale) localStorage.setItem('mock.scale', scale);
  else localStorage.removeItem('mock.scale');
  sessionStorage.setItem('token', 'mk.1.bench');
  localStorage.setItem('token', 'mk.1.bench');
  const tasks = [];
  window.__tasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const live = new Set();
  window.__intervals = live;
  const set = window.setInterval.bind(window);
  const clear = window.clearInterval.bind(window);
  window.setInterval = (...args) => {
    const id = set(...args);
    live.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    live.delete(id);
    return clear(id);
  };
}

async function openPage(browser, { scale, timing = true }) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    acceptDownloads: true,
  });
  await context.addInitScript(instrument, { scale, timing });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

const now = (page) => page.evaluate(() => performance.now());
/**
 * The console's longest main-thread task in [from, to]: each long task less the mock's own
 * work inside it (`mock` measures, mock/timing.ts). The mock answers in the page's thread;
 * a real backend does that work elsewhere, so it is not the console's cost.
 */
const longestTask = (page, from, to = Infinity) =>
  page.evaluate(
    ([start, end]) => {
      const mock = performance.getEntriesByName('mock', 'measure');
      const consoleMs = ([at, ms]) =>
        ms -
        mock.reduce(
          (sum, work) =>
            sum + Math.max(0, Math.min(at + ms, work.startTime + work.duration) - Math.max(at, work.startTime)),
          0,
        );
      return Math.max(
        0,
        ...window.__tasks.filter(([at, ms]) => at + ms > start && at < end).map((task) => Math.round(consoleMs(task))),
      );
    },
    [from, to],
  );
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}
const firstRow = (page) => page.locator('[data-page-shown] .ant-table-tbody .ant-table-row').first();

// ---------------------------------------------------------------- scenarios

/** The data rows of an exported file: CSV lines, or a workbook's sheet rows. */
function exportedRows(bytes, format) {
  if (format === 'csv') return bytes.toString('utf8').split('\r\n').length - 2;
  const sheet = strFromU8(unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml']);
  return sheet.split('<row ').length - 2;
}

async function exportRows(browser, path, scale, format = 'csv') {
  const { context, page, cdp } = await openPage(browser, { scale });
  try {
    await page.goto(`${ORIGIN}${path}`);
    await firstRow(page).waitFor();
    await page.waitForLoadState('networkidle');
    const before = await heapAfterGc(cdp);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, (await cdp.send('Runtime.getHeapUsage')).usedSize);
        await sleep(50);
      }
    })();
    const download = page.waitForEvent('download', { timeout: 600_000 });
    const started = await now(page);
    await page.getByRole('button', { name: format === 'csv' ? /导出 CSV/ : /导出 Excel/ }).click();
    const file = await download;
    const ended = await now(page);
    sampling = false;
    await sampler;
    const rows = exportedRows(readFileSync(await file.path()), format);
    await sleep(300);
    const after = await heapAfterGc(cdp);
    return {
      rows,
      seconds: (ended - started) / 1000,
      rowsPerSecond: rows / ((ended - started) / 1000),
      longestTaskMs: await longestTask(page, started, ended),
      peakHeapMiB: peak / MiB,
      heapBeforeMiB: before / MiB,
      heapAfterMiB: after / MiB,
    };
  } finally {
    await context.close();
  }
}

/** The longest task from `act` until the rows changed and settled. */
async function timedRowsChange(page, act) {
  const before = await firstRow(page).textContent();
  const started = await now(page);
  await act();
  await page.waitForFunction(
    (text) => {
      const row = document.querySelector('.ant-table-tbody .ant-table-row');
      return (
        row && row.textContent !== text && !document.querySelector('.ant-table-wrapper .ant-spin[aria-busy="true"]')
      );
    },
    before,
    { timeout: 60_000 },
  );
  await sleep(300);
  return longestTask(page, started);
}

async function listAt100(browser, path) {
  const { context, page } = await openPage(browser, {});
  try {
    await page.goto(`${ORIGIN}${path}`);
    await firstRow(page).waitFor();
    await page.waitForLoadState('networkidle');
    const result = { size100: null, nextPage: null, tab: null };
    const rowsBefore = await page.locator('.ant-table-tbody .ant-table-row').count();
    let started = await now(page);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '100' }).click();
    // More rows (a list shorter than its old page size stays as it is), then settled.
    await page.waitForLoadState('networkidle');
    await page
      .waitForFunction(
        (count) => document.querySelectorAll('.ant-table-tbody .ant-table-row').length > count,
        rowsBefore,
        {
          timeout: 3_000,
        },
      )
      .catch(() => undefined);
    await sleep(300);
    result.size100 = await longestTask(page, started);
    const next = page.locator('.ant-pagination-next:not(.ant-pagination-disabled)');
    if (await next.count()) result.nextPage = await timedRowsChange(page, () => next.click());
    const tabs = page.locator('.ant-pro-table-list-toolbar .ant-tabs-tab:not(.ant-tabs-tab-active)');
    if (await tabs.count()) {
      started = await now(page);
      await tabs.first().click();
      await page.waitForLoadState('networkidle');
      await sleep(400);
      result.tab = await longestTask(page, started);
    }
    return result;
  } finally {
    await context.close();
  }
}

async function bigMenuTree(browser) {
  const { context, page } = await openPage(browser, { scale: 'menus' });
  // The moment the side menu built from the big tree enters the page (its last group named):
  // a DOM observer's callback runs at the end of the task that put it there, so that task is
  // the side menu's render.
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.ant-pro-sider-menu')?.textContent?.includes('报表分组 40')) return;
      window.__siderAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  try {
    await page.goto(`${ORIGIN}/system/menu`);
    // The side menu built from the whole tree, and the table's first rows (a big tree renders
    // only the rows in view, so a deep entry is not in the page until scrolled to).
    await page.locator('.ant-pro-sider-menu').getByText('报表分组 40', { exact: true }).waitFor();
    await firstRow(page).waitFor();
    const rendered = await now(page);
    await page.waitForLoadState('networkidle');
    await sleep(300);
    const firstRenderMs = rendered;
    const loadLongestMs = await longestTask(page, 0);
    const siderAt = await page.evaluate(() => window.__siderAt);
    // The observer's callback runs as that task ends: the task ends at siderAt, give or take
    // the long-task entry's rounding.
    const sideMenuMs = await longestTask(page, siderAt - 2, siderAt);
    const search = page.getByPlaceholder(/搜索|菜单名称/).first();
    await search.click();
    let keystrokeMs = 0;
    for (const char of '报表 12-3') {
      const started = await now(page);
      await page.keyboard.type(char);
      await sleep(250);
      keystrokeMs = Math.max(keystrokeMs, await longestTask(page, started));
    }
    await search.fill('');
    await sleep(400);
    const collapse = page.locator('.ant-table-row-expand-icon-expanded').first();
    if (await collapse.count()) await collapse.click();
    await sleep(300);
    const started = await now(page);
    await page.getByRole('button', { name: /全部展开/ }).click();
    await sleep(600);
    const expandAllMs = await longestTask(page, started);
    return { firstRenderMs, loadLongestMs, sideMenuMs, keystrokeMs, expandAllMs };
  } finally {
    await context.close();
  }
}

/** A whole page of rows selected by the header's checkbox, the dialog opened, sent and answered. */
async function batchOfPage(page, { action, send, choose, answered, timeout = 120_000 }) {
  await firstRow(page).waitFor();
  await page.waitForLoadState('networkidle');
  await sleep(300);
  let started = await now(page);
  await page.locator('.ant-table-thead .ant-checkbox-input').first().check();
  const button = page.getByRole('button', { name: action });
  await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('button')].some(
        (node) => node.textContent.startsWith(text) && /\(\d+\)/.test(node.textContent),
      ),
    action,
  );
  await sleep(300);
  const selectMs = await longestTask(page, started);
  const selected = Number((await button.textContent()).match(/\((\d+)\)/)[1]);
  started = await now(page);
  await button.click();
  const dialog = page.locator('.ant-modal-wrap:visible .ant-modal').last();
  await dialog.waitFor();
  await sleep(400);
  const dialogMs = await longestTask(page, started);
  // Reprints ask for a tick before they go.
  const tick = dialog.locator('.ant-alert .ant-checkbox-input');
  if (await tick.count()) await tick.check();
  // A print's carrier is the operator's choice (none is pre-filled from a row).
  if (choose) {
    await dialog.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option').filter({ hasText: choose }).first().click();
  }
  const sent = await now(page);
  await dialog.getByRole('button', { name: send }).click();
  await page.getByText(answered).first().waitFor({ timeout });
  const ended = await now(page);
  await sleep(300);
  const resultMs = await longestTask(page, sent);
  // The result list scrolled to its end: only the rows in view are drawn.
  const body = page.locator('.ant-modal .ant-table-body, .ant-modal .ant-table-tbody-virtual-holder').last();
  started = await now(page);
  if (await body.count()) await body.evaluate((node) => node.scrollTo(0, node.scrollHeight));
  await sleep(300);
  const scrollMs = await longestTask(page, started);
  const renderedRows = await page.locator('.ant-modal .ant-table-row').count();
  return { selected, selectMs, dialogMs, resultMs, scrollMs, seconds: (ended - sent) / 1000, renderedRows };
}

/** 500 orders to ship selected on one page and printed in one batch. */
async function batchPrint(browser) {
  const { context, page } = await openPage(browser, { scale: 'shipments' });
  try {
    await page.goto(`${ORIGIN}/orderDeliver?pageSize=500`);
    return await batchOfPage(page, {
      action: '批量云打印',
      send: /^打印 \d+ 单$/,
      choose: '顺丰速运',
      answered: /成功 \d+ 单，失败 \d+ 单/,
    });
  } finally {
    await context.close();
  }
}

/** 200 settlements awaiting confirmation selected and confirmed in one batch. */
async function batchConfirm(browser) {
  const { context, page } = await openPage(browser, { scale: 'settlements' });
  try {
    await page.goto(`${ORIGIN}/agent/settlement?pageSize=500`);
    return await batchOfPage(page, {
      action: '批量确认交付',
      send: /^确认交付 \d+ 笔$/,
      answered: /成功 \d+ 笔，失败 \d+ 笔/,
    });
  } finally {
    await context.close();
  }
}

/** A filter select of 5,000 options: opening it, each keystroke of a search, picking. */
async function bigSelect(browser, path, label, search) {
  const { context, page } = await openPage(browser, { scale: 'options' });
  try {
    await page.goto(`${ORIGIN}${path}`);
    await firstRow(page).waitFor();
    await page.waitForLoadState('networkidle');
    const select = page.getByRole('combobox', { name: label });
    if (!(await select.isVisible())) await page.getByText('展开', { exact: true }).click();
    await sleep(300);
    let started = await now(page);
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await sleep(300);
    const openMs = await longestTask(page, started);
    let keystrokeMs = 0;
    for (const char of search) {
      started = await now(page);
      await page.keyboard.type(char);
      await sleep(250);
      keystrokeMs = Math.max(keystrokeMs, await longestTask(page, started));
    }
    started = await now(page);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await sleep(300);
    const pickMs = await longestTask(page, started);
    return { openMs, keystrokeMs, pickMs };
  } finally {
    await context.close();
  }
}

const DAY_SCREENS = [
  '订单发货',
  '代理列表',
  '代理结算',
  '充值记录',
  '资金流水',
  '消费记录',
  '平台列表',
  '风控设置',
  '菜单管理',
  '工作台',
];

async function metrics(cdp, page) {
  const heap = await heapAfterGc(cdp);
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name) => list.find((metric) => metric.name === name)?.value ?? 0;
  return {
    heapMiB: heap / MiB,
    nodes: value('Nodes'),
    listeners: value('JSEventListeners'),
    intervals: await page.evaluate(() => window.__intervals.size),
  };
}

/** One step of the day: the menu, then on that screen a page, a drawer, or nothing. */
async function dayStep(page, step) {
  const name = DAY_SCREENS[step % DAY_SCREENS.length];
  const menu = page.locator('.ant-pro-sider-menu');
  const item = menu.getByText(name, { exact: true });
  if (!(await item.isVisible())) {
    const group = {
      代理列表: '代理管理',
      代理结算: '代理管理',
      充值记录: '财务管理',
      资金流水: '财务管理',
      平台列表: '平台管理',
      风控设置: '平台管理',
      菜单管理: '系统设置',
    }[name];
    if (group) await menu.getByText(group, { exact: true }).click();
  }
  await item.click();
  // Every screen stays open in its tab (ten tabs all day): what a step acts on is the shown one's.
  const shown = page.locator('[data-page-shown]');
  await shown
    .locator('.ant-table:visible, .ant-result:visible, .ant-empty:visible, [data-testid="todo-count"]:visible')
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  const kind = Math.floor(step / DAY_SCREENS.length) % 3;
  const rows = shown.locator('.ant-table-tbody .ant-table-row');
  if (kind === 1 && (await shown.locator('.ant-pagination-next:not(.ant-pagination-disabled)').count())) {
    await shown.locator('.ant-pagination-next').first().click();
    await page.waitForLoadState('networkidle');
  } else if (kind === 2 && (await rows.count())) {
    const detail = rows.first().getByText('详情', { exact: true });
    if (await detail.count()) {
      await detail.first().click();
      await page.locator('.ant-drawer-open').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Escape');
      await page
        .locator('.ant-drawer-open')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
    }
  }
}

export async function workingDay(browser, steps) {
  const { context, page, cdp } = await openPage(browser, { timing: false });
  try {
    await page.goto(`${ORIGIN}/orderDeliver`);
    await firstRow(page).waitFor();
    const checkpoints = [];
    const started = Date.now();
    for (let step = 0; step < steps; step += 1) {
      await dayStep(page, step);
      if ((step + 1) % 100 === 0) checkpoints.push({ step: step + 1, ...(await metrics(cdp, page)) });
    }
    const first = checkpoints[0];
    const last = checkpoints.at(-1);
    return {
      steps,
      minutes: (Date.now() - started) / 60_000,
      checkpoints,
      heapGrowthMiB: last.heapMiB - first.heapMiB,
      nodesGrowth: last.nodes - first.nodes,
      listenersGrowth: last.listeners - first.listeners,
      intervalsGrowth: last.intervals - first.intervals,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- running and reporting

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Medians of each field over the runs. */
function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

export async function withServedBuild(dir, work) {
  const server = await startStaticServer({ dir, port: PORT, onSent: () => undefined });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    return await work(browser);
  } finally {
    await browser.close();
    server.close();
  }
}

/** Every scenario; returns the figures and the rows of the scale table. */
export async function runScale({ dir = 'dist-bench', runs = 3, daySteps = 1000, budgets }) {
  return withServedBuild(dir, async (browser) => {
    const repeat = async (label, measure) => {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measure());
      const median = medians(results);
      process.stdout.write(
        `measured ${label}: ${JSON.stringify(median, (key, value) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value))}\n`,
      );
      return { runs: results, median };
    };
    const figures = {
      exportShipments: await repeat('export 订单发货', () => exportRows(browser, '/orderDeliver?tab=all', 'shipments')),
      exportFlows: await repeat('export 资金流水', () => exportRows(browser, '/finance/flow', 'flows')),
      exportShipmentsXlsx: await repeat('export 订单发货 as Excel', () =>
        exportRows(browser, '/orderDeliver?tab=all', 'shipments', 'xlsx'),
      ),
      lists: {},
      menuTree: await repeat('菜单管理 2,000', () => bigMenuTree(browser)),
      batchPrint: await repeat('batch print 500', () => batchPrint(browser)),
      batchConfirm: await repeat('batch confirm 200', () => batchConfirm(browser)),
      agentSelect: await repeat('agent select 5,000', () =>
        bigSelect(browser, '/agent/settlement?tab=all', '代理商', '有限公司12'),
      ),
      platformSelect: await repeat('platform select 5,000', () =>
        bigSelect(browser, '/finance/recharge', '平台', '租12'),
      ),
    };
    for (const path of LISTS) figures.lists[path] = await repeat(`${path} at 100`, () => listAt100(browser, path));
    figures.day = await workingDay(browser, daySteps);
    process.stdout.write(`measured the working day: ${JSON.stringify(figures.day.checkpoints)}\n`);
    return { figures, rows: scaleRows(figures, budgets) };
  });
}

const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`);
const mib = (value) => `${value.toFixed(1)} MiB`;

function scaleRows(figures, budgets) {
  const rows = [];
  const row = (scenario, figure, value, limit, unit = ms) =>
    rows.push({
      scenario,
      figure,
      value: unit(value),
      budget: limit === undefined ? '-' : `≤ ${unit(limit)}`,
      holds: limit === undefined || value === null || value <= limit,
    });
  for (const [label, result] of [
    ['export 订单发货', figures.exportShipments.median],
    ['export 资金流水', figures.exportFlows.median],
    ['export 订单发货 (Excel)', figures.exportShipmentsXlsx.median],
  ]) {
    rows.push({
      scenario: label,
      figure: 'rows; time; rows/s',
      value: `${result.rows}; ${result.seconds.toFixed(1)} s; ${Math.round(result.rowsPerSecond)}`,
      budget: '-',
      holds: true,
    });
    row(label, 'longest task', result.longestTaskMs, budgets.exportLongestTaskMs);
    row(label, 'peak JS heap (mock data included)', result.peakHeapMiB, budgets.exportPeakHeapMiB, mib);
    row(
      label,
      'heap after the file, less before',
      result.heapAfterMiB - result.heapBeforeMiB,
      budgets.exportHeapLeftMiB,
      mib,
    );
  }
  for (const [path, result] of Object.entries(figures.lists)) {
    const worst = Math.max(...['size100', 'nextPage', 'tab'].map((key) => result.median[key] ?? 0));
    row(`${path} at 100 rows`, 'longest task (size, next page, tab)', worst, budgets.listLongestTaskMs);
  }
  const tree = figures.menuTree.median;
  row('菜单管理, 2,000 entries', 'first render (with the side menu)', tree.firstRenderMs);
  // The budget is the side menu's render; the load's longest task (the app's start,
  // the screen's first render with its styles, the tree's first rows) is reported beside it.
  row('菜单管理, 2,000 entries', 'longest task while loading', tree.loadLongestMs);
  row('菜单管理, 2,000 entries', "the side menu's render task", tree.sideMenuMs, budgets.sideMenuLongestTaskMs);
  row('菜单管理, 2,000 entries', 'longest task per search keystroke', tree.keystrokeMs, budgets.menuKeystrokeMs);
  row('菜单管理, 2,000 entries', 'longest task of 全部展开', tree.expandAllMs, budgets.menuKeystrokeMs);
  for (const [label, result] of [
    ['batch print, 500 orders', figures.batchPrint.median],
    ['batch confirm, 200 settlements', figures.batchConfirm.median],
  ]) {
    rows.push({
      scenario: label,
      figure: 'selected; time to the result; result rows drawn',
      value: `${result.selected}; ${result.seconds.toFixed(1)} s; ${result.renderedRows}`,
      budget: '-',
      holds: true,
    });
    const worst = Math.max(result.selectMs, result.dialogMs, result.resultMs, result.scrollMs);
    row(label, 'longest task (select, dialog, result, scroll)', worst, budgets.batchLongestTaskMs);
  }
  for (const [label, result] of [
    ['agent select, 5,000 options', figures.agentSelect.median],
    ['platform select, 5,000 options', figures.platformSelect.median],
  ])
    row(
      label,
      'longest task (open, keystroke, pick)',
      Math.max(result.openMs, result.keystrokeMs, result.pickMs),
      budgets.selectLongestTaskMs,
    );
  const day = figures.day;
  row(
    `a day: ${day.steps} steps, ten page tabs kept`,
    'heap growth after GC (first 100 → last)',
    day.heapGrowthMiB,
    budgets.dayHeapGrowthMiB,
    mib,
  );
  rows.push({
    scenario: `a day: ${day.steps} steps, ten page tabs kept`,
    figure: 'DOM nodes, listeners, intervals: growth',
    value: `${day.nodesGrowth}, ${day.listenersGrowth}, ${day.intervalsGrowth}`,
    budget: 'no steady rise',
    holds: true,
  });
  return rows;
}

export function printRows(rows) {
  const header = ['scenario', 'figure (median of runs)', 'value', 'budget', 'holds'];
  const cells = rows.map((row) => [row.scenario, row.figure, row.value, row.budget, row.holds ? 'yes' : 'NO']);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...cells.map((cell) => String(cell[index]).length)),
  );
  const line = (values) => values.map((value, index) => String(value).padEnd(widths[index])).join(' | ');
  const text = [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.map(line)].join('\n');
  console.log(`\n${text}`);
  return text;
}
