import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, logIn, sideMenu, signOut, startHarness, storedToken, type Harness } from './harness';
import { BARE_ORIGIN, FOREIGN_ORIGIN, TEST_PORTAL_ORIGIN, TEST_PORTAL_ORIGINS } from './ports.mjs';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('the console in Chromium (production build, mock data)', () => {
  it('sends a visitor to login with target, and back to target after login, with the server menus', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/finance/flow?type=recharge`);
    await page.waitForURL(`${APP_ORIGIN}/main/login?target=%2Ffinance%2Fflow%3Ftype%3Drecharge`);
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/finance/flow?type=recharge`);
    await expect.poll(() => sideMenu(page).innerText()).toContain('财务管理');
    // A demo build says so in its header.
    await page.getByRole('status').filter({ hasText: '演示数据' }).waitFor();

    const menu = sideMenu(page);
    for (const name of ['工作台', '订单发货', '代理管理', '财务管理', '消费记录', '平台管理', '系统设置']) {
      await expect(menu.getByText(name, { exact: true }).isVisible()).resolves.toBe(true);
    }
    // The open group is the one holding the current screen, and its child is selected.
    await expect(menu.locator('.ant-menu-item-selected').innerText()).resolves.toContain('资金流水');
    await menu.getByText('代理管理', { exact: true }).click();
    await menu.getByText('代理结算', { exact: true }).click();
    await page.waitForURL(`${APP_ORIGIN}/agent/settlement`);
    await page.getByPlaceholder('结算单号、代理商或平台').waitFor();
  });

  it('stays on a menu path when the browser reloads it', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login?target=%2Fdashboard`);
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/dashboard`);
    await page.reload();
    await page.getByTestId('todo-toShip').getByTestId('todo-count').waitFor();
    expect(page.url()).toBe(`${APP_ORIGIN}/dashboard`);
    await expect(page.getByText('页面不存在').count()).resolves.toBe(0);
  });

  it('logout clears storage and every cookie', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login`);
    await page.getByLabel('记住我').check();
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver`);
    const before = await storedToken(page);
    expect(before.session).toMatch(/^mk\.1\./);
    expect(before.local).toBe(before.session);
    expect(before.cookie).toContain(`token=${before.session}`);
    await page.evaluate(() => {
      document.cookie = 'portal_pref=1; path=/';
    });

    await signOut(page, /退出登录/);
    await page.waitForURL(`${APP_ORIGIN}/main/login`);
    expect(await storedToken(page)).toEqual({ session: null, local: null, cookie: '' });
    // Nothing of the session is left; only the operator's own preferences (columns, page size) stay.
    expect(
      await page.evaluate(() => [
        ...Object.keys(sessionStorage),
        ...Object.keys(localStorage).filter((key) => !key.startsWith('prefs:')),
      ]),
    ).toEqual([]);
    // A guarded page now sends the visitor back to login.
    await page.goto(`${APP_ORIGIN}/orderDeliver`);
    await page.waitForURL(`${APP_ORIGIN}/main/login?target=%2ForderDeliver`);
  });

  it('keeps the language across a sign-out, and switches it back on the first click', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login`);
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver`);
    await page.getByTitle('语言').click();
    await page.getByRole('button', { name: 'Export CSV' }).first().waitFor();
    await signOut(page, /Log out/);
    await page.waitForURL(`${APP_ORIGIN}/main/login`);
    await page.getByRole('button', { name: /^Log in$/ }).waitFor();
    await page.getByTitle('Language').click();
    await page.getByRole('button', { name: /^登\s*录$/ }).waitFor({ timeout: 5_000 });
    await page.context().close();
  });

  it('keeps the page size an operator chose across a sign-out, and offers date presets on the lazy picker', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login`);
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver`);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option-content', { hasText: '20 条/页' }).click();
    await page.waitForURL(/pageSize=20/);
    // The twenty rows drawn and loading over before the header menu: on a busy machine their
    // render closed the menu under the click, and the sign-out never started.
    await page.locator('[data-page-shown] .ant-table-tbody .ant-table-row').nth(19).waitFor();
    await page.locator('.ant-table-wrapper .ant-spin[aria-busy="true"]').waitFor({ state: 'detached' });
    await signOut(page, /退出登录/);
    await page.waitForURL(`${APP_ORIGIN}/main/login`);
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver`);
    await page.locator('.ant-pagination-options').getByText('20 条/页').waitFor();
    // The look-alike date field gives way to the real picker, presets and all.
    await page.getByText('展开', { exact: true }).click();
    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/express/shipList?') && response.url().includes('startTime='),
    );
    await page.getByPlaceholder('开始日期 → 结束日期').click();
    await page.locator('.ant-picker-presets li', { hasText: '昨天' }).click();
    await page.getByRole('button', { name: /^查\s*询$/ }).click();
    const sent = new URL((await answer).url());
    const yesterday = await page.evaluate(() => {
      const day = new Date(Date.now() - 86_400_000);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    });
    expect([sent.searchParams.get('startTime'), sent.searchParams.get('endTime')]).toEqual([yesterday, yesterday]);
    await page.context().close();
  });

  it('a 109 mid-session returns to login with target, and back there after login', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login?target=%2ForderDeliver`);
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver`);
    await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
    // The server forgets the session while the operator works.
    await page.evaluate(() => {
      sessionStorage.setItem('token', 'mk.999.expired');
      localStorage.setItem('token', 'mk.999.expired');
      document.cookie = 'token=mk.999.expired; path=/';
    });
    await page.getByTestId('tab-2').click();
    await page.waitForURL(`${APP_ORIGIN}/main/login?target=%2ForderDeliver%3Ftab%3D2`);
    await page.locator('.ant-notification-notice-warning').getByText('登录已失效，请重新登录').waitFor();
    await logIn(page, 'operator', 'operator123');
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver?tab=2`);
    await expect.poll(() => page.getByTestId('current-user').innerText()).toBe('李仓管');
    await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
  });

  it('shows a non-200 code as a "请求错误" notification with the server message', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login`);
    await logIn(page, 'admin', 'not-the-password');
    const notice = page.locator('.ant-notification-notice-warning');
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toMatch(/请求错误[\s\S]*账号或密码错误/);
    expect(page.url()).toBe(`${APP_ORIGIN}/main/login`);
    await expect(page.getByLabel('账号', { exact: true }).inputValue()).resolves.toBe('admin');
  });

  it('obeys route and open commands from the allowed portal origin', async () => {
    const { context, page } = await harness.newPage();
    await page.goto(`${TEST_PORTAL_ORIGIN}/`);
    const frame = page.frameLocator('#console');
    await frame.getByLabel('账号', { exact: true }).fill('admin');
    await frame.getByLabel('密码', { exact: true }).fill('admin123');
    await frame.getByRole('button', { name: /登\s*录/ }).click();
    await frame.getByTestId('todo-toShip').waitFor();
    // The console told its portal it is ready, naming the portal's origin.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { received: { origin: string; data: unknown }[] }).received),
      )
      .toContainEqual({
        origin: APP_ORIGIN,
        data: { event: 'console-ready' },
      });

    await page.evaluate(() =>
      (window as unknown as { send: (m: unknown) => void }).send({ action: 'route', path: '/finance/flow' }),
    );
    await frame.getByText('收入合计').waitFor();
    const consoleFrame = page.frames().find((candidate) => candidate.url().startsWith(APP_ORIGIN))!;
    expect(consoleFrame.url()).toBe(`${APP_ORIGIN}/finance/flow`);
    /** Sends a route command and waits until the console is there: a barrier for the messages before it. */
    const routeAndWait = async (path: string) => {
      await page.evaluate(
        (target) => (window as unknown as { send: (m: unknown) => void }).send({ action: 'route', path: target }),
        path,
      );
      await expect.poll(() => consoleFrame.url()).toBe(`${APP_ORIGIN}${path}`);
    };

    // A production build opens https only: a plain-http address is ignored.
    let opens = 0;
    context.on('page', () => opens++);
    await page.evaluate(
      (url) => (window as unknown as { send: (m: unknown) => void }).send({ action: 'open', url }),
      `${FOREIGN_ORIGIN}/opened?x=1`,
    );
    // The console takes its portal's messages in order: once a later route has been obeyed, the
    // open before it has been judged.
    await routeAndWait('/consumption/log');
    expect(opens).toBe(0);
    // An https address opens (answered here by the browser context, no network needed).
    await context.route('https://help.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>help</p>' }),
    );
    const popup = context.waitForEvent('page');
    await page.evaluate(
      (url) => (window as unknown as { send: (m: unknown) => void }).send({ action: 'open', url }),
      'https://help.example.com/opened?x=1',
    );
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe('https://help.example.com/opened?x=1');
    // noopener: the new window cannot reach back into the console.
    expect(await opened.evaluate(() => window.opener)).toBeNull();

    // Unsafe commands from the allowed origin are still ignored.
    const pagesBefore = context.pages().length;
    await page.evaluate(() => {
      const send = (window as unknown as { send: (m: unknown) => void }).send;
      send({ action: 'open', url: 'javascript:alert(1)' });
      send({ action: 'route', path: '//evil.example/x' });
    });
    await routeAndWait('/finance/flow');
    expect(context.pages().length).toBe(pagesBefore);
    expect(consoleFrame.url()).toBe(`${APP_ORIGIN}/finance/flow`);
  });

  it('cannot be framed by a page on an origin that is not allowed, nor commanded from it', async () => {
    const { context, page } = await harness.newPage();
    await page.goto(`${FOREIGN_ORIGIN}/`);
    // The browser refuses the frame: the CSP's frame-ancestors names only the console and the portal.
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error://'))).toBe(true);
    await page.evaluate((foreign) => {
      const send = (window as unknown as { send: (m: unknown) => void }).send;
      send({ action: 'route', path: '/finance/flow' });
      send({ action: 'open', url: `${foreign}/opened` });
    }, FOREIGN_ORIGIN);
    // Nothing to wait for: the frame holds the browser's error page, with no console in it to obey.
    expect(page.frames().some((frame) => frame.url().startsWith(APP_ORIGIN))).toBe(false);
    expect(context.pages()).toHaveLength(1);
    // Nor does the console announce itself to a foreign parent.
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  });

  it('shows nothing of itself in a foreign frame even where the header is missing', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${FOREIGN_ORIGIN}/?console=${encodeURIComponent(BARE_ORIGIN)}`);
    const frame = page.frameLocator('#console');
    await frame.getByText('控制台只能在授权的门户中打开').waitFor();
    expect(await frame.getByLabel('账号', { exact: true }).count()).toBe(0);
  });

  it('is served with its security headers, and the server survives a malformed address', async () => {
    const response = await fetch(`${APP_ORIGIN}/orderDeliver`);
    // Every browser worker's portal (tests/browser/ports.mjs), this one's among them.
    const ancestors = `frame-ancestors 'self' ${TEST_PORTAL_ORIGINS.split(',').join(' ')}`;
    expect(ancestors).toContain(TEST_PORTAL_ORIGIN);
    expect(response.headers.get('content-security-policy')).toContain(ancestors);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${APP_ORIGIN}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${APP_ORIGIN}/main/login`)).status).toBe(200);
  });

  it('follows a logout and a login across tabs', async () => {
    const { context, page: first } = await harness.newPage();
    await first.goto(`${APP_ORIGIN}/main/login?target=%2ForderDeliver`);
    await logIn(first);
    await first.waitForURL(`${APP_ORIGIN}/orderDeliver`);
    const second = await context.newPage();
    await second.goto(`${APP_ORIGIN}/orderDeliver?tab=1`);
    await second.locator('[data-page-shown] .ant-table-row').first().waitFor();

    await signOut(first, /退出登录/);
    await first.waitForURL(/\/main\/login/);
    // The other tab hears of it at once (a storage event) and goes to the login page with its
    // place as target: well within a second on a quiet machine, 3 s allowed for a busy one.
    await second.waitForURL(`${APP_ORIGIN}/main/login?target=%2ForderDeliver%3Ftab%3D1`, { timeout: 3000 });

    await logIn(first);
    await first.waitForURL(/\/orderDeliver$/);
    // The other tab continues where it was, without a reload.
    await second.waitForURL(`${APP_ORIGIN}/orderDeliver?tab=1`);
    await second.locator('[data-page-shown] .ant-table-row').first().waitFor();
  });

  it('names a failed chunk load with its type and URL and offers a reload', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login`);
    // The server loses the security layout's script (a deploy replaced it, say).
    harness.failAssets(/layouts__SecurityLayout\.[0-9a-f]+\.async\.js$/);
    try {
      await logIn(page);
      await page.getByText('页面资源加载失败').waitFor();
      const text = await page.getByTestId('chunk-error').innerText();
      expect(text).toContain('ChunkLoadError');
      expect(text).toMatch(/类型：error/);
      expect(text).toMatch(/layouts__SecurityLayout\.[0-9a-f]+\.async\.js/);
      // The rest of the page is not blank, and the reload brings the console back.
      harness.failAssets(undefined);
      await page.getByRole('button', { name: '刷新页面' }).click();
      await expect.poll(() => sideMenu(page).innerText()).toContain('订单发货');
    } finally {
      harness.failAssets(undefined);
    }
  });
});
