/**
 * Where a slow move's time goes (npm run bench -- --costs): 订单发货's moves that pass 200 ms at
 * a 4× slower CPU, each under Chrome's sampling profiler, on an unminified build (component names
 * kept: COSTS_DIR, built by `NO_MINIFY=1 OUTPUT_PATH=dist-costs MOCK=on npx max build`). For each
 * move: the main thread's busy time, and the components and hooks it ran through, inclusive (a
 * sample counts for every component on its stack), over COSTS_RUNS runs. For docs/decisions.md,
 * "Every click at once"; never gated.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.mjs';
import { startStaticServer } from '../serve.mjs';

const PORT = 4343;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOP = Number(process.env.COSTS_TOP || 18);

const shown = (page) => page.locator('[data-page-shown]');
const rows = (page) => shown(page).locator('.ant-table-tbody .ant-table-row');

/** The moves, in an operator's order; each returns when the operator sees its result. */
const MOVES = [
  ['tick one row', (page) => rows(page).nth(1).locator('.ant-checkbox-input').click()],
  ['tick a second row', (page) => rows(page).nth(3).locator('.ant-checkbox-input').click()],
  ['tick the header box', (page) => shown(page).locator('.ant-table-thead .ant-checkbox-input').first().click()],
  [
    'open 批量云打印',
    async (page) => {
      await page.getByRole('button', { name: /批量云打印/ }).click();
      await page.locator('.ant-modal-wrap').last().waitFor();
    },
  ],
  [
    'Esc closes the dialog',
    async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('.ant-modal-wrap').last().waitFor({ state: 'hidden' });
    },
  ],
  [
    'open 详情',
    async (page) => {
      await rows(page).nth(2).getByText('详情', { exact: true }).click();
      await page.locator('.ant-drawer-open').waitFor();
    },
  ],
  [
    'Esc closes 详情',
    async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    },
  ],
];

/** Busy ms of a profile, and ms per component or hook on the stack (named `Upper…` or `use…`). */
function attribute(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
  const byName = new Map();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (idle.has(nodes.get(id).callFrame.functionName)) return;
    busy += ms;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = nodes.get(at).callFrame.functionName;
      if (/^[A-Z]\w+$/.test(name) || /^use[A-Z]\w*$/.test(name)) seen.add(name);
    }
    for (const name of seen) byName.set(name, (byName.get(name) ?? 0) + ms);
  });
  return { busy, byName };
}

export async function mainCosts() {
  const dir = process.env.COSTS_DIR || 'dist-costs';
  const runs = Number(process.env.COSTS_RUNS || 3);
  const slowdown = Number(process.env.INTERACTION_CPU || 4);
  const server = await startStaticServer({ dir, port: PORT, fail: () => false });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const totals = new Map(MOVES.map(([name]) => [name, { busy: 0, byName: new Map() }]));
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      const path = '/orderDeliver?tab=all&pageSize=10';
      await page.goto(`${ORIGIN}/main/login?target=${encodeURIComponent(path)}`);
      await page.getByLabel('账号', { exact: true }).fill('admin');
      await page.getByLabel('密码', { exact: true }).fill('admin123');
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await rows(page).first().waitFor();
      await page.waitForTimeout(1500);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      for (const [name, move] of MOVES) {
        await page.waitForTimeout(800);
        await cdp.send('Profiler.start');
        await move(page);
        await page.waitForTimeout(1200);
        const { profile } = await cdp.send('Profiler.stop');
        const { busy, byName } = attribute(profile);
        const total = totals.get(name);
        total.busy += busy / runs;
        for (const [component, ms] of byName)
          total.byName.set(component, (total.byName.get(component) ?? 0) + ms / runs);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
  console.log(`\nwhere each move's time goes: 订单发货, CPU ${slowdown}× slower, mean of ${runs} runs, inclusive ms`);
  for (const [name, { busy, byName }] of totals) {
    console.log(`\n${name}: main thread busy ${busy.toFixed(0)} ms`);
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, TOP);
    for (const [component, ms] of top) console.log(`  ${ms.toFixed(0).padStart(5)}  ${component}`);
  }
}
