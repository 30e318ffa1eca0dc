/**
 * 导出转账清单 as a bank would import it: the selection re-read before the file is written,
 * every settlement that cannot be paid named with why, the data sheet holding the header and
 * the payable records only, the count and total on their own sheet, and a settlement already
 * listed kept out of the next list unless the operator says the earlier one never reached the bank.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { formatMoney } from '@/core/money';
import { dialogWith, fieldSays, renderApp, tableReady, tableRows } from '../render';

const realUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => Object.assign(URL, realUrl));

function captureFiles() {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'), revokeObjectURL: () => {} });
  return blobs;
}

/** The workbook's sheets, each a list of rows of cell texts. */
async function sheets(blob: Blob) {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const read = (path: string) =>
    (strFromU8(files[path]).match(/<row r="\d+">.*?<\/row>/g) ?? []).map((row) =>
      [...row.matchAll(/<t xml:space="preserve">([^<]*)<\/t>|<v>([^<]*)<\/v>/g)].map((m) => m[1] ?? m[2]),
    );
  return { data: read('xl/worksheets/sheet1.xml'), summary: read('xl/worksheets/sheet2.xml'), files };
}

/** Five 待上传凭证 settlements of five different agents. */
function fiveOfDifferentAgents() {
  const seen = new Set<number>();
  return tableRows()
    .map((row) => db.settlements.find((item) => row.textContent?.includes(item.settleNo))!)
    .filter((item) => !seen.has(item.agentId) && seen.add(item.agentId))
    .slice(0, 5);
}

