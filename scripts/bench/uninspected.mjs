/**
 * A screen's first render in a Chromium that no tool is attached to, as in an operator's browser.
 *
 * Under Playwright every page has an inspector session with the Runtime domain on, and V8 then
 * records a detailed stack (line and column) for every Error as it is created. The first Error
 * made inside a function makes V8 parse that function again for its source positions. React
 * makes several as its module evaluates, inside the main bundle's outermost functions, so under
 * Playwright the bundle's evaluation carried a second parse of the whole bundle: measured,
 * `new Error()` at the top of umi.js took 57–78 ms with Playwright attached and under 1 ms in
 * Chromium alone, and the evaluation's task 145–200 ms against 52–105.
 *
 * Here Chromium is started on its own (no DevTools pipe or port). A front server on a port of
 * its own serves the build's index.html with the bench's observers inlined at the top of its
 * head (and so without the build's CSP, which would refuse an inline script it has no hash for),
 * passes every other request to the bench's server, and hears the page's figures back.
 */
/* global fetch */ // in the page (observe)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.mjs';

/** How long a run may take before it counts as failed (a cold load here takes 3–6 s). */
const RUN_TIMEOUT_MS = 60_000;

/**
 * Runs in the page before the app, then reports: the long tasks and the mock's own work (the
 * bench takes it out, as in its other runs) until the screen's first view, which is the bench's
 * own: the first row painted where the screen has a list, else its first view (a result, an
 * empty state, the workbench's counts).
 */
function observe() {
  const state = { longTasks: [], firstRowPaint: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (state.firstRowPaint || !document.querySelector('.ant-table-tbody .ant-table-row')) return;
    state.firstRowPaint = -1;
    requestAnimationFrame(() => (state.firstRowPaint = performance.now()));
  }).observe(document, { childList: true, subtree: true });
  const started = Date.now();
  const shown = () => {
    if (!document.querySelector('.ant-pro-sider-menu')) return 0;
    if (!document.querySelector('.ant-result, .ant-table, .ant-empty, [data-testid="todo-count"]')) return 0;
    if (!document.querySelector('.ant-table')) return performance.now();
    return state.firstRowPaint > 0 ? state.firstRowPaint : 0;
  };
  const report = (readyAt) =>
    fetch('/__bench/report', {
      method: 'POST',
      body: JSON.stringify({
        readyAt,
        longTasks: state.longTasks,
        mock: performance.getEntriesByName('mock', 'measure').map((work) => [work.startTime, work.duration]),
        appearance: document.documentElement.dataset.appearance ?? null,
      }),
    });
  const poll = () => {
    const readyAt = shown();
    // As the bench's other runs: a list that stays empty for 30 s counts to then.
    if (readyAt || Date.now() - started > 30_000) setTimeout(() => report(readyAt || performance.now()), 1500);
    else setTimeout(poll, 20);
  };
  setTimeout(poll, 20);
}

const SEED_PAGE = `<!doctype html><meta charset="utf-8"><script>
const seed = JSON.parse(decodeURIComponent(location.hash.slice(1)));
for (const [key, value] of seed.local) localStorage.setItem(key, value);
for (const [key, value] of seed.session) sessionStorage.setItem(key, value);
location.replace(seed.path);
</script>`;

/**
 * The front server on `port` for the bench's server at `origin` serving `dir`. `measure` runs one
 * cold load of `path` in a Chromium of its own and resolves to the page's figures.
 */
export async function startUninspected({ origin, dir, port }) {
  const upstream = new URL(origin);
  const page = readFileSync(join(dir, 'index.html'), 'utf8').replace(
    /<head>/,
    `<head><script>(${observe.toString()})()</script>`,
  );
  let onReport = null;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path === '/__bench/seed') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(SEED_PAGE);
      return;
    }
    if (path === '/__bench/report') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.end('ok');
        onReport?.(JSON.parse(body));
      });
      return;
    }
    // A route (no file extension) gets the app, with the observers.
    if (req.method === 'GET' && !/\.[a-z0-9]+$/i.test(path)) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(page);
      return;
    }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });

  async function measure({ path, local = [], session = [] }) {
    const profile = mkdtempSync(join(tmpdir(), 'bench-uninspected-'));
    const seed = encodeURIComponent(JSON.stringify({ path, local, session }));
    const reported = new Promise((done) => (onReport = done));
    const browser = spawn(
      CHROMIUM,
      [
        ...CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
        '--headless=new',
        `--user-data-dir=${profile}`,
        '--window-size=1440,900',
        '--lang=zh-CN',
        `http://127.0.0.1:${port}/__bench/seed#${seed}`,
      ],
      // A process group of its own: the browser's helpers end with it.
      { stdio: 'ignore', detached: true },
    );
    let timer;
    try {
      const figures = await Promise.race([
        reported,
        new Promise((_, fail) => {
          timer = setTimeout(() => fail(new Error(`${path}: no figures from an uninspected Chromium`)), RUN_TIMEOUT_MS);
        }),
      ]);
      return figures;
    } finally {
      clearTimeout(timer);
      onReport = null;
      const exited = new Promise((done) => (browser.exitCode !== null ? done() : browser.once('exit', done)));
      try {
        process.kill(-browser.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    }
  }

  return { measure, close: () => server.close() };
}
