/**
 * 代理商管理 as an operator uses it: status tabs from the server's map, filters in the query
 * and the URL, onboarding with field checks and a refusal that keeps the form, the detail
 * drawer (signed platforms, remarks, vouchers), edits that send only what changed.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { antdNotices } from '@/adapters/notice';
import { db } from '@mock/db';
import { maskIdCard } from '@/core/mask';
import { server } from '@mock/node';
import {
  callsInFlight,
  dialogWith,
  everyRowShows,
  notices,
  recordRequests,
  renderApp,
  tableReady,
  tableRows,
} from '../render';

const api = (name: string) => `/api/agent.agentList/${name}`;
const calls = (seen: ReturnType<typeof recordRequests>, name: string) =>
  seen.filter((request) => request.path === api(name));
/** The list's page loads, without the one-row calls that count the status tabs. */
const pageCalls = (seen: ReturnType<typeof recordRequests>) =>
  calls(seen, 'getAgentList').filter((request) => request.query.limit !== '1');
const rows = tableRows;
const ID_INVALID = '身份证号不正确：请核对 18 位号码、出生日期和最后一位校验码';
const tabCount = (key: string) =>
  Number(screen.getByTestId(`tab-${key}`).querySelector('.ant-scroll-number')?.getAttribute('title'));
const submit = (dialog: HTMLElement) =>
  within(dialog)
    .getByText(/提\s*交/)
    .closest('button') as HTMLButtonElement;

async function openScreen(path = '/agent/list', as: 'admin' | 'operator' | 'dontHaveAccess' = 'admin') {
  const view = await renderApp(path, { as });
  await tableReady();
  return view;
}

