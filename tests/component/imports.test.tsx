/**
 * The import kit as an operator uses it: agents from an .xlsx (each row checked by the form's
 * rules, errors at their cells, the ready rows onboarded once each, a lost answer checked), and
 * a bank's result file in GBK settling each paid and matching payout exactly once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { residentIdCheck } from '@/services/rules';
import { gbkCsvFile, xlsxFile } from '../files';
import { dialogWith, loseNextAnswer, recordRequests, renderApp, tableReady, tableRows } from '../render';

const idCard = (n: number) => {
  const first17 = `11010519900307${String(n).padStart(3, '0')}`;
  return `${first17}${residentIdCheck(first17)}`;
};

const HEADER = [
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

/** 20 individuals; rows 6, 12 and 17 (file rows 7, 13, 18) each break one rule. */
function twentyAgents(): string[][] {
  const rows = Array.from({ length: 20 }, (_, index) => {
    const name = `导入测试${index + 1}`;
    return [
      name,
      '个人',
      name,
      `1390000${String(index).padStart(4, '0')}`,
      '8%',
      '招商银行杭州分行',
      `62148300${String(10000000 + index)}`,
      name,
      idCard(index + 1),
    ];
  });
  rows[5][3] = '1390000123';
  rows[11][8] = '110105199013320011';
  rows[16][1] = '公司';
  return [HEADER, ...rows];
}

async function chooseFile(dialog: HTMLElement, file: File, user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
  await within(dialog).findByText('表头在第几行', undefined, { timeout: 20_000 });
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  return within(dialog).findByTestId('import-summary', undefined, { timeout: 20_000 });
}

describe('imports', () => {
  it('adds 17 of 20 agents from an .xlsx once each, names the 3 bad rows by field and why, and checks a lost answer', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/agent/list', { as: 'admin' });
    await tableReady();
    const before = db.agents.length;
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await dialogWith('从 Excel 导入代理商');
    const summary = await chooseFile(dialog, xlsxFile('代理商.xlsx', twentyAgents()), user);
    expect(summary).toHaveTextContent('共 20 行：17 行可导入，3 行有错误');
    const check = within(dialog).getByTestId('import-check');
    const rowOf = (line: number) =>
      within(check)
        .getAllByRole('row')
        .find((row) => row.querySelector('td')?.textContent === String(line))!;
    expect(rowOf(7).querySelector('[data-error-cell="mobile"]')).toHaveTextContent('请输入正确的 11 位手机号');
    expect(rowOf(13).querySelector('[data-error-cell="idCard"]')).toHaveTextContent('身份证号不正确');
    expect(rowOf(18).querySelector('[data-error-cell="type"]')).toHaveTextContent('类型只能填写“个人”或“企业”');
    // Nothing was sent before the last step.
    expect(seen.filter((request) => request.path.endsWith('/addAgent'))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    loseNextAnswer('/api/agent.agentList/addAgent', 504);
    await user.click(within(dialog).getByRole('button', { name: '导入 17 个代理商' }));
    await within(dialog).findByText('成功 17 笔，失败 0 笔', undefined, { timeout: 30_000 });
    expect(within(dialog).getByText('已新增（核对结果）')).toBeInTheDocument();
    expect(db.agents.length).toBe(before + 17);
    // One request per ready row, each with its own key; none of the bad rows sent.
    const adds = seen.filter((request) => request.path.endsWith('/addAgent'));
    expect(adds).toHaveLength(17);
    expect(new Set(adds.map((request) => (request.body as { requestId: string }).requestId)).size).toBe(17);
    const sentNames = adds.map((request) => (request.body as { name: string }).name);
    expect(sentNames).not.toContain('导入测试6');
    expect(sentNames).not.toContain('导入测试12');
    expect(sentNames).not.toContain('导入测试17');
  });

  it('settles the 2 paid lines of a GBK bank result once, leaves the failed one awaiting with its reason, names the amount that differs, and settles nothing on a second import', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/agent/settlement?tab=1', { as: 'admin' });
    await tableReady();
    const agentsSeen = new Set<number>();
    const four = db.settlements
      .filter((row) => row.status === 1 && !agentsSeen.has(row.agentId) && agentsSeen.add(row.agentId))
      .slice(0, 4);
    const account = (row: (typeof four)[number]) => db.agents.find((agent) => agent.id === row.agentId)!.bankAccount;
    const holder = (row: (typeof four)[number]) => db.agents.find((agent) => agent.id === row.agentId)!.accountHolder;
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    const file = gbkCsvFile('批量付款结果.csv', [
      ['收款人帐号', '收款人名称', '交易金额', '用途', '交易状态', '失败原因', '银行流水号'],
      [account(four[0]), holder(four[0]), yuan(four[0].settleAmount), four[0].settleNo, '成功', '', 'B0001'],
      [account(four[1]), holder(four[1]), yuan(four[1].settleAmount), four[1].settleNo, '成功', '', 'B0002'],
      [
        account(four[2]),
        holder(four[2]),
        yuan(four[2].settleAmount),
        four[2].settleNo,
        '失败',
        '户名与账号不符',
        'B0003',
      ],
      [account(four[3]), holder(four[3]), yuan(four[3].settleAmount + 100), four[3].settleNo, '成功', '', 'B0004'],
    ]);
    const open = async () => {
      await user.click(screen.getByRole('button', { name: /导入银行结果/ }));
      return dialogWith('导入银行批量转账结果');
    };
    const dialog = await open();
    const summary = await chooseFile(dialog, file, user);
    expect(summary).toHaveTextContent('共 4 行：2 行可导入，1 行有错误');
    const check = within(dialog).getByTestId('import-check');
    expect(check).toHaveTextContent('银行未付款：户名与账号不符（保持待上传凭证，下次转账清单再付）');
    expect(check.querySelector('[data-error-cell="amount"]')).toHaveTextContent(`与结算金额 ¥`);

    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(within(dialog).getByTestId('bank-result-review')).toHaveTextContent('结算 2 笔');
    loseNextAnswer('/api/agent.agentSettlement/uploadSettlementVoucher', 502);
    await user.click(within(dialog).getByRole('button', { name: '结算 2 笔' }));
    await within(dialog).findByText('成功 2 笔，失败 0 笔', undefined, { timeout: 30_000 });
    expect(four.map((row) => row.status)).toEqual([2, 2, 1, 1]);
    const voucher = four[0].voucherUrls[0];
    expect(decodeURIComponent(voucher)).toMatch(/批量付款结果\.csv$/);
    expect(four[1].voucherUrls).toEqual([voucher]);
    expect(four[0].remark).toContain('B0001');
    const uploads = () => seen.filter((request) => request.path.endsWith('/uploadSettlementVoucher'));
    expect(uploads()).toHaveLength(2);

    // The same file again: the two settled lines are named, nothing is ready, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: '关 闭' }));
    await waitFor(() => expect(screen.queryByText('导入银行批量转账结果')).toBeNull());
    const again = await open();
    const second = await chooseFile(again, file, user);
    expect(second).toHaveTextContent('共 4 行：0 行可导入，3 行有错误');
    expect(within(again).getByTestId('import-check')).toHaveTextContent(`${four[0].settleNo} 已结算，不再重复结算`);
    expect(within(again).getByRole('button', { name: '下一步' })).toBeDisabled();
    expect(uploads()).toHaveLength(2);
    expect(tableRows().length).toBeGreaterThan(0);
  });
});
