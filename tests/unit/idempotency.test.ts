/**
 * Money moves once per intent. A keyed endpoint makes, reuses and ends its own key: the key
 * belongs to the call and every value it sends, and only the server's definite answer to that
 * key ends it. The fake backend keeps the backend contract exactly (docs/backend.md): a key's success
 * replayed and marked, no refusal kept, the same key with another body refused.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, getResponse } from 'msw';
import {
  INTENT_KEY_TTL_MS,
  IntentScope,
  intentKey,
  noteFound,
  RECENT_MS,
  recentlyApplied,
  repeatedIntent,
  sendKeyed,
  setIntentSecret,
  unknownOutcomes,
} from '@/core/intent';
import { digest } from '@/core/digest';
import { hmacSha256 } from '@/core/hmac';
import { setStorageOwner } from '@/core/owner';
import { ApiError, outcomeUnknown } from '@/core/apiError';
import { callApi, CODE_KEY_CONFLICT } from '@/core/request';
import { newRequestId } from '@/core/requestId';
import { saveToken } from '@/core/session';
import { clearSession } from '@/core/signOut';
import { CONTRACT, KEYED } from '@/services/contract';
import { uploadAgentSettlementVoucher } from '@/services/agent';
import { intentFields } from '@/services/endpoint';
import { handDeductionFee } from '@/services/platform';
import { confirmDelivery, uploadSettlementVoucher } from '@/services/settlement';
import { recharge } from '@/services/finance';
import { cloudPrint } from '@/services/shipping';
import { db } from '@mock/db';
import { handlers } from '@mock/handlers';
import { server } from '@mock/node';
import { recordRequests } from '../render';

const signIn = () => saveToken('mk.1.idem');
const deductions = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((request) => request.path === handDeductionFee.path);

/** The next call to `path` is carried out, then answered with `answer` (a gateway error, a catch-all 500). */
function afterCommit(path: string, answer: () => Response, method: 'GET' | 'POST' = 'GET') {
  let done = false;
  server.use(
    (method === 'GET' ? http.get : http.post)(`*${path}`, async ({ request }) => {
      if (done) return undefined;
      done = true;
      await getResponse(handlers, request.clone());
      return answer();
    }),
  );
}

/** The demo accounts' secrets, as the fake backend sends each to its own account (mock/db/users.ts). */
const SECRET_1 = 'ks1-6f1d0b7e9a2c4d58b3e1f0a7c9d2e4b6';
const SECRET_2 = 'ks2-2b9e7c4a1d6f8e03a5c7b9d1e3f50a2c';

