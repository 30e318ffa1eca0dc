/**
 * 代理商结算: status tabs with live counts, filters in the query and the URL, totals of the
 * filter, confirm delivery behind a confirmation (once, with an idempotency key), the
 * payment voucher uploaded and viewed, every action only where its status and permission allow.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { formatMoney, toChineseCapital } from '@/core/money';
import { hasUnsaved, lostOnReload } from '@/core/unsavedWork';
import { colorVar } from '@/theme';
import {
  dialogWith,
  dropNextRequest,
  clickWhenReady,
  loseNextAnswer,
  recordRequests,
  renderApp,
  tableReady,
  tableRows,
} from '../render';

const api = (name: string) => `/api/agent.agentSettlement/${name}`;
const calls = (seen: ReturnType<typeof recordRequests>, name: string) =>
  seen.filter((request) => request.path === api(name));
const rows = tableRows;
const rowOf = (settleNo: string) => rows().find((row) => row.textContent?.includes(settleNo)) ?? rows()[0];
const tabCount = (key: string) =>
  Number(screen.getByTestId(`tab-${key}`).querySelector('.ant-scroll-number')?.getAttribute('title'));
const totals = () => screen.getByTestId('list-totals');

async function openScreen(path = '/agent/settlement', as: 'admin' | 'operator' = 'admin') {
  const view = await renderApp(path, { as });
  await tableReady();
  return view;
}

describe('agent settlement', () => {
  it('opens on 待确认 with counts for every tab and the totals of the filter', async () => {
    const seen = recordRequests();
    await openScreen();
    expect(calls(seen, 'getAgentSettlementList')[0].query).toMatchObject({ status: '0', page: '1', limit: '10' });
    const pending = db.settlements.filter((row) => row.status === 0);
    await waitFor(() => expect(tabCount('0')).toBe(pending.length));
    expect(tabCount('all')).toBe(db.settlements.length);
    expect(tabCount('2')).toBe(db.settlements.filter((row) => row.status === 2).length);
    for (const row of rows()) expect(row).toHaveTextContent('待确认');
    const sum = pending.reduce((total, row) => total + row.settleAmount, 0);
    expect(totals()).toHaveTextContent(`${pending.length} 笔`);
    expect(totals()).toHaveTextContent(formatMoney(sum));
  });

  it('colours a count as work waiting only when there is some', async () => {
    const agentId = db.agents.find(
      (agent) =>
        !db.settlements.some((row) => row.agentId === agent.id && row.status === 0) &&
        db.settlements.some((row) => row.agentId === agent.id && row.status === 1),
    )!.id;
    await openScreen(`/agent/settlement?agentId=${agentId}&tab=all`);
    const badge = (key: string) => screen.getByTestId(`tab-${key}`).querySelector('.ant-scroll-number') as HTMLElement;
    await waitFor(() => expect(tabCount('0')).toBe(0));
    expect(tabCount('1')).toBeGreaterThan(0);
    // The warning colour of the theme on screen (src/theme.ts), named, never written here.
    expect(badge('0').style.background).not.toBe(colorVar('warningBadge'));
    expect(badge('1').style.background).toBe(colorVar('warningBadge'));
  });

  it('filters by agent and period in the query, the URL, the counts and the totals', async () => {
    const seen = recordRequests();
    const target = db.settlements.find((row) => row.status === 2)!;
    const { location } = await openScreen(
      `/agent/settlement?agentId=${target.agentId}&period=${target.period}&tab=all`,
    );
    const query = calls(seen, 'getAgentSettlementList')[0].query;
    expect(query).toMatchObject({ agentId: String(target.agentId), period: target.period });
    expect(query.status).toBeUndefined();
    expect(calls(seen, 'agentSettlementStatusCount')[0].query).toMatchObject({
      agentId: String(target.agentId),
      period: target.period,
    });
    const matching = db.settlements.filter((row) => row.agentId === target.agentId && row.period === target.period);
    await waitFor(() => expect(rows()).toHaveLength(matching.length));
    for (const row of rows()) expect(row).toHaveTextContent(target.agentName);
    expect(totals()).toHaveTextContent(formatMoney(matching.reduce((total, row) => total + row.settleAmount, 0)));
    expect(location()).toContain(`agentId=${target.agentId}`);
  });

  it('searches the agent select by agent number', async () => {
    const { user } = await openScreen();
    const agent = db.agents[5];
    const select = screen.getByRole('combobox', { name: '代理商' });
    await user.click(select);
    await user.type(select, agent.agentNo);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
    expect(document.querySelector('.ant-select-item-option')).toHaveTextContent(agent.name);
  });

  it('confirms delivery behind a confirmation naming settlement, agent and amount; a double click sends once', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    const before = tabCount('0');
    const settleNo = rows()[0].textContent!.match(/JS\d{12}/)![0];
    const row = db.settlements.find((item) => item.settleNo === settleNo)!;
    await user.click(within(rows()[0]).getByText('确认交付'));
    const dialog = await dialogWith(`确认交付结算单 ${settleNo}？`);
    expect(dialog).toHaveTextContent(row.agentName);
    expect(dialog).toHaveTextContent(formatMoney(row.settleAmount));
    await user.dblClick(
      within(dialog)
        .getByText(/确认交付/, { selector: 'button span' })
        .closest('button')!,
    );
    await waitFor(() => expect(db.settlements.find((item) => item.settleNo === settleNo)!.status).toBe(1));
    expect(calls(seen, 'confirmDelivery')).toHaveLength(1);
    expect(calls(seen, 'confirmDelivery')[0].query.requestId).toMatch(/\S{8,}/);
    expect(await screen.findByText(`结算单 ${settleNo} 已确认交付`)).toBeInTheDocument();
    await waitFor(() => expect(tabCount('0')).toBe(before - 1));
    expect(rows().some((item) => item.textContent?.includes(settleNo))).toBe(false);
  });

  const confirmFirstRow = async (user: UserEvent) => {
    const settleNo = rows()[0].textContent!.match(/JS\d{12}/)![0];
    await user.click(within(rowOf(settleNo)).getByText('确认交付'));
    const dialog = await dialogWith(`确认交付结算单 ${settleNo}？`);
    await user.click(
      within(dialog)
        .getByText(/确认交付/, { selector: 'button span' })
        .closest('button')!,
    );
    return { dialog, row: db.settlements.find((item) => item.settleNo === settleNo)! };
  };

  it('after a lost confirmation says the outcome is unknown, re-reads the settlement and shows it confirmed', async () => {
    const seen = recordRequests();
    loseNextAnswer(api('confirmDelivery'), 502, 'GET');
    const { user } = await openScreen();
    const { dialog, row } = await confirmFirstRow(user);
    const outcome = await within(dialog).findByTestId('outcome');
    await waitFor(() => expect(outcome).toHaveTextContent('已核对：操作已经生效'));
    expect(outcome).toHaveTextContent('待上传凭证');
    // The labels in words, not their message keys (the module that has them loads only now).
    expect(outcome).toHaveTextContent('结算单当前状态');
    expect(outcome).toHaveTextContent('确认交付时间');
    expect(outcome).not.toHaveTextContent('settlement.outcome');
    expect(outcome).toHaveTextContent(row.deliveryConfirmTime!);
    expect(within(dialog).queryByText('重新提交', { selector: 'button span' })).toBeNull();
    expect(calls(seen, 'confirmDelivery')).toHaveLength(1);
    expect(row.status).toBe(1);
  });

  it('when a lost confirmation did not reach the server, resends it with the same key and confirms once', async () => {
    const seen = recordRequests();
    dropNextRequest(api('confirmDelivery'), 502, 'GET');
    const { user } = await openScreen();
    const { dialog, row } = await confirmFirstRow(user);
    await waitFor(() => expect(within(dialog).getByTestId('outcome')).toHaveTextContent('已核对：操作没有生效'));
    expect(row.status).toBe(0);
    await clickWhenReady(user, dialog, /重新提交/);
    expect((await screen.findAllByText(`结算单 ${row.settleNo} 已确认交付`)).length).toBeGreaterThan(0);
    const [dropped, resent] = calls(seen, 'confirmDelivery');
    expect(resent.query.requestId).toBe(dropped.query.requestId);
    expect(row.status).toBe(1);
  });

  it('confirms a batch after one confirmation with the total in figures and 大写, per-row results, and a retry of the failed only', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    const picked = rows()
      .slice(0, 3)
      .map((row) => db.settlements.find((item) => row.textContent?.includes(item.settleNo))!);
    for (const row of rows().slice(0, 3)) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByText(/批量确认交付 \(3\)/).closest('button')!);
    const dialog = await dialogWith('批量确认交付 3 笔结算');
    const total = picked.reduce((sum, row) => sum + row.settleAmount, 0);
    const review = within(dialog).getByTestId('batch-review');
    expect(review).toHaveTextContent(`合计 ${formatMoney(total)}（${toChineseCapital(total)}）`);
    // The first confirmation is answered by a catch-all handler's code 500 before anything ran:
    // for a keyed call an unknown outcome, so it is re-read (not applied) and failed; the others go through.
    let crashed = false;
    server.use(
      http.get(`*${api('confirmDelivery')}`, () => {
        if (crashed) return undefined;
        crashed = true;
        return HttpResponse.json({ code: 500, data: null, msg: '系统繁忙' });
      }),
    );
    await user.click(within(dialog).getByText('确认交付 3 笔').closest('button')!);
    await within(dialog).findByText('成功 2 笔，失败 1 笔', undefined, { timeout: 20_000 });
    expect(within(dialog).getByText('没有收到答复，核对后未生效，可重试')).toBeInTheDocument();
    expect(picked.filter((row) => row.status === 1)).toHaveLength(2);
    const failed = picked.find((row) => row.status === 0)!;
    await user.click(within(dialog).getByText('重试失败的 1 笔').closest('button')!);
    await within(dialog).findByText('成功 3 笔，失败 0 笔', undefined, { timeout: 20_000 });
    expect(failed.status).toBe(1);
    // One key per settlement: the retry of the dropped one carries the key it was first sent with.
    const forFailed = calls(seen, 'confirmDelivery').filter((request) => request.query.settleNo === failed.settleNo);
    expect(forFailed).toHaveLength(2);
    expect(forFailed[1].query.requestId).toBe(forFailed[0].query.requestId);
    const keys = new Set(calls(seen, 'confirmDelivery').map((request) => request.query.requestId));
    expect(keys.size).toBe(3);
    // The list reloads once per run of the batch, after its last confirmation, not once per row.
    const firstConfirm = seen.findIndex((request) => request.path === api('confirmDelivery'));
    const lastConfirm = seen.findLastIndex((request) => request.path === api('confirmDelivery'));
    const listLoads = seen
      .map((request, index) => ({ request, index }))
      .filter(({ request, index }) => index > firstConfirm && request.path === api('getAgentSettlementList'))
      .filter(({ request }) => !request.query.keyword);
    expect(listLoads.length).toBeLessThanOrEqual(2);
    expect(listLoads.filter(({ index }) => index < lastConfirm).length).toBeLessThanOrEqual(1);
    // The result closes with Esc, as every dialog does (rc-dialog reads keyCode, which
    // user-event's {Escape} leaves at 0: the key as a browser sends it, where focus is).
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() =>
      expect(screen.queryAllByRole('dialog').filter((item) => item.textContent?.includes('批量确认交付'))).toHaveLength(
        0,
      ),
    );
  });

  it('settles several 待上传凭证 with one voucher for all: one upload each, per-row results, a retry of the failed with its key', async () => {
    const seen = recordRequests();
    const { user } = await openScreen('/agent/settlement?tab=1');
    const picked = rows()
      .slice(0, 3)
      .map((row) => db.settlements.find((item) => row.textContent?.includes(item.settleNo))!);
    for (const row of rows().slice(0, 3)) await user.click(within(row).getByRole('checkbox'));
    // The selection is of 待上传凭证: the voucher batch is the one offered.
    expect(screen.queryByText(/批量确认交付/)).toBeNull();
    await user.click(screen.getByText(/批量上传凭证 \(3\)/).closest('button')!);
    const dialog = await dialogWith('批量上传打款凭证：3 笔结算');
    const total = picked.reduce((sum, row) => sum + row.settleAmount, 0);
    expect(within(dialog).getByTestId('batch-review')).toHaveTextContent(
      `合计 ${formatMoney(total)}（${toChineseCapital(total)}）`,
    );
    // Nothing is sent without a voucher: the message is beside the field.
    await user.click(within(dialog).getByText('上传并结算 3 笔').closest('button')!);
    expect(await within(dialog).findByText('请上传打款凭证')).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('打款凭证') as HTMLInputElement,
      new File(['png'], '批量转账回单.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(within(dialog).getByText('批量转账回单.png')).toBeInTheDocument());
    // A chosen voucher is input a closed tab or a reload would lose: both ask first.
    expect(hasUnsaved('/agent/settlement')).toBe(true);
    expect(lostOnReload()).toBe(true);
    // The first upload never reaches the server: re-read, not settled, failed; the others settle.
    dropNextRequest(api('uploadSettlementVoucher'), 502);
    await user.click(within(dialog).getByText('上传并结算 3 笔').closest('button')!);
    await within(dialog).findByText('成功 2 笔，失败 1 笔', undefined, { timeout: 20_000 });
    expect(hasUnsaved('/agent/settlement')).toBe(true);
    expect(within(dialog).getAllByText('已上传凭证，已结算')).toHaveLength(2);
    expect(picked.filter((row) => row.status === 2)).toHaveLength(2);
    const failed = picked.find((row) => row.status === 1)!;
    await user.click(within(dialog).getByText('重试失败的 1 笔').closest('button')!);
    await within(dialog).findByText('成功 3 笔，失败 0 笔', undefined, { timeout: 20_000 });
    expect(failed.status).toBe(2);
    // Every settlement settled: nothing left to lose.
    expect(hasUnsaved('/agent/settlement')).toBe(false);
    const uploads = calls(seen, 'uploadSettlementVoucher');
    const sent = (request: (typeof uploads)[number]) =>
      request.body as { settleNo: string; voucherUrls: string[]; requestId: string };
    // One voucher for all: every settlement is sent the same file.
    const [url] = sent(uploads[0]).voucherUrls;
    expect(uploads.every((request) => sent(request).voucherUrls.join() === url)).toBe(true);
    expect(picked.every((row) => row.voucherUrls.includes(url))).toBe(true);
    // The retry of the dropped one carries the key it was first sent with; each settlement its own.
    const forFailed = uploads.filter((request) => sent(request).settleNo === failed.settleNo);
    expect(forFailed).toHaveLength(2);
    expect(sent(forFailed[1]).requestId).toBe(sent(forFailed[0]).requestId);
    expect(new Set(uploads.map((request) => sent(request).requestId)).size).toBe(3);
  });

  it('settles several with one voucher each: each row asks for its own file, and each upload sends its own', async () => {
    const seen = recordRequests();
    const { user } = await openScreen('/agent/settlement?tab=1');
    const picked = rows()
      .slice(0, 2)
      .map((row) => db.settlements.find((item) => row.textContent?.includes(item.settleNo))!);
    for (const row of rows().slice(0, 2)) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByText(/批量上传凭证 \(2\)/).closest('button')!);
    const dialog = await dialogWith('批量上传打款凭证：2 笔结算');
    await user.click(within(dialog).getByText('每笔各自上传'));
    const label = (row: (typeof picked)[number]) =>
      `${row.settleNo} · ${row.agentName} · ${formatMoney(row.settleAmount)}`;
    await user.upload(
      within(dialog).getByLabelText(label(picked[0])) as HTMLInputElement,
      new File(['png'], `${picked[0].settleNo}.png`, { type: 'image/png' }),
    );
    await waitFor(() => expect(within(dialog).getByText(`${picked[0].settleNo}.png`)).toBeInTheDocument());
    await user.click(within(dialog).getByText('上传并结算 2 笔').closest('button')!);
    // The second has no file: said beside its own field, and nothing is sent.
    expect(await within(dialog).findByText(`请上传${label(picked[1])}`)).toBeInTheDocument();
    expect(calls(seen, 'uploadSettlementVoucher')).toHaveLength(0);
    await user.upload(
      within(dialog).getByLabelText(label(picked[1])) as HTMLInputElement,
      new File(['png'], `${picked[1].settleNo}.png`, { type: 'image/png' }),
    );
    await waitFor(() => expect(within(dialog).getByText(`${picked[1].settleNo}.png`)).toBeInTheDocument());
    await user.click(within(dialog).getByText('上传并结算 2 笔').closest('button')!);
    await within(dialog).findByText('成功 2 笔，失败 0 笔', undefined, { timeout: 20_000 });
    const uploads = calls(seen, 'uploadSettlementVoucher').map(
      (request) => request.body as { settleNo: string; voucherUrls: string[] },
    );
    expect(uploads).toHaveLength(2);
    for (const row of picked) {
      const own = uploads.find((upload) => upload.settleNo === row.settleNo)!;
      expect(own.voucherUrls).toHaveLength(1);
      expect(row.status).toBe(2);
      expect(row.voucherUrls).toEqual(own.voucherUrls);
    }
    expect(uploads[0].voucherUrls[0]).not.toBe(uploads[1].voucherUrls[0]);
  });

  it('after a lost voucher upload re-reads the settlement and shows it settled, uploading once', async () => {
    const seen = recordRequests();
    loseNextAnswer(api('uploadSettlementVoucher'), 504);
    const { user } = await openScreen('/agent/settlement?tab=1');
    const settleNo = rows()[0].textContent!.match(/JS\d{12}/)![0];
    await user.click(within(rows()[0]).getByText('上传凭证'));
    const dialog = await dialogWith(`上传打款凭证：${settleNo}`);
    await user.upload(
      within(dialog).getByLabelText('打款凭证') as HTMLInputElement,
      new File(['png'], '回单.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(within(dialog).getByText('回单.png')).toBeInTheDocument());
    await user.click(
      within(dialog)
        .getByText(/上传并结算/)
        .closest('button')!,
    );
    const outcome = await within(dialog).findByTestId('outcome');
    await waitFor(() => expect(outcome).toHaveTextContent('已核对：操作已经生效'));
    expect(outcome).toHaveTextContent('已结算');
    expect(calls(seen, 'uploadSettlementVoucher')).toHaveLength(1);
    expect((calls(seen, 'uploadSettlementVoucher')[0].body as { requestId?: string }).requestId).toBeTruthy();
    expect(db.settlements.find((item) => item.settleNo === settleNo)!.status).toBe(2);
  });

  it('uploads the payment voucher of a confirmed settlement, which settles it, and shows it with a preview', async () => {
    const seen = recordRequests();
    const { user } = await openScreen('/agent/settlement?tab=1');
    const settleNo = rows()[0].textContent!.match(/JS\d{12}/)![0];
    await user.click(within(rows()[0]).getByText('上传凭证'));
    const dialog = await dialogWith(`上传打款凭证：${settleNo}`);
    // Marked required (*) before anything is sent, as every other required field is.
    expect(within(dialog).getByText('打款凭证', { selector: 'label' })).toHaveClass('ant-form-item-required');
    await user.click(
      within(dialog)
        .getByText(/上传并结算/)
        .closest('button')!,
    );
    expect(await within(dialog).findByText('请上传打款凭证')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('打款凭证') as HTMLInputElement, [
      new File(['png'], '回单.png', { type: 'image/png' }),
      new File(['%PDF-1.4'], '付款通知.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(within(dialog).getByText('付款通知.pdf')).toBeInTheDocument());
    await user.type(within(dialog).getByLabelText('备注'), '十月佣金');
    await user.click(
      within(dialog)
        .getByText(/上传并结算/)
        .closest('button')!,
    );
    await waitFor(() => expect(calls(seen, 'uploadSettlementVoucher')).toHaveLength(1));
    expect((calls(seen, 'uploadSettlementVoucher')[0].body as { voucherUrls: string[] }).voucherUrls).toHaveLength(2);
    expect(await screen.findByText(`结算单 ${settleNo} 已上传凭证，状态为已结算`)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /已结算/ }));
    await tableReady();
    const settled = db.settlements.find((item) => item.settleNo === settleNo)!;
    expect(settled.status).toBe(2);
    expect(settled.remark).toBe('十月佣金');
    await user.type(screen.getByPlaceholderText('结算单号、代理商或平台'), settleNo);
    await user.click(screen.getByText(/查\s*询/).closest('button')!);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]).getByText('查看凭证'));
    const view = await dialogWith(`结算凭证：${settleNo}`);
    await waitFor(() => expect(within(view).getByText('付款通知.pdf')).toBeInTheDocument());
    expect(within(view).getAllByText('下载')).toHaveLength(2);
    expect(view.querySelector('img')).not.toBeNull();
    expect(calls(seen, 'getSettlementVoucher')[0].query).toEqual({ settleNo });
  });

  it('shows the payee beside the amount: the whole account, copyable, only to an account that may unmask', async () => {
    const { user } = await openScreen('/agent/settlement?tab=1');
    const settleNo = rows()[0].textContent!.match(/JS\d{12}/)![0];
    const settlement = db.settlements.find((item) => item.settleNo === settleNo)!;
    const agent = db.agents.find((item) => item.id === settlement.agentId)!;
    await user.click(within(rows()[0]).getByText('上传凭证'));
    const dialog = await dialogWith(`上传打款凭证：${settleNo}`);
    const payee = await within(dialog).findByRole('region', { name: '收款信息' });
    await waitFor(() => expect(payee).toHaveTextContent(agent.accountHolder));
    expect(payee).toHaveTextContent(agent.bankName);
    expect(payee).toHaveTextContent(agent.bankAccount);
    expect(within(payee).getByRole('button', { name: `复制 ${agent.bankAccount}` })).toBeInTheDocument();
    expect(payee).toHaveTextContent(formatMoney(settlement.settleAmount));
    expect(payee).toHaveTextContent(toChineseCapital(settlement.settleAmount));
  });

  it('shows the payee account masked to an account without personal:unmask, as the backend sent it', async () => {
    const admin = db.users.find((user) => user.name === 'admin')!;
    admin.permissions = admin.permissions.filter((entry) => entry.action !== 'personal:unmask');
    const { user } = await openScreen('/agent/settlement?tab=1');
    const settleNo = rows()[0].textContent!.match(/JS\d{12}/)![0];
    const agent = db.agents.find(
      (item) => item.id === db.settlements.find((row) => row.settleNo === settleNo)!.agentId,
    )!;
    await user.click(within(rows()[0]).getByText('上传凭证'));
    const dialog = await dialogWith(`上传打款凭证：${settleNo}`);
    const payee = await within(dialog).findByRole('region', { name: '收款信息' });
    await waitFor(() => expect(payee).toHaveTextContent(agent.accountHolder));
    expect(payee).toHaveTextContent(`${agent.bankAccount.slice(0, 4)} **** **** ${agent.bankAccount.slice(-4)}`);
    expect(payee).not.toHaveTextContent(agent.bankAccount);
    expect(within(payee).queryByRole('button', { name: /复制/ })).toBeNull();
  });

  it('offers each action only in its status and with its permission action', async () => {
    await openScreen('/agent/settlement', 'operator');
    expect(rows().length).toBeGreaterThan(0);
    expect(screen.queryAllByText('确认交付')).toHaveLength(0);
    expect(screen.queryAllByText('上传凭证')).toHaveLength(0);
    // Nothing to do on any row of the page: no empty 操作 column, no selection boxes.
    expect(screen.queryByText('操作', { selector: 'th' })).toBeNull();
    expect(within(rows()[0]).queryByRole('checkbox')).toBeNull();
  });

  it('keeps the confirmation open when the server refuses, and nothing moves', async () => {
    const { user } = await openScreen();
    const settleNo = rows()[0].textContent!.match(/JS\d{12}/)![0];
    // Another operator confirmed it a moment ago.
    db.settlements.find((item) => item.settleNo === settleNo)!.status = 4;
    await user.click(within(rows()[0]).getByText('确认交付'));
    const dialog = await dialogWith(`确认交付结算单 ${settleNo}？`);
    await user.click(
      within(dialog)
        .getByText(/确认交付/, { selector: 'button span' })
        .closest('button')!,
    );
    expect(await screen.findByText('结算单已取消，不能再确认交付')).toBeInTheDocument();
    expect(within(dialog).getByText(/确认交付/, { selector: 'button span' })).toBeInTheDocument();
    expect(db.settlements.find((item) => item.settleNo === settleNo)!.status).toBe(4);
  });
});
