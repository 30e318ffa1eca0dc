/** The benchmark's common ground (npm run bench): the build it measures, what it observes in the page, the screens and a fresh page. */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const PAGE_CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || 1;
export const RUNS = Math.max(5, Number(process.env.BENCH_RUNS) || 5);
/** The build being measured (the CI mode measures two). */
export const target = { dir: 'dist-bench' };
export const PORT = 4340;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The front server of the runs in a Chromium no tool is attached to (scripts/bench-uninspected.mjs). */
export const UNINSPECTED_PORT = 4341;
export const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
export const FRAME_MS = 1000 / 60;

// ---------------------------------------------------------------- build

/** Resident memory of a process and all its descendants, from /proc, in bytes. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function build({ outDir = target.dir, mock = 'on' } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['max', 'build'], {
      env: { ...process.env, OUTPUT_PATH: outDir, MOCK: mock, API_HOST: '', PORTAL_ORIGINS: '', ANALYZE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 200);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`build failed:\n${log}`));
      resolve({ wallSeconds: (Date.now() - started) / 1000, peakMemoryMiB: peak / 1024 / 1024 });
    });
  });
}

// ---------------------------------------------------------------- measuring in the page

/** Runs in every page before the app: paint, long-task and first-row observers. */
function instrument() {
  // rowPaints: the frame after each change to the table's rows (a new page, a virtual scroll…).
  const bench = { lcp: 0, longTasks: [], firstRowPaint: null, rowPaints: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const rows = document.querySelectorAll('.ant-table-tbody .ant-table-row').length;
    if (rows && bench.firstRowPaint === null) {
      bench.firstRowPaint = -1;
      requestAnimationFrame(() => (bench.firstRowPaint = performance.now()));
    }
  };
  new MutationObserver((mutations) => {
    watch();
    const touchesRows = mutations.some((mutation) =>
      [mutation.target, ...mutation.addedNodes].some(
        (node) => node.nodeType === 1 && (node.closest?.('.ant-table-tbody') || node.querySelector?.('.ant-table-row')),
      ),
    );
    if (touchesRows) requestAnimationFrame(() => bench.rowPaints.push(performance.now()));
  }).observe(document, { childList: true, subtree: true });
}

const GZIP_CACHE = new Map();
export function gzipBytesOf(url) {
  const key = `${target.dir}${new URL(url).pathname}`;
  if (!GZIP_CACHE.has(key)) {
    try {
      GZIP_CACHE.set(key, gzipSync(readFileSync(join(target.dir, new URL(url).pathname))).length);
    } catch {
      GZIP_CACHE.set(key, 0);
    }
  }
  return GZIP_CACHE.get(key);
}

/** Bytes the server sent per path since the last reset (gzip bodies: what crossed the wire). */
const sent = new Map();
export const countSent = (path, bytes) => sent.set(path, (sent.get(path) ?? 0) + bytes);

/** Records every request of a page (URL and type), from the DevTools protocol. */
async function recordNetwork(context, page) {
  const requests = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.push({ url: event.request.url, type: event.type, at: event.timestamp, wallMs: event.wallTime * 1000 });
  });
  return requests;
}

export const isAsset = (url) =>
  /\.(js|css)(\?|$)/.test(url) &&
  url.startsWith(ORIGIN) &&
  !url.endsWith('mockServiceWorker.js') &&
  !url.endsWith('/serviceWorker.js');

/**
 * The files a page loaded, by count and bytes. `untilWallMs`: only those asked for by then (a
 * screen's first view): what the console defers on purpose (the bell, 3 s after the screen and
 * then only when idle) is not its first load, and counting it made the figure depend on how
 * busy the machine was (+18 KiB on /orderDeliver beside a browser test).
 */
