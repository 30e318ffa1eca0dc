/**
 * The payout loop with the bank in Chromium, on the demo build: a transfer list the bank takes
 * (a masked account and a ¥0.00 payout named, only the payable rows written), the bank's GBK
 * result file brought back (the paid and matching lines settled once, a lost answer checked,
 * the failure left awaiting with its reason, the differing amount named, a second import
 * settling nothing), and 20 agents from an .xlsx with 3 bad rows.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mock/db';
import { residentIdCheck } from '../../src/services/rules';
import { gbkCsvFile, xlsxFile } from '../files';
import { listReady, openSignedIn, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const shown = (page: Page) => page.locator('[data-page-shown]');
const rows = (page: Page) => shown(page).locator('.ant-table-tbody .ant-table-row');
const cellsOf = (xml: string) =>
  (xml.match(/<row r="\d+">.*?<\/row>/g) ?? []).map((row) =>
    [...row.matchAll(/<t xml:space="preserve">([^<]*)<\/t>|<v>([^<]*)<\/v>/g)].map((m) => m[1] ?? m[2]),
  );
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

/** Chooses `file` in the import dialog and goes on to its check; returns the dialog. */
async function importFile(page: Page, title: string, file: File) {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.locator('input[type=file]').setInputFiles({
    name: file.name,
    mimeType: file.type,
    buffer: Buffer.from(await file.arrayBuffer()),
  });
  await dialog.getByText('表头在第几行').waitFor();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByTestId('import-summary').waitFor();
  return dialog;
}

