/**
 * The screen kit's form pattern, money input and upload field, in a small form that funds a
 * platform through the real recharge endpoint of the fake backend.
 */
import { ProFormText } from '@ant-design/pro-components';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getIntl, RawIntlProvider } from '@@/plugin-locale/localeExports';
import { DataProvider } from '@/components/data';
import FormDialog from '@/components/FormDialog';
// The outcome panel is loaded when it is needed; its messages must be in the harness's intl before it is made.
import '@/components/outcome/OutcomePanel';
import MoneyField from '@/components/MoneyField';
import UploadField from '@/components/UploadField';
import { recharge, type Recharge } from '@/services/finance';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { setStorageOwner } from '@/core/owner';
import { loseNextAnswer, recordRequests, renderPart, signInAs } from '../render';

interface Values extends Record<string, unknown> {
  amount: number;
  remark?: string;
  vouchers?: string[];
}

function Harness({ onDone, initiallyOpen = true }: { onDone: (result: Recharge) => void; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <RawIntlProvider value={getIntl('zh-CN')}>
      <DataProvider>
        <button type="button" onClick={() => setOpen(true)}>
          打开
        </button>
        <FormDialog<Values, Recharge>
          title="平台充值"
          open={open}
          onOpenChange={setOpen}
          submitText="确认充值"
          submit={(values, call) =>
            recharge(
              {
                platformId: 104,
                payType: 1,
                amount: values.amount,
                voucherUrl: values.vouchers?.[0],
                remark: values.remark,
              },
              call,
            )
          }
          onDone={onDone}
          draftId="recharge"
        >
          <MoneyField name="amount" label="充值金额" max={100_000_000} showCapital />
          <UploadField name="vouchers" label="转账凭证" kind="voucher" max={3} />
          <ProFormText name="remark" label="备注" />
        </FormDialog>
      </DataProvider>
    </RawIntlProvider>
  );
}

function setup() {
  signInAs('admin');
  const onDone = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  renderPart(<Harness onDone={onDone} />);
  const dialog = () => screen.getByRole('dialog');
  const amount = () => within(dialog()).getByLabelText('充值金额');
  const submit = () => within(dialog()).getByRole('button', { name: /确认充值/ });
  return { user, onDone, dialog, amount, submit };
}