describe('the bank transfer list', () => {
  it('names a masked account and a zero amount, writes only the 3 payable rows, and keeps the count and total on their own sheet', async () => {
    const blobs = captureFiles();
    const { user } = await renderApp('/agent/settlement?tab=1', { as: 'admin' });
    await tableReady();
    const picked = fiveOfDifferentAgents();
    expect(picked).toHaveLength(5);
    // The backend sends one payee's account masked, and one settlement of nothing to pay.
    const masked = picked[0];
    db.agents.find((agent) => agent.id === masked.agentId)!.bankAccount = '6222 **** **** 1234';
    const zero = picked[1];
    zero.settleAmount = 0;
    for (const settlement of picked) {
      const row = tableRows().find((item) => item.textContent?.includes(settlement.settleNo))!;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: /导出转账清单 \(5\)/ }));
    const dialog = await dialogWith('导出转账清单：5 笔结算');
    const payable = picked.slice(2);
    const total = payable.reduce((sum, item) => sum + item.settleAmount, 0);
    await within(dialog).findByText(`可付款 3 笔，合计 ${formatMoney(total)}`, { exact: false }, { timeout: 20_000 });
    const refused = within(dialog).getByTestId('transfer-refused');
    const refusedRow = (settleNo: string) =>
      within(refused)
        .getAllByRole('row')
        .find((row) => row.textContent?.includes(settleNo));
    expect(refusedRow(masked.settleNo)).toHaveTextContent('收款账号不完整（已脱敏或不是 12–19 位数字）');
    expect(refusedRow(zero.settleNo)).toHaveTextContent('金额不大于 0，银行不能付款');
    await user.click(within(dialog).getByRole('button', { name: '导出 3 笔' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const { data, summary, files } = await sheets(blobs[0]);
    expect(data[0]).toEqual(['收款户名', '收款账号', '开户行', '账户类型', '金额', '用途']);
    // The header and one record per payable settlement: no blank row, no footer.
    expect(data).toHaveLength(4);
    expect(data.slice(1).map((cells) => cells[5])).toEqual(payable.map((item) => item.settleNo));
    for (const [at, item] of payable.entries()) {
      const agent = db.agents.find((candidate) => candidate.id === item.agentId)!;
      expect(data[at + 1][0]).toBe(agent.accountHolder);
      expect(data[at + 1][1]).toBe(agent.bankAccount);
      expect(data[at + 1][1]).toMatch(/^\d{12,19}$/);
      expect(['对公', '对私']).toContain(data[at + 1][3]);
    }
    const fen = (yuan: string) => Math.round(Number(yuan) * 100);
    expect(data.slice(1).reduce((sum, cells) => sum + fen(cells[4]), 0)).toBe(total);
    expect(summary[0]).toEqual(['总笔数', '3']);
    expect(fen(summary[1][1])).toBe(total);
    expect(strFromU8(files['xl/workbook.xml'])).toContain('<sheet name="汇总"');

    // Still selected, the bar says which went into the list.
    await waitFor(() => expect(document.body).toHaveTextContent('已选 5 笔结算，其中 3 笔已在转账清单中（最近一次'));
    // The same settlements again: already listed (when, by whom), kept out unless the operator says so.
    await user.click(screen.getByRole('button', { name: /导出转账清单 \(5\)/ }));
    const again = await dialogWith('导出转账清单：5 笔结算');
    const listed = await within(again).findByTestId('transfer-listed', undefined, { timeout: 20_000 });
    expect(listed).toHaveTextContent('3 笔已在之前导出的转账清单中');
    expect(listed).toHaveTextContent(payable[0].settleNo);
    expect(within(again).getByRole('button', { name: '导出 0 笔' })).toBeDisabled();
    await user.click(within(listed).getByRole('checkbox'));
    expect(within(again).getByRole('button', { name: '导出 3 笔' })).toBeEnabled();
  });

  it('names a settlement settled meanwhile and an amount changed since the list was loaded, and writes neither', async () => {
    captureFiles();
    const { user } = await renderApp('/agent/settlement?tab=1', { as: 'admin' });
    await tableReady();
    const [settled, changed, kept] = fiveOfDifferentAgents();
    for (const settlement of [settled, changed, kept]) {
      const row = tableRows().find((item) => item.textContent?.includes(settlement.settleNo))!;
      await user.click(within(row).getByRole('checkbox'));
    }
    // Another operator settles one and the backend recomputes another after the page loaded.
    settled.status = 2;
    changed.settleAmount += 100;
    await user.click(screen.getByRole('button', { name: /导出转账清单 \(3\)/ }));
    const dialog = await dialogWith('导出转账清单：3 笔结算');
    await within(dialog).findByText(
      `可付款 1 笔，合计 ${formatMoney(kept.settleAmount)}`,
      { exact: false },
      { timeout: 20_000 },
    );
    const refused = within(dialog).getByTestId('transfer-refused');
    expect(refused).toHaveTextContent(`${settled.settleNo}`);
    expect(refused).toHaveTextContent('已不是待上传凭证');
    expect(refused).toHaveTextContent(`金额已变为 ${formatMoney(changed.settleAmount)}`);
  });

  it('writes 招商银行’s 22 columns as CSV in GBK once the paying account is given, and keeps that format for the next list', async () => {
    const blobs = captureFiles();
    const { user } = await renderApp('/agent/settlement?tab=1', { as: 'admin' });
    await tableReady();
    const picked = fiveOfDifferentAgents().slice(0, 2);
    for (const settlement of picked) {
      const row = tableRows().find((item) => item.textContent?.includes(settlement.settleNo))!;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: /导出转账清单 \(2\)/ }));
    const dialog = await dialogWith('导出转账清单：2 笔结算');
    await within(dialog).findByText('可付款 2 笔', { exact: false }, { timeout: 20_000 });
    await user.click(within(dialog).getByText(/^文件格式/));
    await user.click(within(dialog).getByLabelText('银行格式'));
    await user.click(
      await screen.findByText('招商银行批量支付（22 列）', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    await user.click(within(dialog).getByRole('radio', { name: 'GBK' }));
    // The columns the console holds no data for are said, not filled with guesses.
    expect(dialog).toHaveTextContent('系统没有这些列的数据，文件中留空：收款人编号、收款人所在省');
    // The paying account is the bank's required column: asked for by its field, nothing written.
    await user.click(within(dialog).getByRole('button', { name: '导出 2 笔' }));
    await fieldSays(dialog, '付款账号', '请输入付款账号');
    expect(blobs).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('付款账号'), '5719-0888');
    await fieldSays(dialog, '付款账号', '付款账号为 6–32 位数字');
    await user.clear(within(dialog).getByLabelText('付款账号'));
    await user.type(within(dialog).getByLabelText('付款账号'), '571908888810601');
    // What the operator types goes into the file too: a character GBK has no code for is refused by its field.
    await user.click(within(dialog).getByLabelText('付款开户行（分行）'));
    await user.paste('杭州分行🏦');
    await user.click(within(dialog).getByRole('button', { name: '导出 2 笔' }));
    await fieldSays(dialog, '付款开户行（分行）', '付款开户行（分行）含 GBK 编码无法表示的字符（🏦）');
    expect(blobs).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('付款开户行（分行）'));
    await user.type(within(dialog).getByLabelText('付款开户行（分行）'), '杭州分行');
    await user.click(within(dialog).getByRole('button', { name: '导出 2 笔' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const text = new TextDecoder('gbk', { fatal: true }).decode(await blobs[0].arrayBuffer());
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    // Count and total on two lines above the header, then one line per transfer, nothing else.
    const total = picked.reduce((sum, item) => sum + item.settleAmount, 0);
    expect(lines[0]).toBe('总笔数,2');
    expect(lines[1]).toBe(`总金额,${(total / 100).toFixed(2)}`);
    const header = lines[2].split(',');
    expect(header).toHaveLength(22);
    expect(header.slice(0, 5)).toEqual(['业务参考号', '收款人编号', '收款人帐号', '收款人名称', '收方开户支行']);
    expect(lines).toHaveLength(3 + picked.length + 1);
    for (const [at, item] of picked.entries()) {
      const cells = lines[3 + at].split(',');
      const agent = db.agents.find((candidate) => candidate.id === item.agentId)!;
      expect(cells[header.indexOf('业务参考号')]).toBe(item.settleNo);
      // The whole account as digits: no `="…"`, no mask.
      expect(cells[header.indexOf('收款人帐号')]).toBe(agent.bankAccount);
      expect(cells[header.indexOf('收款人名称')]).toBe(agent.accountHolder);
      expect(cells[header.indexOf('付方帐号')]).toBe('571908888810601');
      expect(cells[header.indexOf('付款分行')]).toBe('杭州分行');
      expect(cells[header.indexOf('用途')]).toBe(item.settleNo);
      expect(cells[header.indexOf('金额')]).toBe((item.settleAmount / 100).toFixed(2));
    }

    // The next list opens in the same format, the paying account kept.
    await user.click(screen.getByRole('button', { name: /导出转账清单 \(2\)/ }));
    const again = await dialogWith('导出转账清单：2 笔结算');
    await within(again).findByText(/^文件格式.*招商银行批量支付（22 列） · CSV · GBK/, undefined, { timeout: 20_000 });
  });
});
