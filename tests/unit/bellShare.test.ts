/** The bell's shared schedule: once a minute, backing off after failures, one tab at a time. */
import { describe, expect, it } from 'vitest';
import {
  afterLoad,
  BELL_INTERVAL_MS,
  claimLoad,
  nextDue,
  parseShared,
  readShared,
  writeShared,
} from '@/features/todos/bellShare';
import type { SourceData } from '@/features/todos/sources';

describe('the bell schedule', () => {
  it('is due at once with nothing loaded, a minute after a load, doubling after each failure up to ten minutes', () => {
    expect(nextDue(undefined)).toBe(0);
    const at = 1_000_000;
    const after = (failures: number) => nextDue({ at, failures, data: {}, failed: [] }) - at;
    expect(after(0)).toBe(BELL_INTERVAL_MS);
    expect(after(1)).toBe(2 * BELL_INTERVAL_MS);
    expect(after(2)).toBe(4 * BELL_INTERVAL_MS);
    expect(after(9)).toBe(10 * BELL_INTERVAL_MS);
  });

  it('keeps a failed source at its last count, counts failures in a row, and starts over after a clean load', () => {
    const first = afterLoad(undefined, { printFailed: { list: [], total: 3 } }, [], 10);
    const failing = afterLoad(first, {}, ['printFailed'], 20);
    expect(failing).toEqual({
      at: 20,
      failures: 1,
      data: { printFailed: { total: 3 } },
      failed: ['printFailed'],
    });
    expect(afterLoad(failing, {}, ['printFailed'], 30).failures).toBe(2);
    expect(afterLoad(failing, { printFailed: { list: [], total: 5 } }, [], 40)).toMatchObject({
      failures: 0,
      data: { printFailed: { total: 5 } },
      failed: [],
    });
  });

  it('lets one tab load at a time until its claim runs out', () => {
    expect(claimLoad(1, 'tab-a', 0)).toBe(true);
    expect(claimLoad(1, 'tab-b', 5_000)).toBe(false);
    // The claimant may take it again; another user's bell is its own.
    expect(claimLoad(1, 'tab-a', 5_000)).toBe(true);
    expect(claimLoad(2, 'tab-b', 5_000)).toBe(true);
    expect(claimLoad(1, 'tab-b', 60_000)).toBe(true);
  });

  it('shares what was loaded through local storage, per user', () => {
    writeShared(7, { at: 1, failures: 0, data: {}, failed: [] });
    expect(readShared(7)).toEqual({ at: 1, failures: 0, data: {}, failed: [] });
    expect(readShared(8)).toBeUndefined();
    localStorage.setItem('todo-bell:9', '{broken');
    expect(readShared(9)).toBeUndefined();
  });

  it('keeps counts only: a page of one row keeps its total, never the row', () => {
    const row = { id: 'S1', receiverName: '陈丽', receiverMobile: '13800138000', receiverAddress: '杭州市' };
    const answer = { list: [row], total: 3, page: 1, limit: 1 } as unknown as SourceData['printFailed'];
    const next = afterLoad(undefined, { printFailed: answer }, [], 10);
    expect(next.data).toEqual({ printFailed: { total: 3, page: 1, limit: 1 } });
    writeShared(1, next);
    expect(localStorage.getItem('todo-bell:1')).not.toMatch(/陈丽|13800138000|杭州|S1/);
  });

  it.each([
    ['not JSON', '{broken'],
    [
      'a row among the counts',
      '{"at":1,"failures":0,"failed":[],"data":{"printFailed":{"list":[{"receiverName":"x"}]}}}',
    ],
    ['an unknown source', '{"at":1,"failures":0,"failed":[],"data":{"other":{"total":1}}}'],
    ['a failed list that is not one', '{"at":1,"failures":0,"failed":"ship","data":{}}'],
    ['text for a count', '{"at":1,"failures":0,"failed":[],"data":{"ship":{"all":"9"}}}'],
    ['no time', '{"failures":0,"failed":[],"data":{}}'],
    ['null', 'null'],
  ])('refuses another tab’s value with %s', (_, text) => {
    expect(parseShared(text)).toBeUndefined();
  });
});
