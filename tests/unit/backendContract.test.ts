/**
 * What a real backend must enforce, enforced by the fake one (docs/backend.md):
 * each endpoint's permission action on reads and writes, and personal data masked for
 * accounts without `personal:unmask`. The calls go through the console's own endpoint
 * functions to the mock's handlers, with no screen: hiding a button is not a refusal.
 */
import { describe, expect, it } from 'vitest';
import { saveToken } from '@/core/session';
import { getAgentSettlementList } from '@/services/settlement';
import { addPlatformNote, getPlatformInfo, getPlatformList } from '@/services/platform';
import { getFlowList, getRechargeList } from '@/services/finance';
import { getConsumeLog, getConsumeSelectList } from '@/services/consumption';
import { getRiskScale } from '@/services/risk';
import { getShipList } from '@/services/shipping';
import { editAgentInfo, getAgentInfo, getAgentList } from '@/services/agent';
import type { Endpoint } from '@/services/endpoint';
import { db } from '@mock/db';

function signInAs(name: string) {
  const user = db.users.find((candidate) => candidate.name === name)!;
  const token = `mk.${user.id}.contract${user.id}`;
  db.tokens.set(token, user.id);
  saveToken(token);
  return user;
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: { kind: string; code?: number; message: string }) => error,
  );

describe('the backend contract, as the mock enforces it', () => {
  it("refuses a read without the screen's view action", async () => {
    signInAs('dontHaveAccess');
    const risk = await refusal(getRiskScale({ platformId: db.platforms[0].id }));
    expect(risk).toMatchObject({ kind: 'business', code: 403, message: '没有此操作的权限（risk:view）' });
    const settlements = await refusal(getAgentSettlementList({ page: 1, limit: 10 }));
    expect(settlements).toMatchObject({ code: 403, message: '没有此操作的权限（settlement:view）' });
  });

  it('refuses the finance reads without their view actions: recharges, flows, consumption, platforms, an agent’s remarks', async () => {
    signInAs('dontHaveAccess').permissions = [];
    const reads: [() => Promise<unknown>, string][] = [
      [() => getRechargeList({ page: 1, limit: 1 }), 'finance:view'],
      [() => getFlowList({ page: 1, limit: 1 }), 'finance:view'],
      [() => getConsumeLog({ page: 1, limit: 1 }), 'consumption:view'],
      [() => getConsumeSelectList(), 'consumption:view'],
      [() => getPlatformList({ page: 1, limit: 1 }), 'platform:view'],
      [() => getPlatformInfo({ id: db.platforms[0].id }), 'platform:view'],
      [() => getAgentInfo({ id: db.agents[0].id }), 'agent:view'],
    ];
    for (const [read, action] of reads)
      expect(await refusal(read())).toMatchObject({ code: 403, message: `没有此操作的权限（${action}）` });
    // Every read of money or personal data declares its action in the contract.
    for (const endpoint of [
      getRechargeList,
      getFlowList,
      getConsumeLog,
      getPlatformList,
      getPlatformInfo,
      getAgentInfo,
    ])
      expect(endpoint.action).toMatch(/:view$/);
    signInAs('operator');
    await expect(getPlatformList({ page: 1, limit: 1 })).resolves.toBeTruthy();
    expect(await refusal(getFlowList({ page: 1, limit: 1 }))).toMatchObject({ code: 403 });
  });

  it('refuses a write without its own action: a platform note needs platform:note', async () => {
    const platform = db.platforms[0];
    const notesBefore = platform.notes.length;
    signInAs('operator');
    const refused = await refusal(addPlatformNote({ id: platform.id, content: '跟进' }));
    expect(refused).toMatchObject({ code: 403, message: '没有此操作的权限（platform:note）' });
    expect(platform.notes).toHaveLength(notesBefore);
    signInAs('admin');
    await addPlatformNote({ id: platform.id, content: '跟进' });
    expect(platform.notes).toHaveLength(notesBefore + 1);
  });

  it('reviews a 待审核 agent only with the review action, and a rejection only with its reason', async () => {
    const agent = db.agents.find((candidate) => candidate.status === 0)!;
    const admin = signInAs('admin');
    const rights = admin.permissions;
    admin.permissions = rights.filter((entry) => entry.action !== 'agent:reject');
    try {
      const refused = await refusal(editAgentInfo({ id: agent.id, status: 3, remark: '资料不全' }));
      expect(refused).toMatchObject({ code: 403, message: '没有此操作的权限（agent:reject）' });
    } finally {
      admin.permissions = rights;
    }
    expect(await refusal(editAgentInfo({ id: agent.id, status: 3 }))).toMatchObject({
      code: 400,
      message: '请填写驳回原因',
    });
    expect(agent.status).toBe(0);
    await editAgentInfo({ id: agent.id, status: 3, remark: '驳回原因：资料不全' });
    expect(agent.status).toBe(3);
    expect(agent.remarks.at(-1)).toMatchObject({ content: '驳回原因：资料不全', operatorName: admin.nickname });
  });

  it('sends personal data masked to an account without personal:unmask, whole to one with it', async () => {
    signInAs('operator');
    const masked = (await getShipList({ page: 1, limit: 5 })).list[0];
    expect(masked.receiverMobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(masked.receiverName).toContain('*');
    signInAs('admin');
    const whole = (await getShipList({ page: 1, limit: 5 })).list[0];
    expect(whole.receiverMobile).toMatch(/^1\d{10}$/);
    expect((await getAgentList({ page: 1, limit: 1 })).list[0].mobile).toMatch(/^1\d{10}$/);
    expect((await getPlatformList({ page: 1, limit: 1 })).list[0].mobile).toMatch(/^1\d{10}$/);
  });

  it('names an action on every write, remarks and uploads included: none is left to the screen alone', () => {
    const writes = Object.values(import.meta.glob('../../src/services/*.ts', { eager: true }))
      .flatMap((module) => Object.values(module as Record<string, unknown>))
      .filter((value): value is Endpoint<unknown, unknown> => typeof value === 'function' && 'path' in value)
      .filter((endpoint) => !endpoint.public && (endpoint.changes.length > 0 || endpoint.path.includes('/upload/')));
    expect(writes.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(['/api/agent.agentList/addRemark', '/api/upload/imgUpload', '/api/upload/fileUpload']),
    );
    expect(writes.filter((endpoint) => !endpoint.action).map((endpoint) => endpoint.path)).toEqual([]);
  });

  it('refuses every endpoint that names an action to an account without it, naming the action', async () => {
    const endpoints = Object.values(import.meta.glob('../../src/services/*.ts', { eager: true }))
      .flatMap((module) => Object.values(module as Record<string, unknown>))
      .filter((value): value is Endpoint<unknown, unknown> => typeof value === 'function' && 'path' in value)
      .filter((endpoint) => endpoint.action);
    expect(endpoints.length).toBeGreaterThan(30);
    const admin = signInAs('admin');
    const rights = admin.permissions;
    try {
      for (const endpoint of endpoints) {
        admin.permissions = rights.filter((entry) => entry.action !== endpoint.action);
        const refused = await refusal(endpoint({}));
        expect(refused, endpoint.path).toMatchObject({ code: 403, message: `没有此操作的权限（${endpoint.action}）` });
      }
    } finally {
      admin.permissions = rights;
    }
  });
});
