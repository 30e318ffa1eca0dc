/**
 * 平台管理: the list with its low-balance mark and filters in the URL, onboarding with field
 * checks and a refusal that keeps the form, the detail drawer with notes, and the manual
 * deduction behind a review that states platform, amount and balance after — sent once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { formatMoney, toChineseCapital } from '@/core/money';
import { LOW_BALANCE_FEN } from '@/services/platform';
import {
  buttonIn,
  clickWhenReady,
  dialogWith,
  fieldSays,
  dropNextRequest,
  failAfterCommit,
  loseNextAnswer,
  notices,
  recordRequests,
  renderApp,
  tableReady,
  tableRows,
} from '../render';

const rows = tableRows;
const rowOf = (name: string) => rows().find((row) => row.textContent?.includes(name))!;
const button = buttonIn;

async function openScreen(path = '/platform/list', as: 'admin' | 'operator' = 'admin') {
  const view = await renderApp(path, { as });
  await tableReady();
  return view;
}

describe('platforms', () => {
  it('lists platforms with balance in yuan, a mark on low balances, masked mobiles; filters in the query and URL', async () => {
    const seen = recordRequests();
    const active = db.platforms.filter((platform) => platform.status === 1);
    const low = active[1];
    low.balance = LOW_BALANCE_FEN - 1;
    active[0].balance = LOW_BALANCE_FEN;
    const { location } = await openScreen('/platform/list?status=1');
    expect(seen.find((request) => request.path === '/api/plant/index')!.query).toMatchObject({
      status: '1',
      page: '1',
      limit: '10',
    });
    expect(location()).toContain('status=1');
    const first = active[0];
    expect(rowOf(first.name)).toHaveTextContent(formatMoney(first.balance));
    expect(rowOf(first.name)).not.toHaveTextContent('余额不足');
    expect(rowOf(first.name)).not.toHaveTextContent(first.mobile);
    expect(rowOf(low.name)).toHaveTextContent(`${formatMoney(LOW_BALANCE_FEN - 1)}余额不足`);
  });

  it('onboards a platform after checking each field; a duplicate name is refused and the form keeps everything', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    await user.click(button(document.body, /新增平台/));
    const drawer = await dialogWith('支付宝 AppID');
    await user.click(button(drawer, /提\s*交/));
    await fieldSays(drawer, '平台名称', '请输入平台名称');
    expect(within(drawer).getByText('请选择经营范围')).toBeInTheDocument();
    await fieldSays(drawer, '征信查询单价', '请输入征信查询单价');

    await user.type(within(drawer).getByLabelText('平台名称'), db.platforms[0].name);
    await user.type(within(drawer).getByLabelText('公司名称'), '成都优租科技有限公司');
    await user.type(within(drawer).getByLabelText('支付宝 AppID'), '20210012');
    await user.type(within(drawer).getByLabelText('联系人'), '罗静');
    await user.type(within(drawer).getByLabelText('手机号'), '13511112222');
    await user.click(within(drawer).getByLabelText('手机'));
    await user.click(within(drawer).getByLabelText('电脑'));
    await user.type(within(drawer).getByLabelText('征信查询单价'), '1.5');
    await user.click(button(drawer, /提\s*交/));
    await fieldSays(drawer, '支付宝 AppID', '支付宝 AppID 为 16 位数字');
    const appId = within(drawer).getByLabelText('支付宝 AppID');
    await user.clear(appId);
    await user.type(appId, '2021009912345678');
    const expire = within(drawer).getByLabelText('到期日期');
    await user.click(expire);
    await user.type(expire, '2030-12-31{Enter}');
    await user.click(button(drawer, /提\s*交/));
    expect(await within(drawer).findByText(`平台名称「${db.platforms[0].name}」已存在`)).toBeInTheDocument();
    expect(within(drawer).getByLabelText('征信查询单价')).toHaveValue('1.5');
    // The field the refusal names is marked, not only the message above the form.
    const nameItem = within(drawer).getByLabelText('平台名称').closest('.ant-form-item')!;
    await waitFor(() => expect(nameItem).toHaveClass('ant-form-item-has-error'));
    expect(nameItem).toHaveTextContent(`平台名称「${db.platforms[0].name}」已存在`);

    const name = within(drawer).getByLabelText('平台名称');
    await user.clear(name);
    await user.type(name, '优租机');
    await user.click(button(drawer, /提\s*交/));
    await waitFor(() =>
      expect(seen.filter((request) => request.path === '/api/plant/add').at(-1)!.body).toMatchObject({
        name: '优租机',
        creditFeePrice: 150,
        scopeIds: [1, 2],
        expireTime: '2030-12-31',
      }),
    );
    expect(await screen.findByText('已新增平台“优租机”')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('优租机'));
  });

  it('opens a platform with its notes, and adds one', async () => {
    const { user } = await openScreen();
    const platform = db.platforms[0];
    await user.click(within(rowOf(platform.name)).getByText('详情'));
    const drawer = await dialogWith(platform.platformNo);
    await user.click(within(drawer).getByRole('tab', { name: /备注/ }));
    await user.type(within(drawer).getByLabelText('新备注'), '已续签两年');
    await user.click(button(drawer, /添\s*加/));
    await waitFor(() => expect(drawer.querySelector('.ant-timeline')).toHaveTextContent('已续签两年'));
    expect(db.platforms[0].notes.at(-1)!.content).toBe('已续签两年');
  });

  it('deducts a fee behind a review stating platform, amount, reason and balance after, confirmed with a danger button; a double click deducts once', async () => {
    const seen = recordRequests();
    const platform = db.platforms.find((item) => item.balance > 100_000)!;
    const before = platform.balance;
    const { user } = await openScreen(`/platform/list?keyword=${platform.platformNo}`);
    await user.click(within(rows()[0]).getByText('手动扣费'));
    const dialog = await dialogWith(`手动扣费：${platform.name}`);
    const amount = await within(dialog).findByLabelText('扣费金额');
    await user.type(amount, String(before / 100 + 1));
    await user.click(button(dialog, /下一步/));
    expect(await within(dialog).findByText(`扣费金额不能超过 ${formatMoney(before)}`)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '88.8');
    await user.click(button(dialog, /下一步/));
    expect(await within(dialog).findByText('请输入扣费原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('扣费原因'), '线下补扣短信费');
    await user.click(button(dialog, /下一步/));
    const review = await within(dialog).findByTestId('form-review');
    expect(review).toHaveTextContent(platform.name);
    expect(review).toHaveTextContent('¥88.80');
    expect(review).toHaveTextContent(toChineseCapital(8880));
    expect(review).toHaveTextContent(formatMoney(before - 8880));
    // The review names the reason, and money leaving is confirmed with a danger button.
    expect(review).toHaveTextContent('原因：线下补扣短信费');
    expect(button(dialog, /确认扣费/)).toHaveClass('ant-btn-dangerous');
    await user.dblClick(button(dialog, /确认扣费/));
    await waitFor(() => expect(platform.balance).toBe(before - 8880));
    const sent = seen.filter((request) => request.path === '/api/brCredit/handDeductionFee');
    expect(sent).toHaveLength(1);
    expect(sent[0].query).toMatchObject({ platformId: String(platform.id), amount: '8880', reason: '线下补扣短信费' });
    expect(sent[0].query.requestId).toMatch(/\S{8,}/);
    expect(
      await screen.findByText(`已从“${platform.name}”扣除 ¥88.80，余额 ${formatMoney(before - 8880)}`),
    ).toBeInTheDocument();
    expect(db.ledger.flows[0]).toMatchObject({
      platformId: platform.id,
      type: 'manualDeduction',
      amount: 8880,
      balanceAfter: before - 8880,
    });
    expect(db.ledger.consumption[0]).toMatchObject({ platformId: platform.id, type: 'manual', amount: 8880 });
  });

  const deductIn = async (
    user: UserEvent,
    platform: { name: string },
    amountText: string,
    reasonText: string,
    checkReview?: (review: HTMLElement) => void,
  ) => {
    // After a move the list reloads (its overlay takes the clicks until the rows are back).
    await tableReady();
    await user.click(within(rows()[0]).getByText('手动扣费'));
    const dialog = await dialogWith(`手动扣费：${platform.name}`);
    const amount = await within(dialog).findByLabelText('扣费金额');
    await user.clear(amount);
    await user.type(amount, amountText);
    const reason = within(dialog).getByLabelText('扣费原因');
    await user.clear(reason);
    await user.type(reason, reasonText);
    await user.click(button(dialog, /下一步/));
    const review = await within(dialog).findByTestId('form-review');
    checkReview?.(review);
    await user.click(button(dialog, /确认扣费/));
    return dialog;
  };
  const deductions = (seen: ReturnType<typeof recordRequests>) =>
    seen.filter((request) => request.path === '/api/brCredit/handDeductionFee');

  it('after a lost answer says the outcome is unknown, re-reads the ledger and shows the deduction done', async () => {
    const seen = recordRequests();
    const platform = db.platforms.find((item) => item.balance > 100_000)!;
    const before = platform.balance;
    loseNextAnswer('/api/brCredit/handDeductionFee', 504, 'GET');
    const { user } = await openScreen(`/platform/list?keyword=${platform.platformNo}`);
    const dialog = await deductIn(user, platform, '12.5', '补扣短信费');
    // Not "failed": checked against the server's state, which shows the deduction booked.
    const outcome = await within(dialog).findByTestId('outcome');
    await waitFor(() => expect(outcome).toHaveTextContent('已核对：操作已经生效'));
    const flow = db.ledger.flows[0];
    expect(outcome).toHaveTextContent(`流水号 ${flow.flowNo}`);
    expect(outcome).toHaveTextContent(formatMoney(before - 1250));
    expect(within(dialog).queryByText('重新提交', { selector: 'button span' })).toBeNull();
    // No notice invites a retry (the one of the lost answer went with the 已核对).
    expect(notices().join()).not.toMatch(/稍后重试|请重试/);
    await user.click(button(dialog, /完\s*成/));
    expect(deductions(seen)).toHaveLength(1);
    expect(platform.balance).toBe(before - 1250);

    // The operator opens it again and confirms the same amount and reason: the re-read did not
    // end the key, so the resend carries it and the server's replay answers; nothing moves.
    // Its review says so first: no second deduction, no balance after one.
    const again = await deductIn(user, platform, '12.5', '补扣短信费', (review) => {
      expect(review).toHaveTextContent('这笔扣费已经生效');
      expect(review).toHaveTextContent(`流水号 ${flow.flowNo}`);
      expect(review).toHaveTextContent(`当前余额 ${formatMoney(before - 1250)} 已含这笔扣费`);
      expect(review).not.toHaveTextContent('扣费后余额');
    });
    const replayed = await within(again).findByTestId('outcome');
    await waitFor(() => expect(replayed).toHaveTextContent('此前已经生效'));
    expect(replayed).toHaveTextContent(`流水号 ${flow.flowNo}`);
    const [lost, resent] = deductions(seen);
    expect(resent.query.requestId).toBe(lost.query.requestId);
    expect(platform.balance).toBe(before - 1250);
    expect(db.ledger.flows.filter((row) => row.type === 'manualDeduction' && row.platformId === platform.id)[0]).toBe(
      flow,
    );
  });

  it('names an identical deduction applied moments ago before sending it; 再扣一次 deducts again under a new key', async () => {
    const seen = recordRequests();
    const platform = db.platforms.find((item) => item.balance > 100_000)!;
    const before = platform.balance;
    const { user } = await openScreen(`/platform/list?keyword=${platform.platformNo}`);
    await deductIn(user, platform, '20', '补扣打印费');
    await screen.findByText(`已从“${platform.name}”扣除 ¥20.00，余额 ${formatMoney(before - 2000)}`);
    const dialog = await deductIn(user, platform, '20', '补扣打印费');
    const outcome = await within(dialog).findByTestId('outcome');
    expect(outcome).toHaveTextContent(/同样的扣费 \d{2}:\d{2} 已生效/);
    expect(deductions(seen)).toHaveLength(1);
    expect(platform.balance).toBe(before - 2000);
    await clickWhenReady(user, dialog, /再扣一次/);
    await screen.findByText(`已从“${platform.name}”扣除 ¥20.00，余额 ${formatMoney(before - 4000)}`);
    const [first, second] = deductions(seen);
    expect(second.query.requestId).not.toBe(first.query.requestId);
    expect(platform.balance).toBe(before - 4000);
  });

  it('treats a server error after the commit (a catch-all 500) as an unknown outcome: re-read, never a second deduction', async () => {
    const seen = recordRequests();
    const platform = db.platforms.find((item) => item.balance > 100_000)!;
    const before = platform.balance;
    failAfterCommit('/api/brCredit/handDeductionFee', 'GET');
    // The re-read waits until the failure's notice is on screen, as on a slow backend.
    let release = () => undefined as void;
    const noticeShown = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/finance/getFlowList', async () => {
        await noticeShown;
        return undefined;
      }),
    );
    const { user } = await openScreen(`/platform/list?keyword=${platform.platformNo}`);
    const dialog = await deductIn(user, platform, '9.9', '补扣短信费');
    // The catch-all's own "请稍后再试" is not repeated: nothing invites a resend.
    await waitFor(() => expect(notices().join()).toContain('服务器出错，错误码 500'));
    expect(notices().join()).not.toMatch(/稍后|重试/);
    release();
    const outcome = await within(dialog).findByTestId('outcome');
    await waitFor(() => expect(outcome).toHaveTextContent('已核对：操作已经生效'));
    expect(deductions(seen)).toHaveLength(1);
    expect(platform.balance).toBe(before - 990);
  });

  it('deducts once per intent: answer lost, dialog closed, reopened, same amount and reason, confirmed again', async () => {
    const seen = recordRequests();
    const platform = db.platforms.find((item) => item.balance > 100_000)!;
    const before = platform.balance;
    const flowsBefore = db.ledger.flows.length;
    loseNextAnswer('/api/brCredit/handDeductionFee', 504, 'GET');
    // The re-read fails too: the outcome stays unknown and the operator gives up on the dialog.
    server.use(http.get('*/api/finance/getFlowList', () => HttpResponse.text('down', { status: 503 })));
    const { user } = await openScreen(`/platform/list?keyword=${platform.platformNo}`);
    const first = await deductIn(user, platform, '12.5', '补扣短信费');
    await waitFor(() => expect(within(first).getByTestId('outcome')).toHaveTextContent('结果未知，暂时无法核对'));
    // The notice beside it says the outcome is being checked; it invites no retry.
    await waitFor(() => expect(notices().join()).toContain('正在核对这笔操作是否已经生效'));
    const checking = notices().filter((notice) => notice.includes('正在核对'));
    expect(checking.join()).not.toMatch(/稍后重试|请重试/);
    expect(platform.balance).toBe(before - 1250);
    await user.click(button(first, /取\s*消/));
    server.resetHandlers();
    // The operator tries again in a new dialog, with the same amount and reason: the server
    // replays the first send's success, and the dialog says so.
    const second = await deductIn(user, platform, '12.5', '补扣短信费');
    await waitFor(() => expect(deductions(seen)).toHaveLength(2));
    const [lost, resent] = deductions(seen);
    expect(resent.query.requestId).toBe(lost.query.requestId);
    await waitFor(() => expect(within(second).getByTestId('outcome')).toHaveTextContent('此前已经生效'));
    await clickWhenReady(user, second, /完\s*成/);
    expect(
      await screen.findByText(`已从“${platform.name}”扣除 ¥12.50，余额 ${formatMoney(before - 1250)}`),
    ).toBeInTheDocument();
    expect(platform.balance).toBe(before - 1250);
    expect(db.ledger.flows.length).toBe(flowsBefore + 1);
  });

  it('when the re-read finds nothing happened, resends the same request and deducts once', async () => {
    const seen = recordRequests();
    const platform = db.platforms.find((item) => item.balance > 100_000)!;
    const before = platform.balance;
    dropNextRequest('/api/brCredit/handDeductionFee', 502, 'GET');
    const { user } = await openScreen(`/platform/list?keyword=${platform.platformNo}`);
    const dialog = await deductIn(user, platform, '30', '补扣打印费');
    const outcome = await within(dialog).findByTestId('outcome');
    await waitFor(() => expect(outcome).toHaveTextContent('已核对：操作没有生效'));
    expect(outcome).toHaveTextContent('发送后没有这笔金额和原因的扣费记录');
    // Until the server has answered the key, what was sent cannot be edited: resend or cancel.
    expect(within(dialog).queryByText(/返回修改/, { selector: 'button span' })).toBeNull();
    expect(within(dialog).getByLabelText('扣费金额').closest('[hidden]')).not.toBeNull();
    expect(platform.balance).toBe(before);
    await clickWhenReady(user, dialog, /重新提交/);
    expect(
      await screen.findByText(`已从“${platform.name}”扣除 ¥30.00，余额 ${formatMoney(before - 3000)}`),
    ).toBeInTheDocument();
    const [dropped, resent] = deductions(seen);
    expect(resent.query.requestId).toBe(dropped.query.requestId);
    expect(platform.balance).toBe(before - 3000);
  });

  it('offers add and deduct only with their permission actions', async () => {
    const admin = db.users.find((user) => user.name === 'admin')!;
    admin.permissions = admin.permissions.filter(
      (entry) => entry.action !== 'platform:add' && entry.action !== 'platform:deduct',
    );
    await openScreen();
    expect(screen.queryByText(/新增平台/, { selector: 'button span' })).toBeNull();
    expect(screen.queryAllByText('手动扣费')).toHaveLength(0);
    expect(screen.getAllByText('详情').length).toBeGreaterThan(0);
  });
});
