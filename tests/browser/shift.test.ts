/**
 * A deploy under a running console, in Chromium: a copy of the build is served, the console
 * signed in on it with two kept tabs; then the copy is replaced as a deploy would (a new
 * version.json, an old chunk gone). The console notices the new version when its window comes
 * back into focus and offers 刷新 in a card (not a modal); a screen whose chunk is gone offers
 * the reload instead of a dead end; 刷新 brings the kept tabs back. 刷新 waits while typed input
 * would be lost (a form without a draft) and while a deduction's outcome is unknown, not for a
 * form whose draft comes back after it.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/serve.mjs';
import { deduction, logIn, motionSettled, sideMenu, startHarness, type Harness } from './harness';
import { DEPLOY_PORT } from './ports.mjs';

const ORIGIN = `http://127.0.0.1:${DEPLOY_PORT}`;
let harness: Harness;
let server: Server;
let dir: string;

beforeAll(async () => {
  harness = await startHarness();
  dir = mkdtempSync(join(tmpdir(), 'console-deploy-'));
  cpSync('dist-test', dir, { recursive: true });
  server = (await startStaticServer({ dir, port: DEPLOY_PORT, host: '127.0.0.1' })) as Server;
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a deploy during a shift', () => {
  it('is noticed on focus, offered quietly, a gone chunk offers the reload, and 刷新 keeps the tabs', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await page.goto(`${ORIGIN}/main/login?target=${encodeURIComponent('/agent/list')}`);
    await logIn(page);
    await page.waitForURL(`${ORIGIN}/agent/list`);
    await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
    await sideMenu(page).getByText('代理结算', { exact: true }).click();
    await page.waitForURL(/\/agent\/settlement/);
    await page.locator('[data-page-tab="/agent/settlement"][data-page-shown] .ant-table-row').first().waitFor();

    // The deploy: a new version.json, and the consumption screen's old chunk gone.
    writeFileSync(join(dir, 'version.json'), JSON.stringify({ version: 'next@2026-12-05T11:00:00Z' }));
    for (const file of readdirSync(dir).filter((name) => name.startsWith('screen-consumption')))
      rmSync(join(dir, file));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const card = page.getByTestId('new-version');
    await card.getByText('新版本已发布').waitFor();
    expect(await card.innerText()).toContain('刷新后打开的页面、筛选和草稿都会保留。');
    expect(await page.locator('.ant-modal-wrap:visible').count()).toBe(0);

    // A screen not yet loaded: its chunk is gone; the page offers the reload.
    await sideMenu(page).getByText('消费记录', { exact: true }).click();
    await page.getByTestId('chunk-error').waitFor();
    await page.getByTestId('chunk-error').getByRole('button', { name: '刷新页面' }).waitFor();

    // 刷新 in the card: the kept tabs come back.
    await page.getByRole('tab', { name: /代理列表/ }).click();
    await page.waitForURL(/\/agent\/list/);
    await page.evaluate(() => Object.assign(window, { beforeTheReload: true }));
    await card.getByRole('button', { name: /刷\s*新/ }).click();
    await expect.poll(() => page.evaluate(() => 'beforeTheReload' in window).catch(() => true)).toBe(false);
    await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
    const tabs = page.getByRole('tab');
    await expect
      .poll(() => tabs.allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('代理结算')]));
    await page.context().close();
  });

  it('waits while typed input would be lost and while a deduction’s outcome is unknown; 刷新 brings a draft back', async () => {
    writeFileSync(join(dir, 'version.json'), readFileSync('dist-test/version.json'));
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await page.goto(`${ORIGIN}/main/login?target=${encodeURIComponent('/platform/list')}`);
    await logIn(page);
    await page.waitForURL(`${ORIGIN}/platform/list`);
    const rows = page.locator('[data-page-shown] .ant-table-row');
    await rows.first().waitFor();
    const name = (await rows.first().locator('td').first().locator('a').first().textContent())!.trim();
    const { dialog, type: typeDeduction, confirm: confirmDeduction } = deduction(page, name);

    // A deduction typed (no draft keeps it), then a deploy.
    await typeDeduction();
    writeFileSync(join(dir, 'version.json'), JSON.stringify({ version: 'next2@2026-12-05T12:00:00Z' }));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const card = page.getByTestId('new-version');
    const reload = card.getByRole('button', { name: /刷\s*新/ });
    await card.getByText('有未保存的输入：保存或放弃后再刷新。').waitFor();
    expect(await reload.isDisabled()).toBe(true);

    // Sent, its answer lost and the re-read failing: the outcome is unknown, 刷新 still waits.
    await page.evaluate(() => {
      localStorage.setItem('mock.lose', 'handDeductionFee');
      localStorage.setItem('mock.fail', 'getFlowList');
    });
    await confirmDeduction();
    await dialog.getByText('结果未知，暂时无法核对').waitFor();
    await page.evaluate(() => localStorage.removeItem('mock.fail'));
    await dialog
      .getByRole('button', { name: /取\s*消|关\s*闭/ })
      .first()
      .click();
    await card.getByText('有 1 笔操作正在提交或结果未知：完成后再刷新。').waitFor();
    expect(await reload.isDisabled()).toBe(true);

    // The same deduction again: the server answers its first key; nothing waits any more.
    await typeDeduction();
    await confirmDeduction();
    await dialog.getByText('此前已经生效').waitFor();
    await dialog
      .getByRole('button', { name: /关\s*闭|完\s*成|知道了|取\s*消/ })
      .first()
      .click();
    await card.getByText('刷新后打开的页面、筛选和草稿都会保留。').waitFor();

    // A new platform half typed: its draft comes back after 刷新, which does not wait for it.
    await page.getByRole('button', { name: /新增平台/ }).click();
    const form = page.getByRole('dialog').filter({ hasText: '新增平台' });
    await form.getByLabel('平台名称').fill('草稿里的平台');
    await motionSettled(page);
    expect(await reload.isDisabled()).toBe(false);
    await page.evaluate(() => Object.assign(window, { beforeTheReload: true }));
    await reload.click();
    await expect.poll(() => page.evaluate(() => 'beforeTheReload' in window).catch(() => true)).toBe(false);
    await expect
      .poll(() => page.getByRole('dialog').filter({ hasText: '新增平台' }).getByLabel('平台名称').inputValue())
      .toBe('草稿里的平台');
    await page.context().close();
  });
});