describe('idempotency keys', () => {
  beforeEach(() => setIntentSecret(SECRET_1));
  afterEach(() => setIntentSecret(undefined));

  it('are random version-4 ids', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('belong to the intent: the same call and values get the same key, whatever the order of an object', () => {
    const first = intentKey(['/api/x', { platformId: 101, amount: 1500 }]);
    expect(intentKey(['/api/x', { amount: 1500, platformId: 101 }])).toBe(first);
    expect(intentKey(['/api/x', { platformId: 101, amount: 1600 }])).not.toBe(first);
    // Kept by a digest of the intent: neither its name nor its value holds the values in clear.
    const kept = Object.keys(localStorage).filter((key) => key.startsWith('intent:'));
    expect(kept.some((key) => localStorage.getItem(key)!.includes(first))).toBe(true);
    for (const key of kept) expect(`${key} ${localStorage.getItem(key)}`).not.toMatch(/1500|platformId|api/);
  });

  it('belong to the user who made them: another user never gets them, the same one does after signing back in', () => {
    const intent = ['/api/x', { platformId: 101, amount: 1500 }];
    setStorageOwner(1);
    const first = intentKey(intent, Date.now(), 'deduct');
    setIntentSecret(SECRET_2);
    setStorageOwner(2);
    expect(intentKey(intent)).not.toBe(first);
    expect(unknownOutcomes().map(({ move }) => move)).toEqual([]);
    clearSession(); // a sign-out keeps unknown outcomes
    setIntentSecret(undefined);
    // Signing back in brings the account's secret back: the same name, the same key.
    setIntentSecret(SECRET_1);
    setStorageOwner(1);
    expect(intentKey(intent)).toBe(first);
    expect(unknownOutcomes().map(({ move }) => move)).toEqual(['deduct']);
    setStorageOwner(undefined);
  });

  it('are stored under a name nobody recomputes from the values without the account secret', () => {
    setStorageOwner(1);
    // Keys in order, as the intent's stable text has them.
    const values = ['/api/brCredit/handDeductionFee', { amount: 880000, payType: 1, platformId: 137 }];
    intentKey(values, Date.now(), 'deduct');
    const names = Object.keys(localStorage).filter((key) => key.startsWith('intent:1:'));
    expect(names).toHaveLength(1);
    const text = JSON.stringify(values);
    // The guess of a reader of storage: the values hashed as before, or under any other secret.
    expect(names[0]).not.toBe(`intent:1:${digest(text)}`);
    expect(names[0]).not.toBe(`intent:1:${hmacSha256('', text)}`);
    expect(names[0]).not.toBe(`intent:1:${hmacSha256(SECRET_2, text)}`);
    // Only the secret, which storage never holds, names it.
    expect(names[0]).toBe(`intent:1:${hmacSha256(SECRET_1, text)}`);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(SECRET_1);
    setStorageOwner(undefined);
  });

  it('without an account secret from the backend, end with the sign-out (kept in this tab only)', () => {
    setIntentSecret(undefined);
    setStorageOwner(1);
    const intent = ['/api/x', { platformId: 101, amount: 1500 }];
    const first = intentKey(intent, Date.now(), 'deduct');
    expect(intentKey(intent)).toBe(first);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('intent:'))).toEqual([]);
    expect(unknownOutcomes().map(({ move }) => move)).toEqual(['deduct']);
    clearSession();
    expect(intentKey(intent)).not.toBe(first);
    setStorageOwner(undefined);
  });

  it('expire after 24 hours', () => {
    const intent = ['/api/x', 104, 50000];
    const now = Date.now();
    const first = intentKey(intent, now);
    expect(intentKey(intent, now + INTENT_KEY_TTL_MS - 1)).toBe(first);
    expect(intentKey(intent, now + INTENT_KEY_TTL_MS)).not.toBe(first);
  });

  it('end only on the server’s definite answer: kept after an unknown outcome, a re-read that found the move, a 109', async () => {
    const intent = ['/api/x', { settleNo: 'JS001' }];
    const keys: string[] = [];
    const fail = (error: ApiError) =>
      sendKeyed({ intent, send: async (key) => (keys.push(key), Promise.reject(error)) });
    // Each send rejects with the very error the call gave, not just any rejection.
    for (const error of [
      new ApiError('timeout', '请求超时'),
      new ApiError('server', '系统繁忙', { code: 500 }),
      new ApiError('unauthorized', '登录已失效', { code: 109 }),
    ])
      await expect(fail(error)).rejects.toBe(error);
    const scope = new IntentScope();
    const gateway = new ApiError('http', '504');
    await expect(
      sendKeyed({ intent, scope, send: async (key) => (keys.push(key), Promise.reject(gateway)) }),
    ).rejects.toBe(gateway);
    noteFound(scope, { at: Date.now(), ref: 'LS1' });
    await expect(
      sendKeyed({ intent, send: async (key) => (keys.push(key), { data: 1, replayed: true }) }),
    ).resolves.toBe(1);
    expect(new Set(keys).size).toBe(1);
    // Answered: the next send of the same values is a new intent.
    await sendKeyed({ intent, send: async (key) => (keys.push(key), { data: 2, replayed: false }) });
    expect(keys.at(-1)).not.toBe(keys[0]);
    // A business refusal ends the key too.
    const refused = new ApiError('business', '余额不足', { code: 400 });
    await expect(fail(refused)).rejects.toBe(refused);
    const refusedKey = keys.at(-1);
    await sendKeyed({ intent, send: async (key) => (keys.push(key), { data: 3, replayed: false }) });
    expect(keys.at(-1)).not.toBe(refusedKey);
  });

  it('count as unknown at a sign-out only while truly unknown, each named by what the operator sent', async () => {
    setStorageOwner(1);
    const lost = (intent: unknown[], move: 'deduct' | 'recharge', about: string) => {
      const scope = new IntentScope();
      scope.about = about;
      const gateway = new ApiError('http', '504');
      return {
        scope,
        sent: sendKeyed({ intent, move, scope, send: () => Promise.reject(gateway) }).catch((error) => error),
      };
    };
    const recharge = lost(['/api/r', { platformId: 101, amount: 10000 }], 'recharge', '平台“华东租赁” ¥100.00');
    const deduct = lost(['/api/d', { platformId: 102, amount: 1234 }], 'deduct', '平台“星河优租” ¥12.34');
    await recharge.sent;
    await deduct.sent;
    expect(unknownOutcomes().map(({ move, about }) => [move, about])).toEqual([
      ['recharge', '平台“华东租赁” ¥100.00'],
      ['deduct', '平台“星河优租” ¥12.34'],
    ]);
    // A re-read proved the recharge done: known, though its key stays for the server's replay.
    noteFound(recharge.scope, { at: Date.now(), ref: 'CZ1' });
    expect(unknownOutcomes().map(({ move }) => move)).toEqual(['deduct']);
    // The deduction resent and replayed by the server (此前已经生效): nothing is unknown.
    await sendKeyed({
      intent: ['/api/d', { platformId: 102, amount: 1234 }],
      move: 'deduct',
      send: async () => ({ data: 1, replayed: true }),
    });
    expect(unknownOutcomes()).toEqual([]);
    // What a move was is this tab's only: local storage never holds the platform or amount.
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/华东|星河|100\.00|12\.34/);
    setStorageOwner(undefined);
  });

  it('name an identical move applied moments ago before anything is sent; a deliberate repeat gets its own key', async () => {
    const intent = ['/api/deduct', { platformId: 1, amount: 100, reason: 'x' }];
    let sent = 0;
    const send = async () => (sent++, { data: 'ok', replayed: false });
    const start = Date.now();
    await sendKeyed({ intent, repeatable: 'deduct', ref: () => 'LS9', send, now: () => start });
    const error = await sendKeyed({ intent, repeatable: 'deduct', send, now: () => start + 60_000 }).catch((e) => e);
    expect(repeatedIntent(error)).toBe(true);
    expect(error.recent).toEqual({ at: start, ref: 'LS9' });
    expect(sent).toBe(1);
    const scope = new IntentScope();
    scope.repeat = true;
    await sendKeyed({ intent, repeatable: 'deduct', send, scope, now: () => start + 60_000 });
    expect(sent).toBe(2);
    // After the window the same values go without a question.
    expect(recentlyApplied(intent, start + 60_000 + RECENT_MS)).toBeUndefined();
  });

  it('name as done moments ago only an answer that moved something: a print of only failures goes again unasked', async () => {
    const intent = ['/api/ship/cloudPrint', { ids: ['1', '2'], expressCode: 'SF' }];
    const failedItems = [
      { id: '1', success: false },
      { id: '2', success: false },
    ];
    const keys: string[] = [];
    const print = (items: { id: string; success: boolean }[]) =>
      sendKeyed({
        intent,
        repeatable: 'print',
        moved: (answer: { success: boolean }[]) => answer.some((item) => item.success),
        send: async (key) => (keys.push(key), { data: items, replayed: false }),
      });
    await print(failedItems);
    // Every order failed (no balance): printing them again after a top-up asks nothing.
    await print([{ id: '1', success: true }, failedItems[1]]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    // One printed: the same orders again are named first.
    const error = await print(failedItems).catch((e) => e);
    expect(repeatedIntent(error)).toBe(true);
    expect(keys).toHaveLength(2);
  });

  it('are unknown outcomes, not refusals, for a keyed call answered with a server error or a key conflict', async () => {
    signIn();
    server.use(
      http.get('*/api/brCredit/handDeductionFee', () => HttpResponse.json({ code: 500, data: null, msg: '系统繁忙' })),
    );
    const error = await callApi('GET', handDeductionFee.path, { requestId: 'k' }, { keyed: true }).catch((e) => e);
    expect(error).toMatchObject({ kind: 'server', code: 500 });
    expect(outcomeUnknown(error)).toBe(true);
    server.use(
      http.get('*/api/brCredit/handDeductionFee', () =>
        HttpResponse.json({ code: CODE_KEY_CONFLICT, data: null, msg: '冲突' }),
      ),
    );
    expect(outcomeUnknown(await callApi('GET', handDeductionFee.path, {}, { keyed: true }).catch((e) => e))).toBe(true);
    // The same code on a call without a key is the server's refusal, shown as such.
    const plain = await callApi('GET', handDeductionFee.path, {}).catch((e) => e);
    expect(plain).toMatchObject({ kind: 'business', code: CODE_KEY_CONFLICT });
  });

  it('each keyed endpoint’s intent is every value it sends, and every call sending a key is keyed', () => {
    expect(KEYED.map((call) => call.endpoint.path)).toEqual(
      expect.arrayContaining([handDeductionFee.path, recharge.path, confirmDelivery.path, cloudPrint.path]),
    );
    // What an endpoint leaves out of its intent is stated beside it; none does today.
    for (const { endpoint } of KEYED) expect(endpoint.keyed!.leaves ?? []).toEqual([]);
    expect(intentFields(recharge.request)).toEqual(['platformId', 'amount', 'payType', 'voucherUrl', 'remark']);
    for (const { endpoint } of CONTRACT)
      if (!endpoint.keyed)
        expect(Object.keys((endpoint.request as { entries?: object })?.entries ?? {})).not.toContain('requestId');
  });
});