const recharges = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((request) => request.path === '/api/settleRecharge/recharge');
const pdf = (name = '回单.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
/**
 * Waits until the file has uploaded, not only until its name shows: the name shows while it
 * is still being sent, and only an uploaded file is part of the form's value (and its draft).
 * On a busy machine a submit right after the name showed went without the file.
 */
const fileUploaded = (name: string) =>
  waitFor(() =>
    expect(screen.getByText(name).closest('.ant-upload-list-item')).toHaveClass('ant-upload-list-item-done'),
  );

describe('money field', () => {
  it.each([
    ['0', '充值金额须大于 0'],
    ['-5', '充值金额须大于 0'],
    ['1.234', '充值金额最多两位小数'],
    ['12,3a', '充值金额只能填写数字金额，例如 1234.50'],
    ['1000000.01', '充值金额不能超过 ¥1,000,000.00'],
    ['', '请输入充值金额'],
  ])('says what is wrong with %j next to the field, and sends nothing', async (typed, message) => {
    const seen = recordRequests();
    const { user, amount, submit, dialog } = setup();
    if (typed) await user.type(amount(), typed);
    await user.click(submit());
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(recharges(seen)).toHaveLength(0);
  });

  it('takes a pasted "¥1,234.50", shows it in capitals and sends 123450 fen', async () => {
    const seen = recordRequests();
    const { user, amount, submit, onDone } = setup();
    await user.click(amount());
    await user.paste('¥1,234.50');
    expect(screen.getByTestId('money-capital')).toHaveTextContent('壹仟贰佰叁拾肆元伍角整');
    await user.upload(screen.getByLabelText('转账凭证') as HTMLInputElement, pdf());
    await fileUploaded('回单.pdf');
    await user.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(recharges(seen)).toHaveLength(1);
    expect(recharges(seen)[0].body).toMatchObject({ amount: 123450, platformId: 104 });
    expect(Number.isInteger((recharges(seen)[0].body as { amount: number }).amount)).toBe(true);
  });
});

describe('form pattern', () => {
  it('keeps everything typed and shows the server reason when the server refuses', async () => {
    const { user, amount, submit, dialog, onDone } = setup();
    await user.type(amount(), '500');
    await user.type(within(dialog()).getByLabelText('备注'), '十一月预充');
    await user.click(submit());
    // Offline transfers need a voucher: the server says so.
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('线下转账须上传转账凭证');
    expect(amount()).toHaveValue('500');
    expect(within(dialog()).getByLabelText('备注')).toHaveValue('十一月预充');
    expect(onDone).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('转账凭证') as HTMLInputElement, pdf());
    await fileUploaded('回单.pdf');
    await user.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(db.platforms.find((platform) => platform.id === 104)!.balance).toBe(30 + 50000);
  });

  it('sends one request for a double click', async () => {
    const seen = recordRequests();
    const { user, amount, submit, onDone } = setup();
    await user.type(amount(), '88');
    await user.upload(screen.getByLabelText('转账凭证') as HTMLInputElement, pdf());
    await fileUploaded('回单.pdf');
    await user.dblClick(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(recharges(seen)).toHaveLength(1);
  });

  it('retries the same submission with the same idempotency key, so the balance moves once', async () => {
    const seen = recordRequests();
    // The first answer is lost on the way back: the server credited, the operator saw a 502.
    loseNextAnswer('/api/settleRecharge/recharge', 502);
    const { user, amount, submit, dialog, onDone } = setup();
    const before = db.platforms.find((platform) => platform.id === 104)!.balance;
    await user.type(amount(), '100');
    await user.upload(screen.getByLabelText('转账凭证') as HTMLInputElement, pdf());
    await fileUploaded('回单.pdf');
    await user.click(submit());
    await waitFor(() => expect(recharges(seen)).toHaveLength(1));
    await waitFor(() => expect(submit()).not.toHaveClass('ant-btn-loading'));
    expect(onDone).not.toHaveBeenCalled();
    expect(db.platforms.find((platform) => platform.id === 104)!.balance).toBe(before + 10000);

    await user.click(submit());
    // The server answers the same key with its earlier success, and the dialog says so.
    expect(await within(dialog()).findByTestId('outcome')).toHaveTextContent('此前已经生效');
    expect(onDone).not.toHaveBeenCalled();
    await user.click(within(dialog()).getByRole('button', { name: /完\s*成/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [first, second] = recharges(seen).map((request) => (request.body as { requestId: string }).requestId);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
    expect(db.platforms.find((platform) => platform.id === 104)!.balance).toBe(before + 10000);
    expect(
      db.ledger.recharges.filter((row) => row.platformId === 104 && row.amount === 10000 && row.status === 1),
    ).toHaveLength(1);
  });

  it('starts a new submission with a new key after the values change', async () => {
    const seen = recordRequests();
    const { user, amount, submit, dialog, onDone } = setup();
    await user.type(amount(), '100');
    await user.click(submit());
    await within(dialog()).findByRole('alert');
    await user.upload(screen.getByLabelText('转账凭证') as HTMLInputElement, pdf());
    await fileUploaded('回单.pdf');
    await user.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [first, second] = recharges(seen).map((request) => (request.body as { requestId: string }).requestId);
    expect(second).not.toBe(first);
  });

  it('keeps the values when cancelled, and starts empty after a success', async () => {
    const { user, amount, dialog } = setup();
    await user.type(amount(), '66.60');
    await user.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
    await user.click(screen.getByRole('button', { name: '打开' }));
    await waitFor(() => expect(amount()).toHaveValue('66.60'));

    await user.upload(screen.getByLabelText('转账凭证') as HTMLInputElement, pdf());
    await fileUploaded('回单.pdf');
    await user.click(within(dialog()).getByRole('button', { name: /确认充值/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '打开' }));
    expect(amount()).toHaveValue('');
    expect(screen.queryByText('回单.pdf')).toBeNull();
  });
});

describe('a session that expires mid-form', () => {
  it('keeps what was typed in this tab and opens the form with it after the operator is back', async () => {
    server.use(
      http.post('*/api/settleRecharge/recharge', () =>
        HttpResponse.json({ code: 109, data: null, msg: '登录已失效，请重新登录' }),
      ),
    );
    const { user, amount, submit, dialog } = setup();
    await user.type(amount(), '321.09');
    await user.type(within(dialog()).getByLabelText('备注'), '月底补款');
    await user.upload(screen.getByLabelText('转账凭证') as HTMLInputElement, pdf());
    await fileUploaded('回单.pdf');
    await user.click(submit());
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    // The console leaves for the login page: the screen and its form are gone.
    cleanup();
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('draft:'))).toBe(true);
    expect(window.location.href).not.toContain('321.09');

    // Signed in again, back on the same screen.
    signInAs('admin');
    renderPart(<Harness onDone={vi.fn()} initiallyOpen={false} />);
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByLabelText('充值金额')).toHaveValue('321.09'));
    expect(within(screen.getByRole('dialog')).getByLabelText('备注')).toHaveValue('月底补款');
    expect(screen.getByText('回单.pdf')).toBeInTheDocument();
  });

  it("never shows one user's draft to another account signing in in the same tab", async () => {
    setStorageOwner(1);
    server.use(
      http.post('*/api/settleRecharge/recharge', () =>
        HttpResponse.json({ code: 109, data: null, msg: '登录已失效，请重新登录' }),
      ),
    );
    const { user, amount, submit, dialog } = setup();
    await user.type(amount(), '321.09');
    await user.type(within(dialog()).getByLabelText('备注'), '月底补款');
    await user.upload(screen.getByLabelText('转账凭证') as HTMLInputElement, pdf());
    await fileUploaded('回单.pdf');
    await user.click(submit());
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    cleanup();
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('draft:'))).toBe(true);

    // Another account signs in in this tab: the first one's draft is gone, the form opens empty.
    signInAs('operator');
    setStorageOwner(2);
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('draft:'))).toBe(false);
    renderPart(<Harness onDone={vi.fn()} initiallyOpen />);
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByLabelText('充值金额')).toHaveValue(''));
    setStorageOwner(undefined);
  });

  it('forgets the draft when the operator cancels', async () => {
    const { user, amount, dialog } = setup();
    await user.type(amount(), '5');
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('draft:'))).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('draft:'))).toBe(false);
  });
});

