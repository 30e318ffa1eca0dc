#!/usr/bin/env node
/**
 * Takes the README's screenshots from the production build (dist, mock data) in Debian's
 * Chromium: every screen and its empty, error, slow and narrow-window states.
 *   npm run build && node scripts/screenshots.mjs [--out docs/screenshots] [--only day] [--dir dist]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { startStaticServer } from './serve.mjs';
import { appearance as appearanceWith } from './screenshots/appearance.mjs';
import { dayStates as dayStatesWith } from './screenshots/dayStates.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const out = arg('--out', 'docs/screenshots');
/** `--only day`: the working day's states alone. `--dir dist-test`: another mock build. */
const only = arg('--only', undefined);
const dist = arg('--dir', 'dist');
const PORT = 4330;
const ORIGIN = `http://127.0.0.1:${PORT}`;
mkdirSync(out, { recursive: true });

let failing;
const server = await startStaticServer({ dir: dist, port: PORT, fail: (path) => Boolean(failing?.test(path)) });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

async function session({ width = 1440, height = 900, login = true, target = '/orderDeliver', before } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${ORIGIN}/main/login?target=${encodeURIComponent(target)}`);
  if (before) await before(page);
  if (login) {
    await page.getByLabel('账号', { exact: true }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(`${ORIGIN}${target}`);
  }
  return { context, page };
}

async function shot(page, name) {
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.log(`${name}.png`);
}

// The shown tab's rows (the other tabs' pages are kept, hidden, in the same document).
const rows = (page) => page.locator('[data-page-shown] .ant-table-tbody .ant-table-row');

const dayStates = () => dayStatesWith({ session, shot, rows });
const appearance = () => appearanceWith({ session, shot, rows, origin: ORIGIN });

async function workspace() {
  for (const [width, height] of [
    [1440, 900],
    [1366, 768],
    [1280, 720],
  ]) {
    const at = (name) => `workspace-${name}-${width}`;
    const { context, page } = await session({ width, height });
    await rows(page).first().waitFor();
    const orderNo = await rows(page).first().locator('a').first().innerText();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: '搜索' }).fill(orderNo.slice(0, 10));
    await page.getByRole('group', { name: '订单发货' }).waitFor();
    await shot(page, at('palette'));
    await page.getByRole('combobox', { name: '搜索' }).fill('dl');
    await page.getByRole('option').first().waitFor();
    await shot(page, at('palette-screens'));
    await page.keyboard.press('Escape');
    await page.locator('body').press('?');
    await page.getByRole('dialog', { name: '快捷键' }).waitFor();
    await shot(page, at('shortcuts'));
    await page.keyboard.press('Escape');
    await page.getByTestId('todo-bell').click({ timeout: 15_000 });
    await page.getByTestId('todo-bell-list').waitFor();
    await shot(page, at('bell'));
    await page.getByTestId('todo-bell').click();
    await page.getByRole('button', { name: /常用筛选/ }).click();
    await page.getByTestId('saved-views').getByLabel('为当前筛选起个名字').fill('今天待发货');
    await shot(page, at('saved-views'));
    await page.keyboard.press('Escape');
    for (let index = 0; index < 3; index += 1) await rows(page).nth(index).getByRole('checkbox').check();
    await page.getByText('导出所选（Excel）').waitFor();
    await shot(page, at('selection-export'));
    await page.getByText('展开', { exact: true }).click();
    await page.getByPlaceholder('开始日期 → 结束日期').click();
    await page.locator('.ant-picker-presets').waitFor();
    await shot(page, at('date-presets'));
    await page.keyboard.press('Escape');
    await workspaceLoops(page, at);
    await context.close();
  }
}

/** Opens a screen from the palette, as an operator at the keyboard does. */
async function openWithPalette(page, text) {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: '搜索' }).fill(text);
  await page.getByRole('option').first().waitFor();
  await page.keyboard.press('Enter');
  await rows(page).first().waitFor();
}

/** The page tabs with four screens open, an order's print history, and 批量上传凭证. */
async function workspaceLoops(page, at) {
  await page.goto(`${ORIGIN}/orderDeliver?tab=1`);
  await rows(page).first().waitFor();
  const printed = rows(page).first();
  await printed.getByText('详情', { exact: true }).click();
  const history = page.getByRole('region', { name: '打印记录' });
  await history.locator('.ant-table-row').first().waitFor();
  await history.scrollIntoViewIfNeeded();
  await shot(page, at('print-history'));
  await page.keyboard.press('Escape');
  await openWithPalette(page, '充值记录');
  await openWithPalette(page, '平台列表');
  await openWithPalette(page, '代理结算');
  await page.getByRole('tab', { name: /待上传凭证/ }).click();
  await rows(page).first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, at('tabs'));
  for (let index = 0; index < 3; index += 1) await rows(page).nth(index).getByRole('checkbox').check();
  await page.getByRole('button', { name: /批量上传凭证/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '批量上传打款凭证' });
  await dialog.getByText('每笔各自上传').click();
  await dialog.getByText('上传并结算 3 笔').waitFor();
  await shot(page, at('batch-vouchers'));
  await page.keyboard.press('Escape');
}

/** Pastes a column of numbers into the shown list's keyword box, as Excel puts it on the clipboard. */
async function pasteColumn(page, numbers) {
  const box = page.locator('[data-page-shown]').getByPlaceholder('输入订单号或运单号');
  await box.focus();
  // Runs in the page, where DataTransfer and ClipboardEvent are the browser's own.
  await box.evaluate((input, text) => {
    const data = new window.DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(new window.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, numbers.join('\r\n'));
  await box.press('Enter');
}

/** Lookups that keep the work, and the shared PC's sign-out that asks (issues 47, 48). */
async function lookups() {
  for (const [width, height] of [
    [1440, 900],
    [1366, 768],
    [1280, 720],
  ]) {
    const at = (name) => `lookups-${name}-${width}`;
    const { context, page } = await session({ width, height, target: '/orderDeliver?tab=all' });
    await rows(page).first().waitFor();
    const numbers = [];
    for (const text of await rows(page).allInnerTexts()) numbers.push(/ZL\d{14}/.exec(text)?.[0]);
    await openWithPalette(page, '消费记录');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: '搜索' }).fill(numbers[2]);
    await page
      .getByRole('option', { name: new RegExp(numbers[2]) })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: '打印记录' }).waitFor();
    await shot(page, at('record'));
    await page.keyboard.press('Escape');
    await openWithPalette(page, '订单发货');
    await pasteColumn(page, [...numbers.slice(0, 6), 'ZL20990101000001', 'ZL20990101000002']);
    await page.getByTestId('many-numbers').waitFor();
    await shot(page, at('numbers'));
    await page.goto(`${ORIGIN}/orderDeliver?tab=2`);
    await rows(page).first().waitFor();
    const shipped = /ZL\d{14}/.exec(await rows(page).first().innerText())[0];
    await page.goto(`${ORIGIN}/orderDeliver?keyword=${shipped}`);
    await page.getByTestId('found-elsewhere').waitFor();
    await shot(page, at('elsewhere'));
    if (width !== 1366) {
      await page.goto(`${ORIGIN}/platform/list`);
      await rows(page).first().waitFor();
      await page.evaluate(() => localStorage.setItem('mock.lose', 'handDeductionFee'));
      await rows(page).first().getByRole('button', { name: '手动扣费' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: '手动扣费：' });
      await dialog.getByLabel('扣费金额').fill('12.34');
      await dialog.getByLabel('扣费原因').fill('线下补扣短信费');
      await dialog.getByRole('button', { name: /下一步/ }).click();
      await dialog.getByRole('button', { name: /确认扣费/ }).click();
      await dialog
        .getByText(/已核对|结果未知/)
        .first()
        .waitFor();
      await dialog.getByRole('button', { name: /完\s*成/ }).click();
      await page.getByTestId('current-user').hover();
      await page.getByRole('menuitem', { name: /退出登录/ }).click();
      await page.getByRole('dialog').filter({ hasText: '操作结果未知' }).waitFor();
      await shot(page, `shared-pc-signout-${width}`);
    }
    await context.close();
  }
}

/** The money desk (issue 49): a payout batch with its payees, a platform's money, a review's checks. */
async function moneyDesk() {
  for (const [width, height] of [
    [1440, 900],
    [1366, 768],
    [1280, 720],
  ]) {
    const at = (name) => `money-${name}-${width}`;
    const { context, page } = await session({ width, height, target: '/agent/settlement?tab=1' });
    await rows(page).first().waitFor();
    await page.locator('[data-page-shown] .ant-table-thead').getByRole('checkbox').check();
    await page.getByTestId('select-across').click();
    await page.getByText(/已选全部符合条件的/).waitFor();
    await shot(page, at('select-across'));
    await page.getByRole('button', { name: /批量上传凭证 \(\d+\)/ }).click();
    const batch = page.getByRole('dialog').filter({ hasText: '批量上传打款凭证' });
    await batch.getByRole('columnheader', { name: '收款账号' }).waitFor();
    await batch.getByText(/合计 \d+ 笔/).waitFor();
    // The payees read (one agent detail each): the first row's account, its sixth cell.
    await batch.locator('.ant-table-row').first().locator('.ant-table-cell').nth(5).getByText(/\d{4}/).waitFor();
    await page.waitForTimeout(400);
    await shot(page, at('batch-payees'));
    await page.goto(`${ORIGIN}/platform/list?lowBalance=1`);
    await rows(page).first().waitFor();
    await rows(page).first().getByRole('button', { name: '详情' }).click();
    const detail = page.getByRole('dialog').filter({ hasText: '平台详情' });
    await detail.getByRole('tab', { name: '最近流水' }).click();
    await detail.locator('.ant-table-row').first().waitFor();
    await page.waitForTimeout(400);
    await shot(page, at('platform-flows'));
    await page.goto(`${ORIGIN}/agent/list?tab=0`);
    await rows(page).first().waitFor();
    // The company asking to be paid into its owner's account (the mock's one such).
    const companies = rows(page).filter({ hasText: /有限公司/ });
    const review = page.getByRole('dialog').filter({ hasText: '审核代理商' });
    for (let index = 0; index < (await companies.count()); index += 1) {
      await companies.nth(index).getByRole('button', { name: '审核' }).click();
      await review.getByRole('region', { name: '审核记录' }).waitFor();
      await review
        .getByText(/开户名/)
        .first()
        .waitFor();
      if (await review.getByTestId('holder-mismatch').count()) break;
      await review.getByRole('button', { name: /取\s*消/ }).click();
      await review.waitFor({ state: 'hidden' });
    }
    await page.waitForTimeout(400);
    await shot(page, at('review'));
    await context.close();
  }
}

try {
  if (only === 'appearance') {
    await appearance();
  }
  if (only === 'money') {
    await moneyDesk();
  }
  if (only === 'lookups') {
    await lookups();
  }
  if (only === 'day') {
    await dayStates();
  }
  if (only === 'workspace') {
    await workspace();
  }
  if (!only) {
    await dayStates();
    await workspace();
    await lookups();
    await moneyDesk();
    await appearance();
    {
      const { context, page } = await session({ login: false });
      await shot(page, 'login');
      await context.close();
    }
    {
      const { context, page } = await session();
      await rows(page).first().waitFor();
      await shot(page, 'order-deliver');
      for (let index = 0; index < 10; index += 1) await rows(page).nth(index).getByRole('checkbox').check();
      await page.getByRole('button', { name: /批量云打印/ }).click();
      await page.getByRole('dialog').getByText('将为').waitFor();
      await shot(page, 'print-dialog');
      await page.getByRole('dialog').locator('.ant-select').first().click();
      await page.locator('.ant-select-item-option').filter({ hasText: '顺丰速运' }).first().click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /打印 \d+ 单/ })
        .click();
      await page.getByText(/成功 \d+ 单，失败 \d+ 单/).waitFor();
      await shot(page, 'print-result');
      await page.getByRole('button', { name: '关 闭' }).click();
      await page.getByTestId('tab-1').click();
      await rows(page).first().waitFor();
      await rows(page).first().getByRole('button', { name: '补打' }).click();
      await page.getByRole('dialog').getByText('已经打印过').waitFor();
      await shot(page, 'reprint-confirm');
      await page.keyboard.press('Escape');
      await rows(page).first().locator('a').first().click();
      await page.locator('.ant-drawer-open').getByText('订单详情').waitFor();
      await shot(page, 'order-detail');
      await page.keyboard.press('Escape');
      await page.goto(`${ORIGIN}/orderDeliver?keyword=NO-SUCH-ORDER`);
      await page.getByText('没有符合条件的数据').waitFor();
      await shot(page, 'list-empty');
      await page.goto(`${ORIGIN}/dashboard`);
      await page.getByTestId('week-chart').locator('canvas').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, 'dashboard');
      await page.goto(`${ORIGIN}/no/such/page`);
      await page.getByText('页面不存在').waitFor();
      await shot(page, 'not-found');
      await context.close();
    }
    {
      const { context, page } = await session({
        before: (p) => p.evaluate(() => localStorage.setItem('mock.fail', 'shipList')),
      });
      await page.getByTestId('list-error').waitFor();
      await shot(page, 'list-error');
      await context.close();
    }
    {
      const { context, page } = await session();
      await rows(page).first().waitFor();
      await page.evaluate(() => localStorage.setItem('mock.slow', '6000'));
      await page.getByTestId('tab-2').click();
      await page.getByText('数据加载较慢，请稍候…').waitFor();
      await shot(page, 'list-slow');
      await context.close();
    }
    {
      const { context, page } = await session();
      await rows(page).first().waitFor();
      await page.getByText('展开').click();
      await page
        .locator('.ant-pro-table-search .ant-form-item')
        .filter({ hasText: '下单日期' })
        .locator('input')
        .first()
        .waitFor();
      await shot(page, 'search-expanded');
      await page.goto(`${ORIGIN}/orderDeliver?tab=all&pageSize=100`);
      await page.locator('.ant-table-tbody-virtual-holder').waitFor();
      await rows(page).first().waitFor();
      await shot(page, 'page-of-100');
      await context.close();
    }
    {
      const { context, page } = await session({ width: 420, height: 860 });
      await rows(page).first().waitFor();
      await shot(page, 'narrow-window');
      await context.close();
    }
    {
      const { context, page } = await session();
      await rows(page).first().waitFor();
      await page.getByTitle('语言').click();
      await page.getByText('To ship').first().waitFor();
      await shot(page, 'english');
      await context.close();
    }
    {
      const { context, page } = await session({ login: false });
      failing = /layouts__SecurityLayout\.[0-9a-f]+\.async\.js$/;
      await page.getByLabel('账号', { exact: true }).fill('admin');
      await page.getByLabel('密码', { exact: true }).fill('admin123');
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.getByText('页面资源加载失败').waitFor();
      await shot(page, 'chunk-load-failed');
      failing = undefined;
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/system/menu' });
      await rows(page).filter({ hasText: '订单发货' }).waitFor();
      await shot(page, 'system-menu');
      await rows(page).filter({ hasText: '/dashboard' }).getByRole('button', { name: '编辑' }).click();
      await page
        .getByRole('dialog')
        .locator('.ant-form-item')
        .filter({ hasText: '图标' })
        .locator('.ant-select')
        .click();
      await page.locator('.ant-select-item-option').first().waitFor();
      await shot(page, 'system-menu-edit');
      await page.keyboard.press('Escape');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /取\s*消/ })
        .click();
      await rows(page).filter({ hasText: '代理管理' }).getByRole('button', { name: '删除' }).click();
      await page.getByText('它下面的 2 个菜单会一起删除。').waitFor();
      await shot(page, 'system-menu-delete');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/system/menu', width: 420, height: 860 });
      await rows(page).filter({ hasText: '订单发货' }).waitFor();
      await shot(page, 'system-menu-narrow');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/agent/list' });
      await rows(page).first().waitFor();
      await shot(page, 'agents');
      await rows(page).first().getByRole('button', { name: '详情' }).click();
      await page.getByRole('dialog').getByText('代理商编号').waitFor();
      await shot(page, 'agent-detail');
      await page.getByRole('dialog').getByRole('tab', { name: /备注/ }).click();
      await page.getByRole('dialog').getByLabel('新备注').waitFor();
      await shot(page, 'agent-remarks');
      await page.keyboard.press('Escape');
      await rows(page).nth(1).getByRole('button', { name: '编辑' }).click();
      const edit = page.getByRole('dialog').filter({ hasText: '编辑“' });
      await edit.getByLabel('佣金比例').fill('12.25');
      await edit.getByLabel('手机号').fill('13700001111');
      await edit.getByText('将修改 2 项').first().waitFor();
      await shot(page, 'agent-edit-changes');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/agent/list' });
      await rows(page).first().waitFor();
      await page.getByRole('button', { name: /新增代理商/ }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel('手机号').fill('1381234');
      await drawer.getByLabel('佣金比例').fill('5.555');
      await drawer.getByRole('button', { name: /提\s*交/ }).click();
      await drawer.getByText('请输入正确的 11 位手机号').waitFor();
      await shot(page, 'agent-add-errors');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/agent/settlement' });
      await rows(page).first().waitFor();
      await page.getByTestId('list-totals').waitFor();
      await shot(page, 'settlement');
      await rows(page).first().getByRole('button', { name: '确认交付' }).click();
      await page
        .getByRole('dialog')
        .getByText(/确认交付结算单/)
        .waitFor();
      await shot(page, 'settlement-confirm');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /取\s*消/ })
        .click();
      await page.getByTestId('tab-1').click();
      await page.waitForURL(/tab=1/);
      await rows(page).first().getByRole('button', { name: '上传凭证' }).click();
      await page
        .getByRole('dialog')
        .locator('input[type=file]')
        .setInputFiles({
          name: '回单.png',
          mimeType: 'image/png',
          buffer: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAA+klEQVR4nLWUEbYCYBhEZyVBEARBEARBEARBEARBEARB0JnzIAgeBEHwoBXNclrC28AMzn8u3vudoR/f8AaUpe0jBUPK0vbjoBFlaftx0JiytP04aEJZ2n4cNKUsbT8OmlGWth8HzSlL28eCsqRDbR9LypKCto8VZUlB28easqSg7WNDWVLQ9rGlLClo+9hRlhS0fewpSwrafvwYD5Sl7cdBR8rS9uOgE2Vp+3HQmbK0/TjoQlnafhx0pSxtPw66UZa2Hwf9UJa2jztlSYfaPh6UJQVtH7+UJQVtH0/KkoK2jxdlSUHbx5uypKDt44+ypKDt40NZUtD2/wHI5ETEmQOCWQAAAABJRU5ErkJggg==',
            'base64',
          ),
        });
      await page.getByRole('dialog').locator('.ant-upload-list-item-done').waitFor({ state: 'attached' });
      await shot(page, 'settlement-voucher');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/platform/list' });
      await rows(page).first().waitFor();
      await shot(page, 'platforms');
      const row = rows(page)
        .filter({ hasNot: page.locator('button[disabled]') })
        .first();
      await row.getByRole('button', { name: '手动扣费' }).click();
      const deduct = page.getByRole('dialog');
      await deduct.getByLabel('扣费金额').fill('88.8');
      await deduct.getByLabel('扣费原因').fill('线下补扣 10 月短信费');
      await deduct.getByRole('button', { name: /下一步/ }).click();
      await deduct.getByTestId('form-review').waitFor();
      await shot(page, 'platform-deduct-review');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/finance/recharge' });
      await rows(page).first().waitFor();
      await shot(page, 'recharge');
      await page.getByRole('button', { name: /充\s*值$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('充值平台').click();
      await page.locator('.ant-select-item-option').first().click();
      await dialog.getByLabel('充值金额').fill('100010.50');
      await dialog.getByText('支付宝', { exact: true }).click();
      await dialog.getByRole('button', { name: /下一步/ }).click();
      await dialog.getByTestId('review-capital').waitFor();
      await shot(page, 'recharge-review');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/finance/flow' });
      await rows(page).first().waitFor();
      await shot(page, 'finance-flow');
      await context.close();
    }
    {
      const { context, page } = await session({
        target: '/finance/flow?type=payout&startTime=2020-01-01&endTime=2020-01-02',
      });
      await page.getByText('没有符合条件的数据').waitFor();
      await shot(page, 'finance-flow-empty');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/consumption/log' });
      await rows(page).first().waitFor();
      await shot(page, 'consumption');
      await context.close();
    }
    {
      const { context, page } = await session({
        target: '/consumption/log',
        before: (p) => p.evaluate(() => localStorage.setItem('mock.fail', 'consume_log')),
      });
      await page.getByTestId('list-error').waitFor();
      await shot(page, 'consumption-error');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/platform/risk?platformId=101' });
      await page.getByLabel('自动通过比例').waitFor();
      await page.getByLabel('自动通过比例').fill('75.5');
      await page.getByLabel('人工审核比例').fill('30');
      await page.getByLabel('押金比例').fill('35');
      await page.getByText('自动通过与人工审核比例之和不能超过 100%（现在是 105.5%）').first().waitFor();
      await shot(page, 'risk');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/agent/settlement', width: 420, height: 860 });
      await rows(page).first().waitFor();
      await shot(page, 'settlement-narrow');
      await context.close();
    }
    {
      const { context, page } = await session({ target: '/finance/recharge', width: 420, height: 860 });
      await rows(page).first().waitFor();
      await shot(page, 'recharge-narrow');
      await context.close();
    }
    // Every list at the window sizes offices use: its key columns in view, nothing sideways.
    const LISTS = [
      ['/orderDeliver', 'order-deliver'],
      ['/agent/list', 'agents'],
      ['/agent/settlement', 'settlement'],
      ['/finance/recharge', 'recharge'],
      ['/finance/flow', 'finance-flow'],
      ['/consumption/log', 'consumption'],
      ['/platform/list', 'platforms'],
      ['/system/menu', 'system-menu'],
    ];
    for (const [width, height] of [
      [1366, 768],
      [1280, 720],
    ]) {
      const { context, page } = await session({ width, height, target: '/dashboard' });
      await page.getByTestId('todo-count').first().waitFor();
      await shot(page, `dashboard-${width}`);
      for (const [target, name] of LISTS) {
        await page.goto(`${ORIGIN}${target}`);
        await rows(page).first().waitFor();
        await shot(page, `${name}-${width}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
