/**
 * A smoke test of `npm start`: the dev server on its mock data, as a developer first runs
 * it. A dev-only regression once left the list empty and nothing caught it (the other
 * browser tests drive the production build).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, logIn } from './harness';
import { DEV_PORT } from './ports.mjs';

const ORIGIN = `http://127.0.0.1:${DEV_PORT}`;
let dev: ChildProcess | undefined;
let browser: Browser | undefined;
let output = '';

/** Resolves once the dev server answers with the app's page; the first compile is slow. */
async function serving(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (dev?.exitCode !== null) throw new Error(`the dev server exited:\n${output.slice(-3000)}`);
    try {
      const response = await fetch(`${ORIGIN}/main/login`);
      if (response.ok && (await response.text()).includes('<div id="root">')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the dev server did not answer in time:\n${output.slice(-3000)}`);
}

beforeAll(async () => {
  dev = spawn('npx', ['max', 'dev'], {
    env: { ...process.env, PORT: String(DEV_PORT), HOST: '127.0.0.1', MOCK: '', BROWSER: 'none', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (chunk) => (output += chunk));
  dev.stderr?.on('data', (chunk) => (output += chunk));
  await serving(Date.now() + 240_000);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

describe('npm start (the dev server on mock data)', () => {
  it('logs in and shows the first rows of the order list', async () => {
    const context = await browser!.newContext({ viewport: { width: 1366, height: 820 }, locale: 'zh-CN' });
    const page = await context.newPage();
    // The dev server compiles each screen on first visit: minutes on a busy 2-core machine.
    page.setDefaultTimeout(180_000);
    await page.goto(`${ORIGIN}/main/login?target=%2ForderDeliver`);
    await logIn(page);
    await page.waitForURL(`${ORIGIN}/orderDeliver`);
    await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
    expect(await page.locator('[data-page-shown] .ant-table-row').count()).toBe(10);
    await context.close();
  }, 300_000);
});