describe('upload field', () => {
  it('refuses a file of the wrong type before sending it', async () => {
    const seen = recordRequests();
    const { user } = setup();
    await user.upload(
      screen.getByLabelText('转账凭证') as HTMLInputElement,
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('“notes.txt”格式不支持：只能上传图片或 PDF')).toBeInTheDocument();
    expect(seen.filter((request) => request.path.startsWith('/api/upload/'))).toHaveLength(0);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const seen = recordRequests();
    const { user } = setup();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('转账凭证') as HTMLInputElement, big);
    expect(await screen.findByText('“scan.png”超过 10MB，请压缩后再上传')).toBeInTheDocument();
    expect(seen.filter((request) => request.path.startsWith('/api/upload/'))).toHaveLength(0);
  });

  it('sends several files with the token header and shows each one', async () => {
    const headers: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/upload/')) headers.push(request.headers.get('token'));
    });
    const { user } = setup();
    await user.upload(screen.getByLabelText('转账凭证') as HTMLInputElement, [
      pdf('一.pdf'),
      new File(['png'], '二.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(screen.getByText('一.pdf')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('二.png')).toBeInTheDocument());
    expect(headers).toHaveLength(2);
    expect(headers.every((token) => token?.startsWith('mk.1.'))).toBe(true);
    expect(db.files.size).toBe(2);
  });
});
