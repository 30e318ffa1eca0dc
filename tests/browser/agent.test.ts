/**
 * Agents and their settlement in Chromium on the production build: onboard an agent and
 * find them in the list; take one settlement from 待确认 to 已结算 with a voucher; axe-core
 * finds nothing serious or critical on both screens, their drawers and dialogs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listReady, motionSettled, openSignedIn, seriousA11yFindings, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const png = { name: '回单.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') };

describe('agents and settlement in Chromium', () => {
  it('onboards an agent and finds them in the list', async () => {
    const page = await openSignedIn(harness, '/agent/list');
    await listReady(page);
    await page.getByRole('button', { name: /新增代理商/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('企业', { exact: true }).click();
    await drawer.getByLabel('企业名称').fill('杭州租享科技有限公司');
    await drawer.getByLabel('联系人').fill('林慧');
    await drawer.getByLabel('手机号').fill('13655556666');
    await drawer.getByLabel('佣金比例').fill('7.25');
    await drawer.getByLabel('开户银行').fill('兴业银行');
    await drawer.getByLabel('银行账号').fill('622908123456789012');
    await drawer.getByLabel('开户名').fill('杭州租享科技有限公司');
    await drawer.locator('input[type=file]').setInputFiles({ ...png, name: '营业执照.png' });
    await drawer.locator('.ant-upload-list-item-done').waitFor({ state: 'attached' });
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('已新增代理商“杭州租享科技有限公司”，待审核').waitFor();

    await page.getByPlaceholder('代理商名称、编号或手机号').fill('13655556666');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.waitForURL(/keyword=13655556666/);
    const row = page.locator('[data-page-shown] .ant-table-row').filter({ hasText: '杭州租享科技有限公司' });
    await expect.poll(() => page.locator('[data-page-shown] .ant-table-row').count()).toBe(1);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('136****6666');
    expect(await row.textContent()).toContain('7.25%');
    expect(await row.textContent()).toContain('待审核');
  });

  it('takes a settlement from 待确认 to 已结算 with a voucher', async () => {
    const page = await openSignedIn(harness, '/agent/settlement');
    await listReady(page);
    const first = page.locator('[data-page-shown] .ant-table-row').first();
    const settleNo = (await first.textContent())!.match(/JS\d{12}/)![0];
    await first.getByRole('button', { name: '确认交付' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `确认交付结算单 ${settleNo}？` });
    await confirm.waitFor();
    await motionSettled(page);
    await confirm.getByRole('button', { name: '确认交付' }).click();
    await page.getByText(`结算单 ${settleNo} 已确认交付`).waitFor();

    await page.getByRole('tab', { name: /待上传凭证/ }).click();
    await page.getByPlaceholder('结算单号、代理商或平台').fill(settleNo);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.locator('[data-page-shown] .ant-table-row').filter({ hasText: settleNo });
    await row.getByRole('button', { name: '上传凭证' }).click();
    const upload = page.getByRole('dialog').filter({ hasText: `上传打款凭证：${settleNo}` });
    await upload.locator('input[type=file]').setInputFiles(png);
    await upload.locator('.ant-upload-list-item-done').waitFor({ state: 'attached' });
    await upload.getByRole('button', { name: /上传并结算/ }).click();
    await page.getByText(`结算单 ${settleNo} 已上传凭证，状态为已结算`).waitFor();

    await page.getByRole('tab', { name: /已结算/ }).click();
    await page.waitForURL(/tab=2/);
    const settled = page.locator('[data-page-shown] .ant-table-row').filter({ hasText: settleNo });
    await settled.waitFor();
    await settled.getByRole('button', { name: '查看凭证' }).click();
    const view = page.getByRole('dialog').filter({ hasText: `结算凭证：${settleNo}` });
    await view.getByText('回单.png').waitFor();
    expect(await view.getByRole('link', { name: /下载/ }).count()).toBe(1);
  });

  it("shows 已添加 below the drawer's title bar, not over its title and close button", async () => {
    const page = await openSignedIn(harness, '/agent/list');
    await listReady(page);
    await page.locator('[data-page-shown] .ant-table-row').first().getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('代理商编号').waitFor();
    await drawer.getByRole('tab', { name: /备注/ }).click();
    await drawer.getByLabel('新备注').fill('已核对结算账户');
    await drawer.getByRole('button', { name: /添\s*加/ }).click();
    const toast = page.locator('.ant-message-notice').filter({ hasText: '已添加' });
    await toast.waitFor();
    const header = (await page.locator('.ant-drawer-header').boundingBox())!;
    // Where it comes to rest (it slides in from above), read while it is shown: on a busy machine
    // its 3 s can be over before every animation of the page has ended.
    await expect
      .poll(() => toast.evaluate((notice) => notice.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(header.y + header.height);
  });

  it('finds nothing serious or critical with axe-core on both screens, their drawers and dialogs', async () => {
    const agents = await openSignedIn(harness, '/agent/list');
    await listReady(agents);
    expect(await seriousA11yFindings(agents)).toEqual([]);
    await agents.locator('[data-page-shown] .ant-table-row').first().getByRole('button', { name: '详情' }).click();
    await agents.getByRole('dialog').getByText('代理商编号').waitFor();
    expect(await seriousA11yFindings(agents)).toEqual([]);
    await agents.getByRole('dialog').getByRole('tab', { name: /备注/ }).click();
    await agents.getByRole('dialog').getByLabel('新备注').waitFor();
    expect(await seriousA11yFindings(agents)).toEqual([]);
    await agents.keyboard.press('Escape');
    await agents.getByRole('button', { name: /新增代理商/ }).click();
    await agents.getByRole('dialog').getByLabel('佣金比例').waitFor();
    await agents
      .getByRole('dialog')
      .getByRole('button', { name: /提\s*交/ })
      .click();
    await agents.getByRole('dialog').getByText('请输入联系人').waitFor();
    expect(await seriousA11yFindings(agents)).toEqual([]);

    const settlement = await openSignedIn(harness, '/agent/settlement');
    await listReady(settlement);
    expect(await seriousA11yFindings(settlement)).toEqual([]);
    await settlement
      .locator('[data-page-shown] .ant-table-row')
      .first()
      .getByRole('button', { name: '确认交付' })
      .click();
    await settlement
      .getByRole('dialog')
      .getByText(/确认交付结算单/)
      .waitFor();
    expect(await seriousA11yFindings(settlement)).toEqual([]);
  });
});
