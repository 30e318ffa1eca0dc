/**
 * Drives the production build (dist-test, mock data on) in Debian's Chromium through
 * playwright-core: no browser download. Serves the console and two parent pages on
 * loopback: an allowed portal origin and a foreign one.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { expect, onTestFailed } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startStaticServer } from '../../scripts/serve.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { APP_ORIGIN, APP_PORT, BARE_ORIGIN, BARE_PORT, FOREIGN_PORT, PORTAL_PORT } from './ports.mjs';

export { APP_ORIGIN };

export { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

/** A parent page that frames the console (or `?console=<origin>`) and can post commands to it. */
function portalPage(consoleOrigin = APP_ORIGIN): string {
  return `<!doctype html><meta charset="utf-8"><title>portal</title>
<body style="margin:0"><iframe id="console" src="${consoleOrigin}/main/login?target=%2Fdashboard" style="width:1280px;height:760px;border:0"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
  window.send = (message) => document.getElementById('console').contentWindow.postMessage(message, '${APP_ORIGIN}');
</script></body>`;
}

function servePortal(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/opened')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>opened</title><p>opened</p>');
      return;
    }
    const framed = new URL(req.url ?? '/', 'http://portal').searchParams.get('console');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(portalPage(framed === BARE_ORIGIN ? BARE_ORIGIN : APP_ORIGIN));
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

export interface Viewport {
  width: number;
  height: number;
}

export interface Harness {
  browser: Browser;
  /** Makes the console's server fail every asset whose path matches (none when undefined). */
  failAssets: (pattern: RegExp | undefined) => void;
  /** A page in a new browser context (1366×820 unless told). */
  newPage: (viewport?: Viewport) => Promise<{ context: BrowserContext; page: Page }>;
  close: () => Promise<void>;
}

/** The console's calls still waiting for an answer, per page opened through the harness. */
const callsInFlight = new WeakMap<Page, Set<unknown>>();