export function assetFigures(requests, untilWallMs = Infinity) {
  const assets = requests.filter((request) => isAsset(request.url) && request.wallMs <= untilWallMs);
  const unique = [...new Map(assets.map((request) => [request.url, request])).values()];
  return {
    jsCount: unique.filter((request) => /\.js(\?|$)/.test(request.url)).length,
    cssCount: unique.filter((request) => /\.css(\?|$)/.test(request.url)).length,
    transferredKiB: unique.reduce((sum, request) => sum + (sent.get(new URL(request.url).pathname) ?? 0), 0) / 1024,
    gzipKiB: unique.reduce((sum, request) => sum + gzipBytesOf(request.url), 0) / 1024,
    files: unique.map((request) => new URL(request.url).pathname.slice(1)),
  };
}

export async function paints(page) {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__bench.lcp || null,
  }));
}

/**
 * The main thread on the way to a screen's first view (its first row, or its own first view
 * when it has no list), from navigation: the longest task, all long-task time, and the total
 * blocking time (each task's part over 50 ms). The mock's own work inside a task is taken out
 * (mock/timing.ts measures it): a real backend answers elsewhere.
 */
export async function firstRenderTasks(page, readyAt) {
  return page.evaluate((end) => {
    const mock = performance.getEntriesByName('mock', 'measure');
    const consoleMs = ({ start, duration }) =>
      duration -
      mock.reduce(
        (sum, work) =>
          sum +
          Math.max(0, Math.min(start + duration, work.startTime + work.duration) - Math.max(start, work.startTime)),
        0,
      );
    const tasks = window.__bench.longTasks.filter((task) => task.start < end).map(consoleMs);
    return {
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      longTaskMs: Math.round(tasks.filter((ms) => ms > 50).reduce((sum, ms) => sum + ms, 0)),
      blockingMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
    };
  }, readyAt);
}

/** When the list's data came back to the page, and when its first row was painted. */
export async function firstRowAfterData(page, apiPath) {
  return page.evaluate((path) => {
    const answers = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(path));
    const dataAt = answers.length ? answers[0].responseEnd : null;
    return { dataAt, rowAt: window.__bench.firstRowPaint };
  }, apiPath);
}

// ---------------------------------------------------------------- scenarios

export const SCREENS = [
  { path: '/orderDeliver', list: '/api/express/shipList' },
  { path: '/agent/list' },
  { path: '/agent/settlement' },
  { path: '/finance/recharge' },
  { path: '/finance/flow' },
  { path: '/consumption/log' },
  { path: '/platform/list' },
  { path: '/platform/risk' },
  { path: '/system/menu' },
  { path: '/dashboard' },
];

/** The bench's operator (the mock's user 1) in 深色: their kept choice, and this tab's note for the pre-paint. */
export const DARK_OPERATOR = {
  preference: ['prefs:1:appearance', JSON.stringify({ mode: 'dark', density: 'standard' })],
  shown: ['appearance', JSON.stringify({ dark: true, compact: false, page: '#0b0d12' })],
};

export async function freshPage(browser, { signedIn, dark = false }) {
  // A new context per run: its own, empty cache and no service worker yet.
  sent.clear();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript(instrument);
  await context.addInitScript(
    ({ token, darkOperator }) => {
      localStorage.setItem('mock.latency', '0');
      // The mock's work as timeline entries, so the console's own long tasks can be told apart.
      localStorage.setItem('mock.timing', '1');
      // As a sign-in leaves it: the tab's copy and the shared one (a tab whose copy no shared
      // store holds is one that slept through a sign-out, src/core/tabReturn.ts).
      if (token) {
        sessionStorage.setItem('token', token);
        localStorage.setItem('token', token);
      }
      if (darkOperator) {
        localStorage.setItem(...darkOperator.preference);
        sessionStorage.setItem(...darkOperator.shown);
      }
    },
    { token: signedIn ? 'mk.1.bench' : null, darkOperator: dark ? DARK_OPERATOR : null },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  // BENCH_CPU_SLOWDOWN=1.5: the page's CPU slowed, so a budget judged here holds on a
  // slower machine of this kind too (machines of one kind differ by about that much).
  if (PAGE_CPU_SLOWDOWN > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PAGE_CPU_SLOWDOWN });
  }
  const requests = await recordNetwork(context, page);
  return { context, page, requests };
}
