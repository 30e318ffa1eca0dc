/**
 * 充值记录, 资金流水 and 消费记录 against the one ledger of the fake backend: a recharge is
 * checked to the fen, reviewed in figures and capitals, credited once however often it is
 * sent, and shows up in the flows with the balance after it; totals match the filter.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearData } from '@/components/data';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { formatMoney } from '@/core/money';
import {
  buttonIn,
  clickWhenReady,
  dialogWith,
  dropNextRequest,
  everyRowShows,
  failAfterCommit,
  loseNextAnswer,
  recordRequests,
  renderApp,
  notices,
  tableReady,
  tableRows,
} from '../render';

const rows = tableRows;
const totals = () => screen.getByTestId('list-totals');
const button = buttonIn;

async function openRecharge() {
  const view = await renderApp('/finance/recharge', { as: 'admin' });
  await tableReady();
  await view.user.click(screen.getByText(/^充\s*值$/, { selector: 'button span' }).closest('button')!);
  const dialog = await dialogWith('充值金额');
  return { ...view, dialog };
}

async function choosePlatform(user: Awaited<ReturnType<typeof renderApp>>['user'], dialog: HTMLElement, name: string) {
  const select = within(dialog).getByLabelText('充值平台');
  await user.click(select);
  await user.type(select, name);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find(
      (item) => item.textContent === name,
    );
    expect(found).toBeDefined();
    return found as HTMLElement;
  });
  await user.click(option);
}

describe('recharge', () => {
  it('checks the amount next to the field: zero, negative, three decimals, over the bound, not a number', async () => {
    const seen = recordRequests();
    const { user, dialog } = await openRecharge();
    const amount = within(dialog).getByLabelText('充值金额');
    const cases: [string, string][] = [
      ['0', '充值金额须大于 0'],
      ['-5', '充值金额须大于 0'],
      ['12.345', '充值金额最多两位小数'],
      ['1000000.01', '充值金额不能超过 ¥1,000,000.00'],
      ['一百', '充值金额只能填写数字金额，例如 1234.50'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(button(dialog, /下一步/));
      // Found and in the document at one moment: the field's error list redraws as the typed
      // value and the submit each validate, so an element found a moment earlier may be gone.
      await waitFor(() => expect(within(dialog).getByText(message)).toBeInTheDocument());
    }
    expect(seen.filter((request) => request.path.endsWith('/recharge'))).toHaveLength(0);
  });

  it('takes a pasted ¥1,234.50, reviews it in figures and capitals, credits it once on a double click and shows the flow', async () => {
    const seen = recordRequests();
    const platform = db.platforms[2];
    const before = platform.balance;
    const { user, dialog } = await openRecharge();
    await choosePlatform(user, dialog, platform.name);
    await user.click(within(dialog).getByLabelText('充值金额'));
    await user.paste('¥1,234.50');
    expect(within(dialog).getByTestId('money-capital')).toHaveTextContent('壹仟贰佰叁拾肆元伍角整');
    await user.click(within(dialog).getByText('支付宝'));
    await user.click(button(dialog, /下一步/));
    const review = await within(dialog).findByTestId('form-review');
    expect(review).toHaveTextContent(platform.name);
    expect(within(review).getByTestId('review-amount')).toHaveTextContent('¥1,234.50');
    expect(within(review).getByTestId('review-capital')).toHaveTextContent('壹仟贰佰叁拾肆元伍角整');
    // The review shows the balance now and after, read from the server.
    expect(await within(review).findByTestId('review-balance')).toHaveTextContent(formatMoney(before));
    expect(within(review).getByTestId('review-after')).toHaveTextContent(formatMoney(before + 123450));
    await user.dblClick(button(dialog, /确认充值/));
    await waitFor(() => expect(platform.balance).toBe(before + 123450));
    const sent = seen.filter((request) => request.path.endsWith('/settleRecharge/recharge'));
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ platformId: platform.id, amount: 123450, payType: 2 });
    expect((sent[0].body as { requestId: string }).requestId).toMatch(/\S{8,}/);
    expect(
      await screen.findByText(`已为“${platform.name}”充值 ¥1,234.50，余额 ${formatMoney(before + 123450)}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('¥1,234.50'));

    await user.click(screen.getByText('资金流水'));
    await tableReady();
    await waitFor(() => expect(rows()[0]).toHaveTextContent(platform.name));
    expect(rows()[0]).toHaveTextContent('+¥1,234.50');
    expect(rows()[0]).toHaveTextContent(formatMoney(before + 123450));
  });

  it('marks a 资金流水 kept in its tab out of date without loading it while hidden, and loads it at once when shown again', async () => {
    const seen = recordRequests();
    const { user, location, history } = await renderApp('/finance/flow', { as: 'admin' });
    await tableReady();
    const flowLoads = () => seen.filter((request) => request.path === '/api/finance/getFlowList').length;
    act(() => history().push('/finance/recharge'));
    await waitFor(() => expect(location()).toBe('/finance/recharge'));
    await tableReady();
    const loadsWhileAway = flowLoads();
    const platform = db.platforms[1];
    await user.click(screen.getByText(/^充\s*值$/, { selector: 'button span' }).closest('button')!);
    const dialog = await dialogWith('充值金额');
    await choosePlatform(user, dialog, platform.name);
    await user.type(within(dialog).getByLabelText('充值金额'), '88');
    await user.click(within(dialog).getByText('支付宝'));
    await user.click(button(dialog, /下一步/));
    await within(dialog).findByTestId('form-review');
    await user.click(button(dialog, /确认充值/));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('¥88.00'));
    // The recharge changed the flow: the hidden flow list is out of date, and loads nothing.
    expect(flowLoads()).toBe(loadsWhileAway);

    act(() => history().push('/finance/flow'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('+¥88.00'));
    expect(rows()[0]).toHaveTextContent(platform.name);
    expect(flowLoads()).toBe(loadsWhileAway + 1);
  });

  it('asks for the transfer voucher only for 线下转账: choosing 支付宝 takes the stale 请上传转账凭证 away', async () => {
    const platform = db.platforms[3];
    const { user, dialog } = await openRecharge();
    await choosePlatform(user, dialog, platform.name);
    await user.type(within(dialog).getByLabelText('充值金额'), '66');
    await user.click(button(dialog, /下一步/));
    const voucher = () => within(dialog).getByText('转账凭证').closest('.ant-form-item')!;
    await waitFor(() => expect(voucher()).toHaveTextContent('请上传转账凭证'));
    await user.click(within(dialog).getByText('支付宝'));
    await waitFor(() => expect(voucher()).not.toHaveTextContent('请上传转账凭证'));
    await user.click(button(dialog, /下一步/));
    await within(dialog).findByTestId('form-review');
  });

  it('after a lost recharge answer re-reads the platform and shows the recharge recorded; a resend of the same intent credits once', async () => {
    const seen = recordRequests();
    const platform = db.platforms[4];
    const before = platform.balance;
    const { user, dialog } = await openRecharge();
    await choosePlatform(user, dialog, platform.name);
    await user.type(within(dialog).getByLabelText('充值金额'), '500');
    await user.click(within(dialog).getByText('微信'));
    await user.click(button(dialog, /下一步/));
    loseNextAnswer('/api/settleRecharge/recharge', 502);
    // The re-read waits until the lost answer's notice is on screen, as on a slow backend.
    let release = () => undefined as void;
    const noticeShown = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/settleRecharge/getList', async () => {
        await noticeShown;
        return undefined;
      }),
    );
    await user.click(button(dialog, /确认充值/));
    await waitFor(() => expect(notices()).toEqual([expect.stringContaining('请勿重复提交')]));
    release();
    // Not "failed": the outcome is checked against the server, which has the recharge.
    const outcome = await within(dialog).findByTestId('outcome');
    await waitFor(() => expect(outcome).toHaveTextContent('已核对：操作已经生效'));
    // The red notice of the lost answer does not stay beside the green 已核对 to say otherwise:
    // it goes with the answer, well before its own 4.5 s would end it.
    await waitFor(() => expect(notices()).toEqual([]), { timeout: 2000 });
    expect(outcome).toHaveTextContent(`充值单号 ${db.ledger.recharges[0].rechargeNo}`);
    expect(outcome).toHaveTextContent(formatMoney(before + 50000));
    await user.click(button(dialog, /完\s*成/));
    await waitFor(() =>
      expect(screen.queryAllByRole('dialog').filter((item) => item.textContent?.includes('确认充值'))).toHaveLength(0),
    );
    const sent = seen.filter((request) => request.path.endsWith('/settleRecharge/recharge'));
    expect(sent).toHaveLength(1);
    expect(platform.balance).toBe(before + 50000);
  });

  it('credits once when the answer is lost, the page reloaded and the same values (remark too) sent again: the server replays it', async () => {
    const seen = recordRequests();
    const platform = db.platforms[4];
    const before = platform.balance;
    const fill = async (user: Awaited<ReturnType<typeof renderApp>>['user'], dialog: HTMLElement) => {
      await choosePlatform(user, dialog, platform.name);
      await user.type(within(dialog).getByLabelText('充值金额'), '300');
      await user.click(within(dialog).getByText('微信'));
      await user.type(within(dialog).getByLabelText('备注'), '十一月续费');
      await user.click(button(dialog, /下一步/));
      await user.click(button(dialog, /确认充值/));
    };
    const first = await openRecharge();
    failAfterCommit('/api/settleRecharge/recharge');
    await fill(first.user, first.dialog);
    await waitFor(() => expect(within(first.dialog).getByTestId('outcome')).toHaveTextContent('已核对：操作已经生效'));
    const made = db.ledger.recharges[0];
    // The operator reloads the page and opens 充值 again: the form has what was typed (its
    // draft), and, unsure whether the recharge went through, the operator confirms it again.
    cleanup();
    clearData();
    const { dialog, ...second } = await openRecharge();
    await waitFor(() => expect(within(dialog).getByLabelText('充值金额')).toHaveValue('300'));
    await second.user.click(button(dialog, /下一步/));
    await second.user.click(button(dialog, /确认充值/));
    const outcome = await within(dialog).findByTestId('outcome');
    await waitFor(() => expect(outcome).toHaveTextContent('此前已经生效'));
    expect(outcome).toHaveTextContent(`充值单号 ${made.rechargeNo}`);
    const sent = seen.filter((request) => request.path.endsWith('/settleRecharge/recharge'));
    expect(sent).toHaveLength(2);
    const keys = sent.map((request) => (request.body as { requestId: string }).requestId);
    expect(keys[1]).toBe(keys[0]);
    expect((sent[1].body as { remark?: string }).remark).toBe('十一月续费');
    expect(platform.balance).toBe(before + 30000);
    expect(db.ledger.recharges.filter((row) => row.platformId === platform.id && row.amount === 30000)).toHaveLength(1);
  });

  it('credits once per intent: answer lost and unverifiable, dialog closed, reopened, same values, confirmed again', async () => {
    const seen = recordRequests();
    const platform = db.platforms[4];
    const before = platform.balance;
    const rechargesBefore = db.ledger.recharges.length;
    const fill = async (user: Awaited<ReturnType<typeof renderApp>>['user'], dialog: HTMLElement) => {
      await choosePlatform(user, dialog, platform.name);
      await user.type(within(dialog).getByLabelText('充值金额'), '500');
      await user.click(within(dialog).getByText('微信'));
      await user.click(button(dialog, /下一步/));
      await user.click(button(dialog, /确认充值/));
    };
    const { user, dialog } = await openRecharge();
    loseNextAnswer('/api/settleRecharge/recharge', 502);
    // The re-read of the platform's recharges fails too: the outcome stays unknown.
    server.use(
      http.get('*/api/settleRecharge/getList', ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '20'
          ? HttpResponse.text('down', { status: 503 })
          : undefined,
      ),
    );
    await fill(user, dialog);
    await waitFor(() => expect(within(dialog).getByTestId('outcome')).toHaveTextContent('结果未知，暂时无法核对'));
    await user.click(button(dialog, /取\s*消/));
    server.resetHandlers();
    // The operator tries again in the dialog opened anew: what was typed is still there.
    await user.click(screen.getByText(/^充\s*值$/, { selector: 'button span' }).closest('button')!);
    const again = await dialogWith('充值金额');
    expect(within(again).getByLabelText('充值金额')).toHaveValue('500');
    await user.click(button(again, /下一步/));
    await user.click(button(again, /确认充值/));
    await waitFor(() =>
      expect(seen.filter((request) => request.path.endsWith('/settleRecharge/recharge'))).toHaveLength(2),
    );
    const [lost, resent] = seen.filter((request) => request.path.endsWith('/settleRecharge/recharge'));
    expect((resent.body as { requestId: string }).requestId).toBe((lost.body as { requestId: string }).requestId);
    expect(platform.balance).toBe(before + 50000);
    expect(db.ledger.recharges).toHaveLength(rechargesBefore + 1);
  });

  it('when a lost recharge did not reach the server, resends it with the same key and credits once', async () => {
    const seen = recordRequests();
    const platform = db.platforms[4];
    const before = platform.balance;
    const { user, dialog } = await openRecharge();
    await choosePlatform(user, dialog, platform.name);
    await user.type(within(dialog).getByLabelText('充值金额'), '500');
    await user.click(within(dialog).getByText('微信'));
    await user.click(button(dialog, /下一步/));
    dropNextRequest('/api/settleRecharge/recharge', 502);
    await user.click(button(dialog, /确认充值/));
    await waitFor(() => expect(within(dialog).getByTestId('outcome')).toHaveTextContent('已核对：操作没有生效'));
    expect(platform.balance).toBe(before);
    await clickWhenReady(user, dialog, /重新提交/);
    await waitFor(() =>
      expect(screen.queryAllByRole('dialog').filter((item) => item.textContent?.includes('确认充值'))).toHaveLength(0),
    );
    const sent = seen.filter((request) => request.path.endsWith('/settleRecharge/recharge'));
    expect(sent).toHaveLength(2);
    expect((sent[1].body as { requestId: string }).requestId).toBe((sent[0].body as { requestId: string }).requestId);
    expect(platform.balance).toBe(before + 50000);
  });

  it('asks for the voucher of a bank transfer, and keeps the form when the server refuses', async () => {
    const platform = db.platforms.find((item) => item.status === 2)!;
    const { user, dialog } = await openRecharge();
    await choosePlatform(user, dialog, platform.name);
    await user.type(within(dialog).getByLabelText('充值金额'), '100');
    await user.click(button(dialog, /下一步/));
    expect(await within(dialog).findByText('请上传转账凭证')).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('转账凭证') as HTMLInputElement,
      new File(['%PDF'], '回单.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(within(dialog).getByText('回单.pdf')).toBeInTheDocument());
    await user.click(button(dialog, /下一步/));
    await user.click(button(dialog, /确认充值/));
    expect(await within(dialog).findByText(`平台「${platform.name}」已禁用，不能充值`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('充值金额')).toHaveValue('100');
    expect(within(dialog).getByText('回单.pdf')).toBeInTheDocument();
  });

  it('filters by platform, pay type, status and dates in the query and the URL, with totals of the filter', async () => {
    const seen = recordRequests();
    const platform = db.platforms[0];
    const { location } = await renderApp(`/finance/recharge?platformId=${platform.id}&status=1`, { as: 'admin' });
    await tableReady();
    expect(seen.find((request) => request.path.endsWith('/settleRecharge/getList'))!.query).toMatchObject({
      platformId: String(platform.id),
      status: '1',
    });
    const matching = db.ledger.recharges.filter((row) => row.platformId === platform.id && row.status === 1);
    expect(totals()).toHaveTextContent(`${matching.length} 笔`);
    expect(totals()).toHaveTextContent(formatMoney(matching.reduce((total, row) => total + row.amount, 0)));
    for (const row of rows()) expect(row).toHaveTextContent(platform.name);
    expect(location()).toContain(`platformId=${platform.id}`);
    // The date range says which end is which (the form may keep it folded: it is in the DOM).
    expect(document.querySelector('input[placeholder="开始日期"]')).not.toBeNull();
    expect(document.querySelector('input[placeholder="结束日期"]')).not.toBeNull();
  });

  it('hides the recharge button from an administrator without the permission action', async () => {
    const admin = db.users.find((user) => user.name === 'admin')!;
    admin.permissions = admin.permissions.filter((entry) => entry.action !== 'finance:recharge');
    await renderApp('/finance/recharge', { as: 'admin' });
    await tableReady();
    expect(screen.queryByText(/^充\s*值$/, { selector: 'button span' })).toBeNull();
  });
});

