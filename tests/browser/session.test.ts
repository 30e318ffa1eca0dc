import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, CHROMIUM, CHROMIUM_ARGS, logIn, startHarness, type Harness } from './harness';

/**
 * "Remember me" across a real browser restart: a persistent Chromium profile is closed and
 * opened again, as an operator closes the browser at night and opens it in the morning.
 */
let harness: Harness;
const profiles: string[] = [];

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

async function openBrowser(profile: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: 1366, height: 820 },
    locale: 'zh-CN',
  });
  context.setDefaultTimeout(20_000);
  return context;
}

/** Signs in on a fresh profile, with or without "remember me"; returns the profile's folder. */
async function signInAndClose(remember: boolean): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'console-profile-'));
  profiles.push(profile);
  const browser = await openBrowser(profile);
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${APP_ORIGIN}/main/login`);
  if (remember) await page.getByLabel('记住我').check();
  await logIn(page);
  await page.waitForURL(`${APP_ORIGIN}/orderDeliver`);
  // A second tab of the same browser session is signed in too.
  const second = await browser.newPage();
  await second.goto(`${APP_ORIGIN}/dashboard`);
  await second.getByTestId('todo-toShip').waitFor();
  expect(second.url()).toBe(`${APP_ORIGIN}/dashboard`);
  await browser.close();
  return profile;
}

describe('remember me, across a browser restart', () => {
  it('unchecked: closing the browser signs out; new tabs of the same session stayed signed in', async () => {
    const profile = await signInAndClose(false);
    const browser = await openBrowser(profile);
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${APP_ORIGIN}/dashboard`);
    await page.waitForURL(`${APP_ORIGIN}/main/login?target=%2Fdashboard`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await browser.close();
  });

  it('checked: the browser opens signed in the next day', async () => {
    const profile = await signInAndClose(true);
    const browser = await openBrowser(profile);
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${APP_ORIGIN}/dashboard`);
    await page.getByTestId('todo-toShip').waitFor();
    expect(page.url()).toBe(`${APP_ORIGIN}/dashboard`);
    await browser.close();
  });
});