function trackCalls(page: Page) {
  const pending = new Set<unknown>();
  callsInFlight.set(page, pending);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until no call of the console has been waiting for its answer for `quietMs`: what the
 * screen shows then is what the operator is left with (a part that loads beside the rows,
 * such as a tab's count, has arrived and been drawn).
 */
export async function callsSettled(page: Page, quietMs = 300, timeoutMs = 20_000) {
  const pending = callsInFlight.get(page);
  if (!pending) return;
  const deadline = Date.now() + timeoutMs;
  let quietSince = pending.size ? 0 : Date.now();
  while (!quietSince || Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`${pending.size} call(s) still unanswered after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 50));
    if (pending.size) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
  }
}

export async function startHarness(): Promise<Harness> {
  if (!existsSync('dist-test/index.html'))
    throw new Error('dist-test is missing: run `node scripts/build-for-tests.mjs` first');
  let failing: RegExp | undefined;
  const servers: Server[] = [
    (await startStaticServer({
      dir: 'dist-test',
      port: APP_PORT,
      host: '127.0.0.1',
      fail: (path) => Boolean(failing?.test(path)),
    })) as Server,
    // The same build without its security headers: the console's own frame check.
    (await startStaticServer({
      dir: 'dist-test',
      port: BARE_PORT,
      host: '127.0.0.1',
      securityHeaders: false,
    })) as Server,
    await servePortal(PORTAL_PORT),
    await servePortal(FOREIGN_PORT),
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  // The fake backend in the page checks its answers against the contract and says so on the
  // console (mock/handlers/serve.ts): a breach fails the file when the harness closes.
  const breaches: string[] = [];
  return {
    browser,
    failAssets: (pattern) => {
      failing = pattern;
    },
    newPage: async (viewport = { width: 1366, height: 820 }) => {
      const context = await browser.newContext({ viewport, locale: 'zh-CN' });
      contexts.push(context);
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('[contract]')) breaches.push(message.text());
      });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      trackCalls(page);
      reportOnFailure(page);
      return { context, page };
    },
    close: async () => {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
      if (breaches.length) throw new Error(`The mock broke the contract:\n${breaches.join('\n')}`);
    },
  };
}

/**
 * When the test that opened `page` fails, what the operator would have seen: the address,
 * the open dialogs, the fields' errors and the notices, printed (a CI log is all there is to
 * read), and a screenshot in test-results/.
 */
function reportOnFailure(page: Page) {
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const seen = await page
        .evaluate(() => {
          const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
          const texts = (selector: string) =>
            [...document.querySelectorAll(selector)]
              .filter(visible)
              .map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 600));
          return {
            url: location.href,
            dialogs: texts('.ant-modal-content, .ant-drawer-content'),
            fieldErrors: texts('.ant-form-item-explain-error'),
            notices: texts('.ant-message-notice, .ant-notification-notice, [role="alert"]'),
            focused: document.activeElement?.outerHTML.slice(0, 200),
          };
        })
        .catch((error: Error) => ({ unreadable: error.message }));
      const file = `test-results/${task.name.replace(/[^\w\u4e00-\u9fa5]+/g, '-').slice(0, 80)}.png`;
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: file }).catch(() => undefined);
      const report = `[what the page showed when "${task.name}" failed; screenshot ${file}]\n${JSON.stringify(seen, null, 1)}`;
      console.error(report);
      // CI shows the end of its log: .ci/run prints these files last.
      writeFileSync(file.replace(/\.png$/, '.txt'), `${report}\n`);
    });
  } catch {
    // Opened outside a test (a beforeAll): there is no test to report on.
  }
}

/** Logs in through the login page the way an operator would. */
export async function logIn(page: Page, account = 'admin', password = 'admin123') {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/**
 * Signs out through the header's user menu, as an operator does: hover the name, click the
 * entry. On a busy machine a render landing between the hover and the click (the shown list
 * finishing its load, a language's messages arriving) closed the menu under the pointer and the
 * click fell on the page; the operator would hover again, and so does this, once.
 */
/**
 * Clicks an entry of the header's user menu once the menu has finished opening: a pointer that
 * jumps onto the still-opening menu (as a test's does, never an operator's) sometimes clicks
 * nothing, about once in ten fresh tabs.
 */
export async function clickInUserMenu(page: Page, entry: string | RegExp, timeout = 20_000) {
  const item = page.getByRole('menuitem', typeof entry === 'string' ? { name: entry, exact: true } : { name: entry });
  await page.getByTestId('current-user').hover();
  await item.waitFor({ timeout });
  await motionSettled(page);
  await item.click();
  return item;
}

export async function signOut(page: Page, entry: RegExp) {
  for (let attempt = 1; ; attempt += 1) {
    await page
      .locator('[data-page-shown] .ant-table-wrapper .ant-spin[aria-busy="true"]')
      .waitFor({ state: 'detached' });
    await clickInUserMenu(page, entry);
    try {
      await page.waitForURL(/\/main\/login/, { timeout: attempt === 1 ? 8_000 : 20_000 });
      return;
    } catch (error) {
      if (attempt === 2 || page.url().includes('/main/login')) throw error;
    }
  }
}

/**
 * Opens a screen or a record through Ctrl+K: what the operator types, then Enter on the first
 * hit (`hit`, by default the text itself). The way there at 200 % zoom, where the side menu folds.
 */
export async function openWithPalette(page: Page, text: string, hit: RegExp = new RegExp(text)) {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: '搜索' }).fill(text);
  await page.getByRole('option', { name: hit }).first().waitFor();
  await page.keyboard.press('Enter');
}

export function sideMenu(page: Page) {
  return page.locator('.ant-pro-sider-menu');
}

/** The token as each store holds it. */
export function storedToken(page: Page) {
  return page.evaluate(() => ({
    session: sessionStorage.getItem('token'),
    local: localStorage.getItem('token'),
    cookie: document.cookie,
  }));
}

/**
 * Accessibility findings of the page as it is now (axe-core), serious and critical only:
 * what keeps an operator on a screen reader or a keyboard from doing the job.
 */
export async function seriousA11yFindings(page: Page, include?: string) {
  let findings = await settledFindings(page, include);
  // A late re-render caught mid-transition (a button's text fading as a form's check enabled
  // it: 1.7:1 once, beside two CPU hogs) is gone once that has settled; a real finding is
  // still there. So a page with findings is judged again, and what persists is reported.
  if (findings.length) findings = await settledFindings(page, include);
  return findings;
}

/**
 * Waits until nothing moves: no motion class, no finite animation or transition running. A
 * click on a dialog's button while the dialog still zooms in can press on one spot and release
 * on another (beside two CPU hogs the confirm of 确认交付 kept its dialog open that way).
 */
export async function motionSettled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]') &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
}

async function settledFindings(page: Page, include?: string) {
  // Judge what the operator sees once things have settled, not a dialog mid-fade.
  // First the calls: a part that loads beside the rows (代理商管理's tab counts) arrived
  // after the check below had passed, and axe read its badge mid-zoom (1.01:1, beside two
  // CPU hogs). Then motion: classes alone miss CSS transitions (a button's colour fading in
  // with its dialog measured 3.27:1 once), so wait until no finite animation or transition runs.
  await callsSettled(page);
  await motionSettled(page);
  // Legacy mode runs axe in the page itself. The default gathers each frame's part and
  // finishes in a blank page it opens for the purpose, so that cross-origin frames can be
  // judged too. The console draws no frame of its own (no iframe under src/), and opening that
  // page took about 1.7 of each check's 3.5 s, with the same findings (4 screens, measured).
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map(
          (node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`,
        ),
    }));
}