describe('recharges waiting for the backend', () => {
  it('say what they wait for, and show a balance after only once credited', async () => {
    const [pending, rejected] = db.ledger.recharges;
    pending.status = 0;
    rejected.status = 2;
    await renderApp('/finance/recharge', { as: 'admin' });
    await tableReady();
    expect(rows()[0]).toHaveTextContent('待审核');
    expect(rows()[0]).toHaveTextContent('等待财务核对到账');
    expect(rows()[0]).toHaveTextContent('到账后计入余额');
    expect(rows()[0]).not.toHaveTextContent(formatMoney(pending.balanceAfter));
    expect(rows()[1]).toHaveTextContent('未入账');
    const credited = db.ledger.recharges.findIndex((row, index) => index > 1 && row.status === 1);
    expect(rows()[credited]).toHaveTextContent(formatMoney(db.ledger.recharges[credited].balanceAfter));
  });
});

describe('URLs from the server', () => {
  it('opens a voucher only through the file URL policy: an image previews in the page, a PDF links, a javascript: or foreign URL shows as text', async () => {
    const [evil, foreign, allowed, own, pdf] = db.ledger.recharges;
    evil.voucherUrl = 'javascript:alert(document.cookie)';
    foreign.voucherUrl = 'https://evil.example.com/v.png';
    allowed.voucherUrl = 'https://files.example.com/v/%E5%9B%9E%E5%8D%95.png';
    own.voucherUrl = '/mock-files/seed/transfer-voucher.svg';
    pdf.voucherUrl = 'https://files.example.com/v/receipt.pdf';
    const { user } = await renderApp('/finance/recharge', { as: 'admin' });
    await tableReady();
    const hrefs = Array.from(document.querySelectorAll('.ant-table-tbody a[href]')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://files.example.com/v/receipt.pdf']);
    // What the policy refused is still visible, as text, with nothing to open.
    expect(rows()[0]).toHaveTextContent('javascript:alert(document.cookie)');
    expect(rows()[1]).toHaveTextContent('v.png');
    expect(within(rows()[0]).queryByRole('button', { name: '查看' })).toBeNull();
    // An allowed image opens as a preview in the page, at its own URL.
    await user.click(within(rows()[2]).getByRole('button', { name: '查看' }));
    await waitFor(() =>
      expect(document.querySelector('.file-preview img.ant-image-preview-img')).toHaveAttribute(
        'src',
        'https://files.example.com/v/%E5%9B%9E%E5%8D%95.png',
      ),
    );
  });
});

describe('finance flows', () => {
  it('shows income green with + and expense red with −, and totals in, out and net of the filter', async () => {
    const platform = db.platforms[1];
    await renderApp(`/finance/flow?platformId=${platform.id}`, { as: 'admin' });
    await tableReady();
    const flows = db.ledger.flows.filter((row) => row.platformId === platform.id);
    const income = flows.filter((row) => row.direction === 'income').reduce((total, row) => total + row.amount, 0);
    const expense = flows.filter((row) => row.direction === 'expense').reduce((total, row) => total + row.amount, 0);
    expect(totals()).toHaveTextContent(`+${formatMoney(income)}`);
    expect(totals()).toHaveTextContent(`-${formatMoney(expense)}`.replace('-', '−'));
    const net = income - expense;
    expect(totals()).toHaveTextContent(net >= 0 ? `+${formatMoney(net)}` : `−${formatMoney(-net)}`);
    expect(rows().some((row) => row.textContent?.includes('−¥'))).toBe(true);
  });

  it('shows and exports a flow’s amount with the same sign, from its direction, whatever sign the amount came with', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'),
      revokeObjectURL: () => {},
    });
    const flow = (flowNo: string, amount: number, direction: 'income' | 'expense') => ({
      flowNo,
      direction,
      amount,
      createTime: '2026-11-25 10:00:00',
    });
    server.use(
      http.get('*/api/finance/getFlowList', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: { list: [flow('LS1', -1200, 'expense'), flow('LS2', 3400, 'income')], total: 2 },
        }),
      ),
    );
    const { user } = await renderApp('/finance/flow', { as: 'admin' });
    await tableReady();
    const [expense, income] = rows();
    expect(expense).toHaveTextContent('−¥12.00');
    expect(income).toHaveTextContent('+¥34.00');
    // Only shown fields the backend left out show as —.
    expect(expense).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await screen.findByText('已导出 2 条记录');
    const text = new TextDecoder().decode(await blobs[0].arrayBuffer());
    const lines = text.trim().split('\r\n');
    expect(lines[1]).toContain(',-12.00,');
    expect(lines[2]).toContain(',34.00,');
  });

  it('exports the filtered flows as an Excel workbook: numbers exact as text, amounts in yuan, times as dates', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'),
      revokeObjectURL: () => {},
    });
    const platform = db.platforms[1];
    const flows = db.ledger.flows.filter((row) => row.platformId === platform.id);
    // A long relating number, as a real backend's order numbers are.
    flows[0].relatedNo = '202611250000098765';
    const { user } = await renderApp(`/finance/flow?platformId=${platform.id}`, { as: 'admin' });
    await tableReady();
    await user.click(screen.getByRole('button', { name: /导出 Excel/ }));
    await screen.findByText(`已导出 ${flows.length} 条记录`);
    expect(blobs[0].type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzipSync(new Uint8Array(await blobs[0].arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    const rowsXml = sheet.match(/<row r="\d+">.*?<\/row>/g)!;
    expect(rowsXml).toHaveLength(flows.length + 1);
    const texts = (xml: string) => [...xml.matchAll(/<t xml:space="preserve">(.*?)<\/t>/g)].map((match) => match[1]);
    expect(texts(rowsXml[0]).slice(0, 3)).toEqual(['流水号', '时间', '平台']);
    const first = rowsXml[1];
    expect(texts(first)).toContain(flows[0].flowNo);
    expect(texts(first)).toContain('202611250000098765');
    // The amount signed by its direction, a number in yuan (style 3: the yuan format).
    const signed = flows[0].direction === 'expense' ? -Math.abs(flows[0].amount) : Math.abs(flows[0].amount);
    expect(first).toContain(`s="3"><v>${(signed / 100).toFixed(2)}</v>`);
    // The time a date cell (style 1), not text.
    expect(first).toMatch(/<c r="B2" s="1"><v>\d+\.\d+<\/v><\/c>/);
  });

  it('filters by type and direction in the query', async () => {
    const seen = recordRequests();
    await renderApp('/finance/flow?type=manualDeduction&direction=expense', { as: 'admin' });
    await tableReady();
    expect(seen.find((request) => request.path.endsWith('/finance/getFlowList'))!.query).toMatchObject({
      type: 'manualDeduction',
      direction: 'expense',
    });
    for (const row of rows()) expect(row).toHaveTextContent('手动扣费');
  });
});

