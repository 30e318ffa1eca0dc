/**
 * Every failure is said once, and never over the way out of it: the spec's 请求错误 notice
 * beside the list's own error with its 重新加载, at the window sizes offices use. Both boxes
 * are measured in Chromium on the production build.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsSettled, listReady, openSignedIn, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The notices on screen once their entrance is over. */
async function settledNotices(page: Page) {
  const notices = page.locator('.ant-notification-notice');
  await notices.first().waitFor();
  await callsSettled(page);
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.ant-notification [class*="-appear-active"], .ant-notification [class*="-enter-active"]',
      ),
  );
  return notices;
}

const sizes = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

describe('a failed list load, told once, its retry never covered', () => {
  for (const size of sizes) {
    it(`at ${size.width}×${size.height}: the first load fails (inline error) and a later reload fails (rows kept)`, async () => {
      const page = await openSignedIn(harness, '/orderDeliver', size);
      await listReady(page);
      // The backend starts failing: a filter change loads again and keeps the rows it had.
      await page.evaluate(() => localStorage.setItem('mock.fail', 'shipList|tabStat'));
      await page.getByRole('tab', { name: /全部/ }).click();
      const stale = page.locator('.ant-alert-error').filter({ hasText: '上次成功加载的数据' });
      await stale.waitFor();
      let notices = await settledNotices(page);
      expect(await notices.count()).toBe(1);
      await expect(notices.first().textContent()).resolves.toContain('请求错误');
      const staleRetry = stale.getByRole('button', { name: /重新加载/ });
      for (let index = 0; index < (await notices.count()); index += 1)
        expect(overlaps(await boxOf(notices.nth(index)), await boxOf(staleRetry))).toBe(false);

      // A first load that fails: the inline error in the table's place, with its retry.
      await page.reload();
      const error = page.getByTestId('list-error');
      await error.waitFor();
      notices = await settledNotices(page);
      expect(await notices.count()).toBe(1);
      await expect(notices.first().textContent()).resolves.toContain('模拟故障');
      const retry = error.getByRole('button', { name: /重新加载/ });
      expect(overlaps(await boxOf(notices.first()), await boxOf(retry))).toBe(false);
      await page.evaluate(() => localStorage.removeItem('mock.fail'));
      await page.close();
    });
  }
});