/** Waits until the shown page's list has rows and its spinner has gone (other tabs' pages are kept, hidden). */
export async function listReady(page: Page) {
  await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
  await page.locator('[data-page-shown] .ant-table-wrapper .ant-spin[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** A new page signed in as the administrator, on `path` (through the login page and its target). */
export async function openSignedIn(harness: Harness, path: string, viewport?: Viewport): Promise<Page> {
  const { page } = await harness.newPage(viewport);
  await page.goto(`${APP_ORIGIN}/main/login?target=${encodeURIComponent(path)}`);
  await logIn(page);
  await page.waitForURL(`${APP_ORIGIN}${path}`);
  return page;
}

/**
 * Picks `label` in an antd select as an operator does: open it, type `search` when given, click
 * the option. On a busy machine a click that lands while the list is still opening (or while a
 * search refreshes it) picks nothing; CI saw the list left open twice. Then, as an operator
 * would, the keyboard: type and Enter. Ends only when the select shows the choice.
 */
export async function chooseOption(page: Page, select: Locator, label: string, search?: string) {
  await select.click();
  if (search) await page.keyboard.type(search);
  await page.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
  if (!(await select.innerText()).includes(label)) {
    await select.locator('input').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(search ?? label.slice(0, 2));
    await page.locator('.ant-select-item-option').filter({ hasText: label }).first().waitFor();
    await page.keyboard.press('Enter');
  }
  await expect.poll(() => select.innerText()).toContain(label);
}

/** Chooses a print's carrier in its dialog: none is pre-filled from a row. */
export async function chooseCarrier(page: Page, dialog: Locator, label = '顺丰速运') {
  await chooseOption(page, dialog.locator('.ant-select').first(), label);
}

/**
 * 手动扣费 of ¥12.34 on the shown 平台列表's row of `platform`, as an operator does it: the row's
 * button, the amount and reason typed (`type`), then 下一步, the review's 大写 and 确认扣费
 * (`confirm`). Returns the dialog.
 */
export function deduction(page: Page, platform: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: `手动扣费：${platform}` });
  const type = async () => {
    await page
      .locator('[data-page-shown] .ant-table-row')
      .filter({ hasText: platform })
      .getByRole('button', { name: '手动扣费' })
      .click();
    await dialog.getByLabel('扣费金额').fill('12.34');
    await dialog.getByLabel('扣费原因').fill('线下补扣短信费');
  };
  const confirm = async () => {
    await dialog.getByRole('button', { name: /下一步/ }).click();
    await dialog
      .getByTestId('form-review')
      .getByText(/壹拾贰元叁角肆分/)
      .waitFor();
    await motionSettled(page);
    await dialog.getByRole('button', { name: /确认扣费/ }).click();
  };
  return { dialog, type, confirm };
}
