/** A pasted column of numbers as one search (src/core/findEach.ts). */
import { describe, expect, it } from 'vitest';
import { findEach } from '@/core/findEach';

interface Row {
  id: string;
  orderNo: string;
}

const TABLE: Row[] = Array.from({ length: 30 }, (_, at) => ({ id: `S${at}`, orderNo: `ZL${1000 + at}` }));
// The keyword filter matches loosely (a part of the number), as the backend's may.
const search = async (keyword: string) => TABLE.filter((row) => row.orderNo.includes(keyword));

describe('a pasted column as one search', () => {
  it('finds each number, names those with nothing found, lists a row once, a few calls at a time', async () => {
    let running = 0;
    let most = 0;
    const find = async (number: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, 2));
      running -= 1;
      return search(number);
    };
    const numbers = [
      'ZL1003',
      'ZL9999',
      'ZL1001',
      'ZL1003',
      'ZL8888',
      ...TABLE.slice(10, 20).map((row) => row.orderNo),
    ];
    const found = await findEach(numbers, find, {
      key: (row) => row.id,
      names: (row, number) => row.orderNo === number,
    });
    expect(found.rows.map((row) => row.orderNo)).toEqual([
      'ZL1003',
      'ZL1001',
      ...TABLE.slice(10, 20).map((row) => row.orderNo),
    ]);
    expect(found.notFound).toEqual(['ZL9999', 'ZL8888']);
    expect(found.asked).toBe(numbers.length);
    expect(most).toBeLessThanOrEqual(4);
  });

  it('searches at most the limit and names the rest as not searched', async () => {
    const found = await findEach(['ZL1000', 'ZL1001', 'ZL1002'], search, { key: (row) => row.id, limit: 2 });
    expect(found.asked).toBe(2);
    expect(found.over).toEqual(['ZL1002']);
  });

  it('stops when the text changes (its signal)', async () => {
    const controller = new AbortController();
    const find = async (number: string) => {
      controller.abort();
      return search(number);
    };
    await expect(
      findEach(['ZL1000', 'ZL1001', 'ZL1002', 'ZL1003', 'ZL1004', 'ZL1005'], find, {
        key: (row) => row.id,
        signal: controller.signal,
      }),
    ).rejects.toThrow();
  });
});
