/**
 * The money desk in Chromium on the production build: 去充值 from a print that failed for the
 * platform's balance opens 充值 with that platform chosen, whether 充值记录 is open in a tab
 * already or not; a low platform is topped up from the bell in four clicks, and 充值 and its
 * recent flows are in its detail.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCarrier, listReady, motionSettled, openSignedIn, sideMenu, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const shown = (page: Page) => page.locator('[data-page-shown]');
const rows = (page: Page) => shown(page).locator('.ant-table-tbody .ant-table-row');

/** 随心租's orders waiting to ship, filtered in the search form as an operator does. */
async function brokePlatformOrders(page: Page) {
  await sideMenu(page).getByText('订单发货', { exact: true }).click();
  await listReady(page);
  const platform = shown(page).locator('.ant-form-item').filter({ hasText: '平台' }).first().locator('.ant-select');
  await platform.click();
  await page.keyboard.type('随心租');
  await page.locator('.ant-select-item-option').filter({ hasText: '随心租' }).first().click();
  await shown(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await page.waitForURL(/platformId=104/);
  await listReady(page);
}

/** Prints 随心租's orders one by one until one fails for the balance; the result offers 去充值. */
async function printUntilBalanceFails(page: Page) {
  for (let index = 0; index < 6; index += 1) {
    const print = rows(page).nth(index).getByRole('button', { name: '打印面单' });
    if (!(await print.count())) continue;
    await print.click();
    const dialog = page.getByRole('dialog').filter({ hasText: '将为' });
    await dialog.waitFor();
    await motionSettled(page);
    await chooseCarrier(page, dialog);
    // A click that landed while the list was still opening picks nothing: then from the keyboard.
    const carrier = dialog.locator('.ant-select').first();
    if (!/顺丰/.test(await carrier.innerText())) {
      await page.keyboard.type('顺丰');
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => carrier.innerText()).toContain('顺丰');
    await dialog.getByRole('button', { name: /^打印 \d+ 单$/ }).click();
    const result = page.getByRole('dialog').filter({ hasText: '打印结果' });
    await result.getByText(/成功 \d+ 单/).waitFor();
    const recharge = result.getByRole('button', { name: /去充值/ });
    if (await recharge.count()) return recharge;
    await motionSettled(page);
    // The footer's 关闭 (the title bar's × is named 关闭 too).
    await result
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
  }
  throw new Error('no print of 随心租 failed for its balance');
}

describe('the money desk in Chromium', () => {
  for (const tabOpen of [false, true])
    it(`去充值 opens 充值 with the failed platform chosen (充值记录 ${tabOpen ? 'open in a tab' : 'not open'})`, async () => {
      const page = await openSignedIn(harness, tabOpen ? '/finance/recharge' : '/dashboard', {
        width: 1440,
        height: 900,
      });
      if (tabOpen) await listReady(page);
      await brokePlatformOrders(page);
      const goRecharge = await printUntilBalanceFails(page);
      await motionSettled(page);
      await goRecharge.click();
      const dialog = page.getByRole('dialog').filter({ hasText: '充值金额' });
      await dialog.waitFor();
      await expect.poll(() => dialog.locator('.ant-select').first().innerText()).toContain('随心租');
      await page.context().close();
    });

  it('tops up a low platform from the bell in 4 clicks (plus the amount), and its detail shows the recharge among its flows', async () => {
    const page = await openSignedIn(harness, '/dashboard', { width: 1440, height: 900 });
    await page.getByTestId('todo-bell').waitFor();
    let clicks = 0;
    const click = async (target: { click: () => Promise<void> }) => {
      clicks += 1;
      await target.click();
    };
    await click(page.getByTestId('todo-bell'));
    await click(page.getByTestId('todo-bell-list').getByRole('link', { name: /余额不足/ }));
    await page.waitForURL(/\/platform\/list\?.*lowBalance=1/);
    await listReady(page);
    const row = rows(page).first();
    const name = (await row.locator('td').first().locator('a').first().innerText()).trim();
    await click(row.getByRole('button', { name: '充值' }));
    const dialog = page.getByRole('dialog').filter({ hasText: '充值金额' });
    await expect.poll(() => dialog.locator('.ant-select').first().innerText()).toContain(name);
    // The pay type instead of a voucher; the amount typed and Enter (下一步) to the review.
    await dialog.getByText('支付宝', { exact: true }).click();
    await dialog.getByLabel('充值金额').fill('500');
    await dialog.getByLabel('充值金额').press('Enter');
    await dialog.getByTestId('review-capital').getByText('伍佰元整').waitFor();
    await click(dialog.getByRole('button', { name: /确认充值/ }));
    await page.getByText(`已为“${name}”充值 ¥500.00`).waitFor();
    // The bell, its entry, 充值, 确认充值.
    expect(clicks).toBeLessThanOrEqual(4);

    // Its detail (the row may have left the low-balance list): 充值 there too, and the recharge
    // just made among the recent flows.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: '搜索' }).fill(name);
    await page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
    const detail = page.getByRole('dialog').filter({ hasText: `平台详情 · ${name}` });
    await detail.getByRole('button', { name: /^充\s*值$/ }).waitFor();
    await detail.getByRole('tab', { name: '最近流水' }).click();
    await detail.locator('.ant-table-row').filter({ hasText: '+¥500.00' }).first().waitFor();
    await detail.getByRole('button', { name: /^充\s*值$/ }).click();
    const again = page.getByRole('dialog').filter({ hasText: '充值金额' });
    await expect.poll(() => again.locator('.ant-select').first().innerText()).toContain(name);
    await page.context().close();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 720 },
  ])
    it(`pays ${viewport.width}: the bank's transfer list of the selection, then 批量上传凭证 shows each payee and the total, its button in the window`, async () => {
      const page = await openSignedIn(harness, '/agent/settlement?tab=1', viewport);
      await listReady(page);
      const count = Math.min(await rows(page).count(), 8);
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) await rows(page).nth(index).getByRole('checkbox').check();
      const settleNos = (await rows(page).allInnerTexts()).slice(0, count).map((text) => /JS\d+/.exec(text)![0]);

      const download = page.waitForEvent('download');
      await shown(page)
        .getByRole('button', { name: `导出转账清单 (${count})` })
        .click();
      expect((await download).suggestedFilename()).toMatch(/^批量转账清单_\d{8}_\d{4}\.xlsx$/);
      const files = unzipSync(new Uint8Array(readFileSync(await (await download).path())));
      const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
      const lines = sheet.match(/<row r="\d+">.*?<\/row>/g)!;
      const texts = (line: string) =>
        [...line.matchAll(/<t xml:space="preserve">([^<]*)<\/t>|<v>([^<]*)<\/v>/g)].map((m) => m[1] ?? m[2]);
      expect(texts(lines[0])).toEqual(['收款户名', '收款账号', '开户行', '金额', '用途']);
      // One row per settlement (the account whole, digits), a blank, then the count, total and 大写.
      expect(lines).toHaveLength(count + 2);
      for (const [at, settleNo] of settleNos.entries()) {
        const cells = texts(lines[at + 1]);
        expect(cells[1]).toMatch(/^\d{12,19}$/);
        expect(cells[3]).toMatch(/^\d+\.\d{2}$/);
        expect(cells[4]).toBe(settleNo);
      }
      expect(texts(lines[count + 1])[0]).toBe(`合计 ${count} 笔`);
      expect(sheet).toContain(`<autoFilter ref="A1:E${count + 1}"/>`);
      await page.getByText(`已导出转账清单：${count} 笔`).waitFor();

      // The same selection: 批量上传凭证 lists each payee beside the amount, and the total.
      await shown(page)
        .getByRole('button', { name: `批量上传凭证 (${count})` })
        .click();
      const dialog = page.getByRole('dialog').filter({ hasText: '批量上传打款凭证' });
      await dialog.getByRole('columnheader', { name: '收款账号' }).waitFor();
      // Each payee read from its agent's detail: holder, bank and the whole account (cells 4–6).
      const first = dialog.locator('.ant-table-row').first().locator('.ant-table-cell');
      await expect.poll(() => first.nth(5).innerText(), { timeout: 20_000 }).toMatch(/^\d{4}( ?\d{4}){2,}/);
      expect(await first.nth(4).innerText()).toMatch(/银行/);
      expect((await first.nth(3).innerText()).length).toBeGreaterThan(1);
      await dialog.getByText(`合计 ${count} 笔`).waitFor();
      const ok = dialog.getByRole('button', { name: `上传并结算 ${count} 笔` });
      await motionSettled(page);
      const box = (await ok.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await page.context().close();
    });

  it('confirms every 待确认 settlement across pages in 4 clicks, the count and total reviewed first', async () => {
    const page = await openSignedIn(harness, '/agent/settlement?tab=0', { width: 1440, height: 900 });
    await listReady(page);
    const tab = await shown(page)
      .getByRole('tab', { name: /待确认/ })
      .innerText();
    const total = Number(/(\d+)/.exec(tab)![1]);
    expect(total).toBeGreaterThan(await rows(page).count());
    let clicks = 0;
    const click = async (target: { click: () => Promise<void> }) => {
      clicks += 1;
      await target.click();
    };
    await click(shown(page).locator('.ant-table-thead').getByRole('checkbox'));
    await click(shown(page).getByTestId('select-across'));
    await shown(page).getByText(`已选全部符合条件的 ${total} 条（跨页）`).waitFor();
    await click(shown(page).getByRole('button', { name: `批量确认交付 (${total})` }));
    const dialog = page.getByRole('dialog').filter({ hasText: '批量确认交付' });
    await dialog
      .getByTestId('batch-review')
      .getByText(new RegExp(`确认交付 ${total} 笔结算，合计 ¥[\\d,.]+（.+）`))
      .waitFor();
    await click(dialog.getByRole('button', { name: `确认交付 ${total} 笔` }));
    await dialog.getByText(`成功 ${total} 笔，失败 0 笔`).waitFor({ timeout: 30_000 });
    expect(clicks).toBeLessThanOrEqual(4);
    await page.context().close();
  });
});
