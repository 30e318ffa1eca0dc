/**
 * The contract at the boundary: an answer that breaks it names the endpoint and the field
 * path (`list[3].amount` 应为整数（分）) and fails the call; extra fields pass; the spec's own
 * menu item shape is valid. Every declared endpoint has its contract.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { contractBreaches, serve } from '@mock/handlers/serve';
import { setTranslator } from '@/core/i18n';
import { callApi } from '@/core/request';
import { saveToken } from '@/core/session';
import zhCN from '@/locales/zh-CN';
import { CONTRACT } from '@/services/contract';
import { getConsumeLog } from '@/services/consumption';
import { getMenuList } from '@/services/menus';
import { getPlatformList, getScopeSets } from '@/services/platform';
import { allMismatches, checked, firstMismatch } from '@/services/wire';
import { getShipPlatList } from '@/services/shipping';

const messages = zhCN as Record<string, string>;
beforeAll(() => {
  setTranslator((id, values = {}) => messages[id].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key])));
});
afterAll(() => setTranslator((id) => id));

const row = (amount: unknown, extra: Record<string, unknown> = {}) => ({
  id: 1,
  type: 'credit',
  typeName: '信用查询',
  platformId: 3,
  platformName: '闪租宝',
  unitPrice: 250,
  quantity: 5,
  amount,
  balanceAfter: 1_000_000,
  result: '成功',
  createTime: '2026-11-23 10:15:00',
  ...extra,
});

describe('the contract', () => {
  it('names the field path, what it should be and what came, for an amount sent as yuan text', () => {
    const page = { list: [row(1250), row(1250), row(1250), row('12.50')], total: 4 };
    expect(firstMismatch(getConsumeLog.answer, page)).toEqual({
      field: 'list[3].amount',
      expected: '应为整数（分）',
      received: '"12.50"',
    });
  });

  it('accepts extra fields and a missing field that is only shown, and says which required field is missing', () => {
    const page = { list: [row(1250, { newField: 'from a newer backend' })], total: 1, summary: undefined };
    expect(firstMismatch(getConsumeLog.answer, page)).toBeUndefined();
    const { platformName: _shown, ...withoutName } = row(1250);
    expect(allMismatches(getConsumeLog.answer, { list: [withoutName], total: 1 })).toEqual([]);
    const { id: _key, ...withoutId } = row(1250);
    expect(allMismatches(getConsumeLog.answer, { list: [withoutId], total: 1 })).toEqual([
      { field: 'list[0].id', expected: '缺少此字段', received: 'undefined' },
    ]);
  });

  it('hands the console the checked output: extra fields never reach a row or an option', async () => {
    const nested = { ...row(1250), children: [row(999, { id: 99 })], style: 'color:red' };
    const result = checked(getConsumeLog.answer, { list: [nested], total: 1 });
    expect('value' in result && (result.value as { list: object[] }).list[0]).not.toHaveProperty('children');
    saveToken('mk.1.contract');
    server.use(
      http.get('*/api/express/getPlatList', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: [{ value: 101, label: '闪租宝', style: 'color:red', disabled: 'yes' }],
        }),
      ),
    );
    expect(await getShipPlatList()).toEqual([{ value: 101, label: '闪租宝' }]);
  });

  it('takes ids and amounts as safe integers only: past 2^53 an id would name another record', () => {
    expect(firstMismatch(getConsumeLog.answer, { list: [row(1250, { id: 2 ** 53 + 2 })], total: 1 })).toMatchObject({
      field: 'list[0].id',
    });
    expect(firstMismatch(getConsumeLog.answer, { list: [row(2 ** 60)], total: 1 })).toMatchObject({
      field: 'list[0].amount',
    });
  });

  it('says a float is not fen and a time must be Beijing time text', () => {
    expect(firstMismatch(getConsumeLog.answer, { list: [row(12.5)], total: 1 })?.expected).toBe('应为整数（分）');
    const iso = { list: [row(1250, { createTime: '2026-11-23T02:15:00Z' })], total: 1 };
    expect(firstMismatch(getConsumeLog.answer, iso)).toMatchObject({
      field: 'list[0].createTime',
      expected: '应为北京时间 YYYY-MM-DD HH:mm:ss',
    });
  });

  it('fails the call with a notice that names the endpoint and the field, never returning the figures', async () => {
    server.use(
      http.get('*/api/plant/index', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: { list: [{ id: 1, name: '闪租宝', balance: '12.50', status: 1 }], total: 1 },
        }),
      ),
    );
    await expect(getPlatformList({ page: 1, limit: 10 })).rejects.toMatchObject({
      kind: 'contract',
      message: expect.stringContaining(
        '接口返回的数据格式不符（/api/plant/index）：list[0].balance 应为整数（分），收到 "12.50"',
      ),
    });
    // The request layer alone (no contract) passes the same answer through: the check is the endpoint's.
    await expect(callApi('GET', '/api/plant/index', { page: 1, limit: 10 })).resolves.toMatchObject({ total: 1 });
  });

  it('holds the fake backend to the same contract: a breach is recorded and the tests fail on it', async () => {
    saveToken('mk.1.contract');
    server.use(serve(getScopeSets, () => [{ value: '7', label: '电子产品' }] as never));
    await expect(getScopeSets()).rejects.toMatchObject({ kind: 'contract' });
    // tests/setup.ts fails the test on any breach after it; this one is expected.
    expect(contractBreaches.splice(0)).toEqual(['GET /api/plant/getScopeSets: [0].value 应为整数 (received "7")']);
  });

  it("takes a menu item with only the spec's fields, for the side menu and 菜单管理 alike", () => {
    const specShaped = [
      {
        id: 1,
        menu_pid: 0,
        menu_name: '订单发货',
        path: '/orderDeliver',
        menu_icon: 'CarOutlined',
        children: [{ id: 2, menu_pid: 1, menu_name: '子菜单', path: '/x', children: [] }],
      },
    ];
    expect(firstMismatch(getMenuList.answer, specShaped)).toBeUndefined();
    const broken = [{ ...specShaped[0], children: [{ id: 2, menu_pid: 1, path: '/x' }] }];
    expect(firstMismatch(getMenuList.answer, broken)).toMatchObject({ field: '[0].children[0].menu_name' });
  });

  it('declares a contract for all 48 calls, each with a summary', () => {
    expect(CONTRACT).toHaveLength(48);
    for (const { name, endpoint } of CONTRACT) {
      expect(endpoint.summary, name).toBeTruthy();
      expect(endpoint.answer, name).toBeDefined();
    }
  });
});