describe('agents', () => {
  it('lists agents with status tabs from the server map, masked personal data and amounts in yuan', async () => {
    const seen = recordRequests();
    await openScreen();
    for (const label of ['全部', '待审核', '正常', '禁用', '已驳回'])
      expect(screen.getByRole('tab', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    expect(pageCalls(seen)[0].query).toMatchObject({ page: '1', limit: '10' });
    // No count endpoint for agents: each tab counts from the list's total for its status.
    await waitFor(() => expect(tabCount('0')).toBe(db.agents.filter((agent) => agent.status === 0).length));
    expect(tabCount('all')).toBe(db.agents.length);
    expect(tabCount('1')).toBe(db.agents.filter((agent) => agent.status === 1).length);
    expect(rows()).toHaveLength(10);
    const first = db.agents[0];
    const row = rows()[0];
    expect(row).toHaveTextContent(first.name);
    expect(row).toHaveTextContent(`${first.mobile.slice(0, 3)}****${first.mobile.slice(-4)}`);
    expect(row).not.toHaveTextContent(first.mobile);
    expect(row.textContent).toMatch(/¥[\d,]+\.\d{2}/);
    expect(row.textContent).toMatch(/\d+(\.\d{1,2})?%/);
  });

  it('filters by status tab, keyword, type and date, in the query and the URL', async () => {
    const seen = recordRequests();
    const { user, location } = await openScreen();
    // The tab by its own mark (its label comes with the server's status map, which may arrive
    // after the rows on a busy machine), not a role query over the whole screen.
    const normal = await screen.findByTestId('tab-1');
    expect(normal).toHaveTextContent(/^正常/);
    await user.click(normal);
    await waitFor(() => expect(pageCalls(seen).at(-1)!.query).toMatchObject({ status: '1' }));
    await everyRowShows('正常');
    await tableReady();
    expect(location()).toContain('tab=1');

    const agent = db.agents.find((item) => item.status === 1)!;
    await user.type(screen.getByPlaceholderText('代理商名称、编号或手机号'), agent.agentNo);
    await user.click(screen.getByText(/查\s*询/).closest('button')!);
    await waitFor(() =>
      expect(pageCalls(seen).at(-1)!.query).toMatchObject({
        status: '1',
        keyword: agent.agentNo,
        page: '1',
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(agent.name);
    expect(new URLSearchParams(location().split('?')[1]).get('keyword')).toBe(agent.agentNo);
  });

  it('says a failed load once: one 请求错误 notice for the list and its tab counts, beside the inline error', async () => {
    const seen = recordRequests();
    const open = callsInFlight();
    const told = vi.spyOn(antdNotices, 'notify');
    server.use(
      http.get(`*${api('getAgentList')}`, () => HttpResponse.json({ code: 500, data: null, msg: '代理商服务繁忙' })),
    );
    await renderApp('/agent/list', { as: 'admin' });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('代理商服务繁忙');
    // Every call of the load (the page and each tab's count) has failed and been answered.
    await waitFor(() => {
      expect(calls(seen, 'getAgentList').length).toBeGreaterThan(2);
      expect(open()).toBe(0);
    });
    expect(told).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(notices()).toHaveLength(1));
    expect(notices()[0]).toContain('请求错误');
    expect(notices()[0]).toContain('代理商服务繁忙');
  });

  it('keeps the filters of a pasted link', async () => {
    const seen = recordRequests();
    await openScreen('/agent/list?type=2&startTime=2024-01-01&endTime=2026-12-31&tab=0');
    const query = pageCalls(seen)[0].query;
    expect(query).toMatchObject({ type: '2', status: '0' });
    for (const row of rows()) expect(row).toHaveTextContent('企业');
  });

  it('onboards an agent: checks each field next to it, then finds the agent in the list', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    await user.click(screen.getByText('新增代理商').closest('button')!);
    const drawer = await screen.findByRole('dialog');
    await user.click(submit(drawer));
    expect(await within(drawer).findByText('请输入姓名')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入联系人')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入佣金比例')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入身份证号')).toBeInTheDocument();

    await user.type(within(drawer).getByLabelText('姓名'), '周晓明');
    await user.type(within(drawer).getByLabelText('联系人'), '周晓明');
    await user.type(within(drawer).getByLabelText('手机号'), '1381234');
    await user.type(within(drawer).getByLabelText('佣金比例'), '100.5');
    await user.type(within(drawer).getByLabelText('银行账号'), '6222abc');
    await user.type(within(drawer).getByLabelText('身份证号'), '44030519900101');
    await user.click(submit(drawer));
    expect(await within(drawer).findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    expect(within(drawer).getByText('佣金比例须在 0% 到 100% 之间')).toBeInTheDocument();
    expect(within(drawer).getByText('银行账号须为 12–19 位数字')).toBeInTheDocument();
    expect(within(drawer).getByText(ID_INVALID)).toBeInTheDocument();
    const rate = within(drawer).getByLabelText('佣金比例');
    await user.clear(rate);
    await user.type(rate, '5.555');
    expect(await within(drawer).findByText('佣金比例最多两位小数')).toBeInTheDocument();
    expect(calls(seen, 'addAgent')).toHaveLength(0);

    await user.clear(within(drawer).getByLabelText('手机号'));
    await user.type(within(drawer).getByLabelText('手机号'), '13912345678');
    await user.clear(rate);
    await user.type(rate, '6.5');
    await user.type(within(drawer).getByLabelText('开户银行'), '招商银行');
    await user.clear(within(drawer).getByLabelText('银行账号'));
    await user.type(within(drawer).getByLabelText('银行账号'), '6225880123456789');
    await user.type(within(drawer).getByLabelText('开户名'), '周晓明');
    await user.clear(within(drawer).getByLabelText('身份证号'));
    await user.type(within(drawer).getByLabelText('身份证号'), '44030519900101123x');
    await user.click(submit(drawer));
    await waitFor(() => expect(calls(seen, 'addAgent')).toHaveLength(1));
    expect(calls(seen, 'addAgent')[0].body).toEqual({
      type: 1,
      name: '周晓明',
      contactName: '周晓明',
      mobile: '13912345678',
      commissionRate: 0.065,
      bankName: '招商银行',
      bankAccount: '6225880123456789',
      accountHolder: '周晓明',
      idCard: '44030519900101123X',
      // Onboarding is keyed: a lost answer never onboards twice.
      requestId: expect.stringMatching(/\S{16,}/),
    });
    expect(await screen.findByText('已新增代理商“周晓明”，待审核')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('周晓明'));
    expect(rows()[0]).toHaveTextContent('139****5678');
    expect(rows()[0]).toHaveTextContent('6.5%');
  });

  it('checks an ID number as GB 11643, and takes full-width digits and a grouped account number as typed', async () => {
    const { user } = await openScreen();
    await user.click(screen.getByText('新增代理商').closest('button')!);
    const drawer = await screen.findByRole('dialog');
    const paste = async (label: string, text: string) => {
      await user.clear(within(drawer).getByLabelText(label));
      await user.click(within(drawer).getByLabelText(label));
      await user.paste(text);
    };
    // The shape alone is not enough: a wrong check character, a month 13.
    for (const wrong of ['123456789012345678', '440305199013011238']) {
      await paste('身份证号', wrong);
      await user.click(submit(drawer));
      expect(await within(drawer).findByText(ID_INVALID)).toBeInTheDocument();
    }
    await paste('身份证号', '44030519900101123x');
    await waitFor(() => expect(within(drawer).queryByText(ID_INVALID)).toBeNull());
    expect(within(drawer).getByLabelText('身份证号')).toHaveValue('44030519900101123X');
    // An IME's full-width digits and an account pasted in groups are normalised, not refused.
    await paste('手机号', '１３９１２３４５６７８');
    expect(within(drawer).getByLabelText('手机号')).toHaveValue('13912345678');
    await paste('银行账号', '6225 8801 2345 6789');
    expect(within(drawer).getByLabelText('银行账号')).toHaveValue('6225880123456789');
  });

  it('keeps everything typed when the server refuses (a mobile another agent uses) and shows why', async () => {
    const { user } = await openScreen();
    await user.click(screen.getByText('新增代理商').closest('button')!);
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByText('企业'));
    await user.type(within(drawer).getByLabelText('企业名称'), '深圳云启科技有限公司');
    await user.type(within(drawer).getByLabelText('联系人'), '陈敏');
    await user.type(within(drawer).getByLabelText('手机号'), db.agents[3].mobile);
    await user.type(within(drawer).getByLabelText('佣金比例'), '8');
    await user.type(within(drawer).getByLabelText('开户银行'), '平安银行');
    await user.type(within(drawer).getByLabelText('银行账号'), '622588012345678');
    await user.type(within(drawer).getByLabelText('开户名'), '深圳云启科技有限公司');
    await user.upload(
      within(drawer).getByLabelText('营业执照') as HTMLInputElement,
      new File(['png'], '执照.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(within(drawer).getByText('执照.png')).toBeInTheDocument());
    await user.click(submit(drawer));
    expect(await within(drawer).findByText('该手机号已被其他代理商使用')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('企业名称')).toHaveValue('深圳云启科技有限公司');
    expect(within(drawer).getByLabelText('佣金比例')).toHaveValue('8');
    expect(within(drawer).getByText('执照.png')).toBeInTheDocument();
  });

  it('shows a licence stored as an API path as text: opening the agent sends no money-moving GET', async () => {
    const agent = db.agents.find((candidate) => candidate.type === 2)!;
    const trap = '/api/brCredit/handDeductionFee?platformId=101&amount=100000&reason=x';
    agent.licenseImg = trap;
    const { user } = await openScreen(`/agent/list?keyword=${agent.agentNo}`);
    await user.click(within(rows()[0]).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByText(agent.agentNo)).toBeInTheDocument());
    expect(drawer.querySelector('img[src*="/api/"], a[href*="/api/"]')).toBeNull();
    expect(document.querySelector('img[src*="handDeductionFee"], a[href*="handDeductionFee"]')).toBeNull();
    expect(drawer).toHaveTextContent('handDeductionFee');
  });

  it('opens an agent: masked profile, signed platforms, remarks with a new one added', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    const agent = db.agents[0];
    await user.click(within(rows()[0]).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByText(agent.agentNo)).toBeInTheDocument());
    expect(drawer).not.toHaveTextContent(agent.mobile);
    expect(drawer).not.toHaveTextContent(agent.bankAccount);
    if (agent.idCard) expect(drawer).not.toHaveTextContent(agent.idCard);

    await user.click(within(drawer).getByRole('tab', { name: /签约平台/ }));
    const signed = db.signings.filter((signing) => signing.agentId === agent.id);
    // The tab counts what it lists: every signing, whatever its status.
    expect(await within(drawer).findByRole('tab', { name: `签约平台（${signed.length}）` })).toBeInTheDocument();
    if (signed.length) await waitFor(() => expect(within(drawer).getByText(signed[0].contractNo)).toBeInTheDocument());
    expect(calls(seen, 'shareAgentSignPlatformList')[0].query).toMatchObject({ id: String(agent.id), page: '1' });

    const remarkCount = agent.remarks.length;
    await user.click(within(drawer).getByRole('tab', { name: `备注（${remarkCount}）` }));
    const box = within(drawer).getByLabelText('新备注');
    await user.click(
      within(drawer)
        .getByText(/添\s*加/)
        .closest('button')!,
    );
    expect(await within(drawer).findByText('请输入新备注')).toBeInTheDocument();
    await user.type(box, '已核对结算账户');
    await user.click(
      within(drawer)
        .getByText(/添\s*加/)
        .closest('button')!,
    );
    await waitFor(() => expect(box).toHaveValue(''));
    expect(drawer.querySelector('.ant-timeline')).toHaveTextContent('已核对结算账户');
    expect(calls(seen, 'addRemark')[0].body).toEqual({ id: agent.id, content: '已核对结算账户' });
    expect(db.agents[0].remarks.at(-1)!.content).toBe('已核对结算账户');
    // The tab counts it, and the note shows once.
    expect(await within(drawer).findByRole('tab', { name: `备注（${remarkCount + 1}）` })).toBeInTheDocument();
    expect(within(drawer).getAllByText('已核对结算账户')).toHaveLength(1);
  });

  it('closes the detail drawer with Esc after an edit made from it', async () => {
    const { user } = await openScreen();
    const agent = db.agents[0];
    await user.click(within(rows()[0]).getByText('详情'));
    const detail = await dialogWith(agent.agentNo);
    await user.click(within(detail).getByRole('button', { name: /编\s*辑/ }));
    const form = await dialogWith('编辑“');
    await waitFor(() => expect(within(form).getByLabelText('联系人')).toHaveValue(agent.contactName));
    await user.clear(within(form).getByLabelText('联系人'));
    await user.type(within(form).getByLabelText('联系人'), '周启明');
    await user.click(submit(form));
    expect(await screen.findByText(`已保存“${agent.name}”的修改`)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.closest('.ant-drawer')).not.toBeNull());
    // rc-drawer reads keyCode, which user-event's {Escape} leaves at 0: the key as a browser sends it.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByText(agent.agentNo, { selector: '.ant-drawer-open *' })).toBeNull());
  });

  it('warns beside 开户名 when the holder is not the agent, and not for the agent’s own name in another form', async () => {
    const { user } = await openScreen();
    const agent = db.agents[1];
    await user.click(within(rows()[1]).getByText('编辑'));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByLabelText('开户名')).toHaveValue(agent.accountHolder));
    const holder = within(drawer).getByLabelText('开户名');
    expect(within(drawer).queryByTestId('holder-mismatch')).toBeNull();
    await user.clear(holder);
    await user.type(holder, '王某某');
    expect(await within(drawer).findByTestId('holder-mismatch')).toHaveTextContent(`“${agent.name}”不一致`);
    // The same name typed full-width, spaced or with other brackets is the agent.
    await user.clear(holder);
    await user.type(holder, ` ${agent.name.replace(/\(/g, '（').replace(/\)/g, '）')} `);
    await waitFor(() => expect(within(drawer).queryByTestId('holder-mismatch')).toBeNull());
  });

  it('edits an agent: lists each change before saving and sends only the changed fields', async () => {
    const seen = recordRequests();
    const { user } = await openScreen();
    const agent = db.agents[1];
    await user.click(within(rows()[1]).getByText('编辑'));
    const drawer = await screen.findByRole('dialog');
    // The drawer opens at once; the agent's values fill it once loaded afresh.
    await waitFor(() => expect(within(drawer).getByLabelText('联系人')).toHaveValue(agent.contactName));
    const rate = within(drawer).getByLabelText('佣金比例');
    expect(within(drawer).getByText('还没有修改任何内容')).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '12.25');
    const mobile = within(drawer).getByLabelText('手机号');
    // Never shown whole: empty, with the masked number as the hint.
    expect(mobile).toHaveValue('');
    expect(mobile).toHaveAttribute('placeholder', `${agent.mobile.slice(0, 3)}****${agent.mobile.slice(-4)}`);
    await user.type(mobile, '13700001111');
    const changes = await within(drawer).findByRole('list', { name: '将修改 2 项' });
    expect(changes).toHaveTextContent('佣金比例');
    expect(changes).toHaveTextContent('12.25%');
    expect(changes).toHaveTextContent('137****1111');
    await user.click(submit(drawer));
    await waitFor(() => expect(calls(seen, 'editAgentInfo')).toHaveLength(1));
    expect(calls(seen, 'editAgentInfo')[0].body).toEqual({
      id: agent.id,
      commissionRate: 0.1225,
      mobile: '13700001111',
    });
    expect(await screen.findByText(`已保存“${agent.name}”的修改`)).toBeInTheDocument();
    expect(db.agents[1].commissionBp).toBe(1225);
  });

  it('uploads a payment voucher from the agent drawer for a settlement awaiting one', async () => {
    const seen = recordRequests();
    const settlement = db.settlements.find((row) => row.status === 1)!;
    const index = db.agents.findIndex((agent) => agent.id === settlement.agentId);
    const agent = db.agents[index];
    const { user } = await openScreen(`/agent/list?keyword=${agent.agentNo}`);
    await user.click(within(rows()[0]).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('tab', { name: '待上传凭证' }));
    const line = (await within(drawer).findByText(settlement.settleNo)).closest('tr')!;
    await user.click(within(line).getByText('上传凭证'));
    const dialog = await dialogWith(`上传打款凭证：${settlement.settleNo}`);
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
    await waitFor(() => expect(calls(seen, 'uploadSettlementVoucher')).toHaveLength(1));
    expect(calls(seen, 'uploadSettlementVoucher')[0].body).toMatchObject({ settleNo: settlement.settleNo });
    await waitFor(() => expect(db.settlements.find((row) => row.settleNo === settlement.settleNo)!.status).toBe(2));
  });

  it("shows an individual's ID number masked in the list, and none for a company", async () => {
    await openScreen();
    const shown = db.agents.slice(0, 10);
    const person = shown.find((agent) => agent.type === 1 && agent.idCard)!;
    const company = shown.find((agent) => agent.type === 2)!;
    const rowOf = (name: string) => rows().find((row) => row.textContent?.includes(name))!;
    expect(rowOf(person.name)).toHaveTextContent(maskIdCard(person.idCard));
    expect(rowOf(person.name)).not.toHaveTextContent(person.idCard!);
    expect(rowOf(company.name)).toHaveTextContent('企业');
  });

  it('approves a 待审核 agent from its row in one call, and it leaves the 待审核 tab', async () => {
    const seen = recordRequests();
    const { user } = await openScreen('/agent/list?tab=0');
    const row = rows()[0];
    const agent = db.agents.find((item) => row.textContent?.includes(item.agentNo))!;
    expect(agent.status).toBe(0);
    const waiting = db.agents.filter((item) => item.status === 0).length;
    await waitFor(() => expect(tabCount('0')).toBe(waiting));
    await user.click(within(row).getByText('审核'));
    const dialog = await dialogWith(`审核代理商“${agent.name}”`);
    // Nothing is decided for the reviewer, who sees what to check first.
    expect(within(dialog).getByRole('radio', { name: '审核通过' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '驳回' })).not.toBeChecked();
    const facts = await within(dialog).findByLabelText('待核对的资料');
    await waitFor(() => expect(facts).toHaveTextContent(agent.bankName));
    expect(facts).toHaveTextContent(agent.bankName);
    await user.click(within(dialog).getByText('提交审核结果').closest('button')!);
    expect(await within(dialog).findByText('请选择审核结果')).toBeInTheDocument();
    expect(calls(seen, 'editAgentInfo')).toHaveLength(0);
    await user.click(within(dialog).getByText('审核通过'));
    await user.click(within(dialog).getByText('提交审核结果').closest('button')!);
    expect(await screen.findByText(`代理商“${agent.name}”已审核通过`)).toBeInTheDocument();
    // The approval is kept in the remarks: who, when, what (the review's history).
    expect(calls(seen, 'editAgentInfo').map((call) => call.body)).toEqual([
      { id: agent.id, status: 1, remark: '【审核通过】' },
    ]);
    expect(agent.status).toBe(1);
    expect(agent.remarks.at(-1)).toMatchObject({ content: '【审核通过】', operatorName: '张晓云' });
    await waitFor(() => expect(rows().some((item) => item.textContent?.includes(agent.agentNo))).toBe(false));
    await waitFor(() => expect(tabCount('0')).toBe(waiting - 1));
  });

  it("shows the reviewer the documents: an individual's ID number checked against GB 11643, the account whole with personal:unmask", async () => {
    const { user } = await openScreen('/agent/list?tab=0');
    const agent = db.agents.find((item) => item.status === 0 && item.type === 1)!;
    // A number whose check character is wrong, as a careless onboarding would leave it.
    agent.idCard = `${agent.idCard.slice(0, 17)}${agent.idCard[17] === '0' ? '1' : '0'}`;
    const row = rows().find((item) => item.textContent?.includes(agent.agentNo))!;
    await user.click(within(row).getByText('审核'));
    const dialog = await dialogWith(`审核代理商“${agent.name}”`);
    const facts = await within(dialog).findByLabelText('待核对的资料');
    await waitFor(() => expect(facts).toHaveTextContent(agent.bankName));
    expect(facts).toHaveTextContent(maskIdCard(agent.idCard));
    expect(within(facts).getByText('号码校验不通过')).toBeInTheDocument();
    const [idReveal, accountReveal] = within(facts).getAllByRole('button', { name: '显示' });
    await user.click(idReveal);
    expect(facts).toHaveTextContent(agent.idCard);
    await user.click(accountReveal);
    expect(facts).toHaveTextContent(agent.bankAccount);
    // Read in fours, as a bank card prints it; the copy is the number without spaces.
    const copy = within(facts).getByRole('button', { name: `复制 ${agent.bankAccount}` });
    const groups = Array.from(copy.parentElement!.querySelectorAll(':scope > span')).map((group) => group.textContent);
    expect(groups).toEqual(agent.bankAccount.match(/.{1,4}/g));
    expect(copy.parentElement!.textContent).not.toMatch(/\s/);
  });

  it('shows a company under review its licence, and the documents masked without personal:unmask', async () => {
    const admin = db.users.find((user) => user.name === 'admin')!;
    admin.permissions = admin.permissions.filter((entry) => entry.action !== 'personal:unmask');
    const agent = db.agents.find((item) => item.status === 0 && item.type === 2)!;
    const { user } = await openScreen(`/agent/list?tab=0&keyword=${agent.agentNo}`);
    await user.click(within(rows()[0]).getByText('审核'));
    const dialog = await dialogWith(`审核代理商“${agent.name}”`);
    const facts = await within(dialog).findByLabelText('待核对的资料');
    await waitFor(() => expect(facts).toHaveTextContent(agent.bankName));
    expect(within(facts).getByRole('img', { name: '营业执照' })).toBeInTheDocument();
    expect(facts).not.toHaveTextContent(agent.bankAccount);
    expect(within(facts).queryByRole('button', { name: '显示' })).toBeNull();
  });

  it('warns the reviewer when the account holder is not the company, and shows who decided before, when and why', async () => {
    const agent = db.agents.find((item) => item.status === 0 && item.type === 2 && item.accountHolder !== item.name)!;
    const { user } = await openScreen(`/agent/list?tab=0&keyword=${agent.agentNo}`);
    await user.click(within(rows()[0]).getByText('审核'));
    const dialog = await dialogWith(`审核代理商“${agent.name}”`);
    const facts = await within(dialog).findByLabelText('待核对的资料');
    await waitFor(() => expect(facts).toHaveTextContent(agent.bankName));
    expect(within(facts).getByTestId('holder-mismatch')).toHaveTextContent(`开户名不是公司“${agent.name}”`);
    const history = within(dialog).getByRole('region', { name: '审核记录' });
    const rejection = agent.remarks.find((remark) => remark.content.startsWith('【驳回】'))!;
    expect(history).toHaveTextContent(
      `${rejection.createTime} ${rejection.operatorName} 驳回：营业执照照片模糊，请上传清晰的原件照片`,
    );
    // An agent whose holder is the company itself: no warning.
    const fine = db.agents.find((item) => item.status === 0 && item.type === 2 && item.accountHolder === item.name);
    expect(fine).toBeDefined();
  });

  it('approves an account held by someone else only with a confirmation and a reason, which the review history keeps', async () => {
    const seen = recordRequests();
    const agent = db.agents.find((item) => item.status === 0 && item.type === 2 && item.accountHolder !== item.name)!;
    const { user } = await openScreen(`/agent/list?tab=0&keyword=${agent.agentNo}`);
    await user.click(within(rows()[0]).getByText('审核'));
    const dialog = await dialogWith(`审核代理商“${agent.name}”`);
    const facts = await within(dialog).findByLabelText('待核对的资料');
    await waitFor(() => expect(facts).toHaveTextContent(agent.bankName));
    await user.click(within(dialog).getByText('审核通过'));
    expect(
      await within(dialog).findByText(
        `开户名“${agent.accountHolder}”不是公司“${agent.name}”：通过后对公结算将打入个人账户（公转私）。`,
      ),
    ).toBeInTheDocument();
    // One click is not enough: the confirmation and the reason are both asked for.
    await user.click(within(dialog).getByText('提交审核结果').closest('button')!);
    expect(await within(dialog).findByText('请先确认已核实开户名')).toBeInTheDocument();
    expect(within(dialog).getByText('请写明核实说明')).toBeInTheDocument();
    expect(calls(seen, 'editAgentInfo')).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: /我已核实开户名/ }));
    await user.type(within(dialog).getByLabelText('核实说明'), '已收到公司盖章的代收授权书');
    await user.click(within(dialog).getByText('提交审核结果').closest('button')!);
    expect(await screen.findByText(`代理商“${agent.name}”已审核通过`)).toBeInTheDocument();
    expect(calls(seen, 'editAgentInfo').map((call) => call.body)).toEqual([
      { id: agent.id, status: 1, remark: '【审核通过】已收到公司盖章的代收授权书' },
    ]);
    expect(agent.remarks.at(-1)!.content).toBe('【审核通过】已收到公司盖章的代收授权书');
  });

  it('rejects a 待审核 agent only with a reason, which its remarks keep', async () => {
    const seen = recordRequests();
    const { user } = await openScreen('/agent/list?tab=0');
    const agent = db.agents.find((item) => rows()[0].textContent?.includes(item.agentNo))!;
    await user.click(within(rows()[0]).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: /^审\s*核$/ }));
    const dialog = await dialogWith(`审核代理商“${agent.name}”`);
    await user.click(within(dialog).getByText('驳回'));
    await user.click(within(dialog).getByText('提交审核结果').closest('button')!);
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(calls(seen, 'editAgentInfo')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('驳回原因'), '营业执照已过期');
    await user.click(within(dialog).getByText('提交审核结果').closest('button')!);
    expect(await screen.findByText(`已驳回代理商“${agent.name}”，原因已记入备注`)).toBeInTheDocument();
    expect(calls(seen, 'editAgentInfo').map((call) => call.body)).toEqual([
      { id: agent.id, status: 3, remark: '【驳回】营业执照已过期' },
    ]);
    expect(agent.status).toBe(3);
    expect(agent.remarks.at(-1)!.content).toBe('【驳回】营业执照已过期');
  });

  it('offers the read-only visitor neither the settlement tab it may not read nor a bulk export', async () => {
    const { user } = await openScreen('/agent/list', 'dontHaveAccess');
    expect(screen.queryByRole('button', { name: /导出 CSV/ })).toBeNull();
    await user.click(within(rows()[0]).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByRole('tab', { name: /备注/ });
    expect(within(drawer).queryByRole('tab', { name: /待上传凭证/ })).toBeNull();
    expect(drawer).not.toHaveTextContent('没有此操作的权限');
  });

  it('shows the add and edit buttons only with their permission actions', async () => {
    await openScreen('/agent/list', 'operator');
    expect(screen.queryByText('新增代理商')).toBeNull();
    expect(screen.queryAllByText('编辑')).toHaveLength(0);
    expect(screen.queryAllByText('审核')).toHaveLength(0);
    expect(screen.getAllByText('详情').length).toBeGreaterThan(0);
  });
});
