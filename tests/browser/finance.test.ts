/**
 * The money screens in Chromium on the production build: recharge a platform and see its
 * balance, the recharge row and the flow row change; deduct a fee and see the same; axe-core
 * finds nothing serious or critical on each screen and its dialogs.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseOption,
  listReady,
  openSignedIn,
  seriousA11yFindings,
  sideMenu,
  startHarness,
  type Harness,
} from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** Goes to a screen through the side menu (the app keeps its state: the mock backend lives in the page). */
async function viaMenu(page: Page, group: string, item: string) {
  const menu = sideMenu(page);
  const entry = menu.getByText(item, { exact: true });
  if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
  await entry.click();
  await listReady(page);
}

const yuan = (text: string) => Number(text.replace(/[¥,\s]/g, ''));

describe('money screens in Chromium', () => {
  it('recharges a platform and deducts a fee: balance, recharge row and flow rows agree', async () => {
    const page = await openSignedIn(harness, '/platform/list');
    await listReady(page);
    const firstRow = page.locator('[data-page-shown] .ant-table-row').first();
    const name = (await firstRow.locator('td').first().locator('a').first().textContent())!.trim();
    // The first money cell of the row is the balance.
    const balanceCell = () =>
      page
        .locator('[data-page-shown] .ant-table-row')
        .filter({ hasText: name })
        .locator('td')
        .filter({ hasText: '¥' })
        .first();
    const before = yuan((await balanceCell().textContent())!.replace('余额不足', ''));

    await viaMenu(page, '财务管理', '充值记录');
    await page.getByRole('button', { name: /充\s*值$/ }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(
      page,
      dialog.locator('.ant-form-item').filter({ hasText: '充值平台' }).locator('.ant-select'),
      name,
      name,
    );
    await dialog.getByLabel('充值金额').fill('100010.50');
    await dialog.getByTestId('money-capital').getByText('壹拾万零壹拾元伍角整').waitFor();
    await dialog.getByText('支付宝', { exact: true }).click();
    await dialog.getByRole('button', { name: /下一步/ }).click();
    await dialog.getByTestId('review-capital').getByText('壹拾万零壹拾元伍角整').waitFor();
    await dialog.getByRole('button', { name: /确认充值/ }).click();
    await page.getByText(`已为“${name}”充值 ¥100,010.50`).waitFor();
    await expect
      .poll(() => page.locator('[data-page-shown] .ant-table-row').first().textContent())
      .toContain('¥100,010.50');
    expect(await page.locator('[data-page-shown] .ant-table-row').first().textContent()).toContain(name);

    await viaMenu(page, '财务管理', '资金流水');
    const topFlow = page.locator('[data-page-shown] .ant-table-row').first();
    expect(await topFlow.textContent()).toContain('+¥100,010.50');
    const afterRecharge = before + 100010.5;
    expect(await topFlow.textContent()).toContain(
      `¥${afterRecharge.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );

    await viaMenu(page, '平台管理', '平台列表');
    await expect
      .poll(async () => yuan((await balanceCell().textContent())!.replace('余额不足', '')))
      .toBe(afterRecharge);
    await page
      .locator('[data-page-shown] .ant-table-row')
      .filter({ hasText: name })
      .getByRole('button', { name: '手动扣费' })
      .click();
    const deduct = page.getByRole('dialog').filter({ hasText: `手动扣费：${name}` });
    await deduct.getByLabel('扣费金额').fill('10.05');
    await deduct.getByLabel('扣费原因').fill('线下补扣短信费');
    await deduct.getByRole('button', { name: /下一步/ }).click();
    await deduct
      .getByTestId('form-review')
      .getByText(/壹拾元零伍分/)
      .waitFor();
    await deduct.getByRole('button', { name: /确认扣费/ }).click();
    const afterDeduct = Math.round((afterRecharge - 10.05) * 100) / 100;
    await page.getByText(`已从“${name}”扣除 ¥10.05`).waitFor();
    await expect.poll(async () => yuan((await balanceCell().textContent())!.replace('余额不足', ''))).toBe(afterDeduct);

    await viaMenu(page, '财务管理', '资金流水');
    const deductionFlow = page.locator('[data-page-shown] .ant-table-row').first();
    expect(await deductionFlow.textContent()).toContain('手动扣费');
    expect(await deductionFlow.textContent()).toContain('−¥10.05');

    await sideMenu(page).getByText('消费记录', { exact: true }).click();
    await listReady(page);
    expect(await page.locator('[data-page-shown] .ant-table-row').first().textContent()).toContain('手动扣费');
  });

  it('finds nothing serious or critical with axe-core on each money screen and its dialogs', async () => {
    const page = await openSignedIn(harness, '/platform/list');
    await listReady(page);
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.getByRole('button', { name: /新增平台/ }).click();
    await page.getByRole('dialog').getByLabel('支付宝 AppID').waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /提\s*交/ })
      .click();
    await page.getByRole('dialog').getByText('请输入平台名称').waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    for (const [group, item] of [
      ['财务管理', '充值记录'],
      ['财务管理', '资金流水'],
      ['消费记录', '消费记录'],
    ]) {
      if (group === item) await sideMenu(page).getByText(item, { exact: true }).click();
      else await viaMenu(page, group, item);
      await listReady(page);
      expect(await seriousA11yFindings(page)).toEqual([]);
    }
    await viaMenu(page, '财务管理', '充值记录');
    await page.getByRole('button', { name: /充\s*值$/ }).click();
    await page.getByRole('dialog').getByLabel('充值金额').fill('12.5');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /下一步/ })
      .click();
    await page.getByRole('dialog').getByText('请选择充值平台').waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);

    const risk = await openSignedIn(harness, `/platform/risk?platformId=101`);
    await risk.getByLabel('自动通过比例').waitFor();
    await risk.getByLabel('押金比例').fill('35');
    await risk.getByText('将修改 1 项').first().waitFor();
    expect(await seriousA11yFindings(risk)).toEqual([]);
  });

  it('keeps unsaved risk settings in their tab, asks before that tab closes, and before the page is closed', async () => {
    const page = await openSignedIn(harness, '/platform/risk?platformId=101');
    await page.getByLabel('最低信用分').fill('600');
    await page.getByText('将修改 1 项').first().waitFor();
    // Another screen is another tab: nothing asks, and the changes wait.
    await sideMenu(page).getByText('平台列表', { exact: true }).click();
    await page.waitForURL(/\/platform\/list$/);
    await listReady(page);
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    await tabs.getByRole('tab', { name: '风控设置' }).click();
    await page.waitForURL(/\/platform\/risk\?platformId=101$/);
    expect(await page.getByLabel('最低信用分').inputValue()).toBe('600');

    // Closing its tab asks; staying keeps it.
    const closeRisk = tabs.locator('[data-tab-close="/platform/risk"]');
    await closeRisk.click();
    const ask = page.getByRole('dialog').filter({ hasText: '有尚未提交的内容' });
    await ask.waitFor();
    await ask.getByRole('button', { name: /留下继续编辑/ }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/platform/risk');
    expect(await page.getByLabel('最低信用分').inputValue()).toBe('600');

    // Closing the page asks the browser's own question while changes are unsaved, from any tab.
    await tabs.getByRole('tab', { name: '平台列表' }).click();
    await page.waitForURL(/\/platform\/list$/);
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });

  it('previews a transfer voucher in the page, wide enough to read a receipt', async () => {
    const page = await openSignedIn(harness, '/finance/recharge', { width: 1280, height: 720 });
    await listReady(page);
    await page.locator('[data-page-shown] .ant-table-row').getByRole('button', { name: '查看' }).first().click();
    const image = page.locator('.file-preview .ant-image-preview-img');
    await image.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.file-preview .ant-image-preview-img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    // Measured once its opening zoom is over.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.waitForFunction(
      () => !document.querySelector('.file-preview [class*="-appear-active"], .file-preview [class*="-enter-active"]'),
    );
    const box = (await image.boundingBox())!;
    // At least most of the window wide (the seeded voucher is a 480 px scan).
    expect(box.width).toBeGreaterThanOrEqual(Math.min(1280 * 0.88, 960) - 2);
    expect(await image.getAttribute('src')).toMatch(/^\/mock-files\//);
    await page.keyboard.press('Escape');
    await image.waitFor({ state: 'detached' });
  });
});