describe('the payout loop with the bank', () => {
  it('names a masked account and a ¥0.00 payout in a list of 5, and writes the 3 payable rows whose total is theirs', async () => {
    // The oldest payouts (October's): the migrated agent's masked account and the ¥0.00 month among them.
    const page = await openSignedIn(harness, '/agent/settlement?tab=1&keyword=JS2026100', { width: 1440, height: 900 });
    await listReady(page);
    await expect.poll(() => rows(page).last().innerText()).toMatch(/9902/);
    const count = await rows(page).count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = count - 5; index < count; index += 1) await rows(page).nth(index).getByRole('checkbox').check();
    await shown(page).getByRole('button', { name: '导出转账清单 (5)' }).click();
    const review = page.getByRole('dialog').filter({ hasText: '导出转账清单：5 笔结算' });
    await review.getByText(/可付款 3 笔/).waitFor();
    const refused = review.getByTestId('transfer-refused');
    await expect
      .poll(() => refused.locator('.ant-table-row').filter({ hasText: /9901/ }).innerText())
      .toContain('收款账号不完整');
    expect(await refused.locator('.ant-table-row').filter({ hasText: /9902/ }).innerText()).toContain('金额不大于 0');
    const download = page.waitForEvent('download');
    await review.getByRole('button', { name: '导出 3 笔' }).click();
    const files = unzipSync(new Uint8Array(readFileSync((await (await download).path())!)));
    const data = cellsOf(strFromU8(files['xl/worksheets/sheet1.xml']));
    const summary = cellsOf(strFromU8(files['xl/worksheets/sheet2.xml']));
    expect(data).toHaveLength(4);
    expect(data.slice(1).every((cells) => /^\d{12,19}$/.test(cells[1]) && fen(cells[4]) > 0)).toBe(true);
    expect(data.slice(1).some((cells) => /990[12]$/.test(cells[5]))).toBe(false);
    expect(summary[0]).toEqual(['总笔数', '3']);
    expect(fen(summary[1][1])).toBe(data.slice(1).reduce((sum, cells) => sum + fen(cells[4]), 0));
    await page.context().close();
  });

  it('settles the 2 paid lines of a GBK result once (a lost answer checked), leaves the failed one awaiting, names the amount that differs, and settles nothing the second time', async () => {
    // The bank's file of four payouts of four agents, as the demo's backend holds them.
    const seen = new Set<number>();
    const four = db.settlements
      .filter((row) => row.status === 1 && !seen.has(row.agentId) && seen.add(row.agentId))
      .slice(0, 4);
    const agent = (row: (typeof four)[number]) => db.agents.find((item) => item.id === row.agentId)!;
    const yuan = (amount: number) => (amount / 100).toFixed(2);
    const file = gbkCsvFile('批量付款结果.csv', [
      ['收款人帐号', '收款人名称', '交易金额', '用途', '交易状态', '失败原因', '银行流水号'],
      ...four.map((row, index) => [
        agent(row).bankAccount,
        agent(row).accountHolder,
        yuan(row.settleAmount + (index === 3 ? 100 : 0)),
        row.settleNo,
        index === 2 ? '失败' : '成功',
        index === 2 ? '收款账户已销户' : '',
        `CMB2026112000${index + 1}`,
      ]),
    ]);
    const page = await openSignedIn(harness, '/agent/settlement?tab=1', { width: 1440, height: 900 });
    await listReady(page);
    let clicks = 0;
    await page.exposeFunction('countClick', () => (clicks += 1));
    await page.evaluate(() =>
      document.addEventListener('click', () => (window as unknown as { countClick: () => void }).countClick(), true),
    );
    await shown(page)
      .getByRole('button', { name: /导入银行结果/ })
      .click();
    let dialog = await importFile(page, '导入银行批量转账结果', file);
    clicks += 1; // choosing the file: a click on the field, then the file dialog
    await expect
      .poll(() => dialog.getByTestId('import-summary').innerText())
      .toContain('共 4 行：2 行可导入，1 行有错误');
    const check = dialog.getByTestId('import-check');
    expect(await check.innerText()).toContain('银行未付款：收款账户已销户');
    expect(await check.locator('[data-error-cell="amount"]').innerText()).toContain('与结算金额');
    await dialog.getByRole('button', { name: '下一步' }).click();
    // The first payout's answer is lost: the dialog re-reads it and counts it settled, once.
    await page.evaluate(() => localStorage.setItem('mock.lose', 'uploadSettlementVoucher'));
    await dialog.getByRole('button', { name: '结算 2 笔' }).click();
    await dialog.getByText('成功 2 笔，失败 0 笔').waitFor({ timeout: 30_000 });
    expect(await dialog.getByText('已结算（核对结果）').count()).toBe(1);
    expect(clicks).toBeLessThanOrEqual(6);
    await dialog
      .getByRole('button', { name: /关\s*闭/ })
      .last()
      .click();
    await dialog.waitFor({ state: 'detached' });
    // The failed payout and the differing one still await their voucher; the two paid ones do not.
    await shown(page)
      .getByRole('tab', { name: /待上传凭证/ })
      .click();
    await listReady(page);

    await shown(page)
      .getByRole('button', { name: /导入银行结果/ })
      .click();
    dialog = await importFile(page, '导入银行批量转账结果', file);
    await expect
      .poll(() => dialog.getByTestId('import-summary').innerText())
      .toContain('共 4 行：0 行可导入，3 行有错误');
    expect(await dialog.getByTestId('import-check').innerText()).toContain(`${four[0].settleNo} 已结算，不再重复结算`);
    expect(await dialog.getByRole('button', { name: '下一步' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('adds 17 of 20 agents from an .xlsx and names the 3 bad rows with the field and why', async () => {
    const header = [
      '代理商名称',
      '代理商类型',
      '联系人',
      '手机号',
      '佣金比例',
      '开户银行',
      '银行账号',
      '开户名',
      '身份证号',
    ];
    const id = (n: number) => {
      const first17 = `33010619880412${String(n).padStart(3, '0')}`;
      return `${first17}${residentIdCheck(first17)}`;
    };
    const agents = Array.from({ length: 20 }, (_, index) => {
      const name = `表格导入${index + 1}`;
      return [
        name,
        '个人',
        name,
        `1370000${String(index).padStart(4, '0')}`,
        '6.5',
        '工商银行杭州分行',
        `62220215${String(10000000 + index)}`,
        name,
        id(index + 1),
      ];
    });
    agents[2][3] = '137000';
    agents[9][6] = '6222 0215';
    agents[14][8] = '330106198804120000';
    const page = await openSignedIn(harness, '/agent/list', { width: 1440, height: 900 });
    await listReady(page);
    await shown(page)
      .getByRole('button', { name: /导\s*入/ })
      .click();
    const dialog = await importFile(page, '从 Excel 导入代理商', xlsxFile('代理商.xlsx', [header, ...agents]));
    await expect
      .poll(() => dialog.getByTestId('import-summary').innerText())
      .toContain('共 20 行：17 行可导入，3 行有错误');
    const errorAt = (line: number, field: string) =>
      dialog
        .locator('.ant-table-row')
        .filter({ has: page.locator(`td:first-child:text-is("${line}")`) })
        .locator(`[data-error-cell="${field}"]`);
    expect(await errorAt(4, 'mobile').innerText()).toContain('请输入正确的 11 位手机号');
    expect(await errorAt(11, 'bankAccount').innerText()).toContain('银行账号须为 12–19 位数字');
    expect(await errorAt(16, 'idCard').innerText()).toContain('身份证号不正确');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('button', { name: '导入 17 个代理商' }).click();
    await dialog.getByText('成功 17 笔，失败 0 笔').waitFor({ timeout: 30_000 });
    await page.context().close();
  });
});