describe('a keyed money move against the fake backend', () => {
  it('deducts once when the server errs after committing (a catch-all 500) and the same values are sent again', async () => {
    signIn();
    const seen = recordRequests();
    const platform = db.platforms.find((candidate) => candidate.name === '优享租机')!;
    const before = platform.balance;
    afterCommit(handDeductionFee.path, () => HttpResponse.json({ code: 500, data: null, msg: '系统繁忙' }));
    const payload = { platformId: platform.id, amount: 1500, reason: '补扣短信费' };
    await expect(handDeductionFee(payload)).rejects.toMatchObject({ kind: 'server' });
    expect(platform.balance).toBe(before - 1500);
    const scope = new IntentScope();
    await expect(handDeductionFee(payload, { scope })).resolves.toEqual({ balanceAfter: before - 1500 });
    expect(scope.replayed).toBeDefined();
    expect(platform.balance).toBe(before - 1500);
    const [first, second] = deductions(seen);
    expect(second.query.requestId).toBe(first.query.requestId);
    // Answered now: the same values again are named, not sent.
    await expect(handDeductionFee(payload)).rejects.toMatchObject({ kind: 'repeat' });
    expect(deductions(seen)).toHaveLength(2);
  });

  it('keeps the remark in the recharge’s intent: a remark edited after a lost answer is a new intent, not a key conflict', async () => {
    signIn();
    const seen = recordRequests();
    const platform = db.platforms.find((candidate) => candidate.name === '随心租')!;
    afterCommit(recharge.path, () => HttpResponse.text('bad gateway', { status: 502 }), 'POST');
    await expect(recharge({ platformId: platform.id, amount: 20000, payType: 2, remark: '一' })).rejects.toMatchObject({
      kind: 'http',
    });
    await recharge({ platformId: platform.id, amount: 20000, payType: 2, remark: '二' });
    const sent = seen.filter((request) => request.path === recharge.path);
    expect((sent[1].body as { requestId: string }).requestId).not.toBe(
      (sent[0].body as { requestId: string }).requestId,
    );
  });

  it('pays a settlement out once whichever endpoint sends its voucher: one move, one intent, one key', async () => {
    signIn();
    const seen = recordRequests();
    const settlement = db.settlements.find((row) => row.status === 1)!;
    const payload = { settleNo: settlement.settleNo, voucherUrls: ['https://oss.example.com/v/1.png'] };
    // Sent from the agent's page, carried out, the answer lost: the outcome is unknown.
    afterCommit(uploadAgentSettlementVoucher.path, () => HttpResponse.text('gateway', { status: 504 }), 'POST');
    await expect(uploadAgentSettlementVoucher(payload)).rejects.toMatchObject({ kind: 'http' });
    expect(settlement.status).toBe(2);
    // The same payout from 代理结算 carries the same key, and the server answers it as done.
    await uploadSettlementVoucher(payload);
    const keys = seen
      .filter((request) => [uploadAgentSettlementVoucher.path, uploadSettlementVoucher.path].includes(request.path))
      .map((request) => (request.body as { requestId: string }).requestId);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(settlement.status).toBe(2);
  });

  it('the backend replays a key’s success, marked, keeps no refusal, and refuses the key with another body', async () => {
    signIn();
    const platform = db.platforms.find((candidate) => candidate.name === '优享租机')!;
    const before = platform.balance;
    const requestId = newRequestId();
    let replays = 0;
    const send = (amount: number) =>
      callApi(
        'GET',
        handDeductionFee.path,
        { platformId: platform.id, amount, reason: '补扣短信费', requestId },
        { keyed: true, replayed: () => replays++ },
      );
    platform.balance = 1000;
    await expect(send(1500)).rejects.toMatchObject({ kind: 'business', message: expect.stringContaining('余额不足') });
    platform.balance = before;
    await expect(send(1500)).resolves.toEqual({ balanceAfter: before - 1500 });
    expect(replays).toBe(0);
    await expect(send(1500)).resolves.toEqual({ balanceAfter: before - 1500 });
    expect(replays).toBe(1);
    await expect(send(2500)).rejects.toMatchObject({ kind: 'server', code: CODE_KEY_CONFLICT });
    expect(platform.balance).toBe(before - 1500);
    await expect(
      callApi('GET', handDeductionFee.path, { platformId: platform.id, amount: 1, reason: 'x' }, { keyed: true }),
    ).rejects.toMatchObject({ kind: 'business', message: expect.stringContaining('缺少请求编号') });
  });
});