describe('consumption logs', () => {
  it('filters by type and platform from select_list, with totals of what was charged', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/consumption/log', { as: 'admin' });
    await tableReady();
    // Across types a quantity total would add SMS sent to credit queries: none is shown.
    await waitFor(() => expect(totals()).toHaveTextContent('笔'));
    expect(totals()).not.toHaveTextContent('数量合计');
    const type = screen.getByRole('combobox', { name: '消费类型' });
    await user.click(type);
    await user.click(await screen.findByText('短信', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText(/^查\s*询$/, { selector: 'button span' }).closest('button')!);
    await waitFor(() =>
      expect(seen.filter((request) => request.path.endsWith('/consume_log')).at(-1)!.query).toMatchObject({
        type: 'sms',
        page: '1',
      }),
    );
    await everyRowShows('短信');
    await tableReady();
    const sms = db.ledger.consumption.filter((row) => row.type === 'sms');
    await waitFor(() => expect(totals()).toHaveTextContent(`${sms.length.toLocaleString('en-US')} 笔`));
    // Quantities read as numbers do: 17,120, not 17120.
    const quantity = sms.reduce((total, row) => total + row.quantity, 0);
    expect(quantity).toBeGreaterThan(999);
    expect(totals()).toHaveTextContent(`数量合计${quantity.toLocaleString('en-US')}`);
    expect(totals()).toHaveTextContent(
      formatMoney(sms.filter((row) => row.result === '成功').reduce((total, row) => total + row.amount, 0)),
    );
  });
});
