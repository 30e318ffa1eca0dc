/**
 * What checking an answer against the contract costs (src/services/wire.ts, as endpoint.ts
 * does for every answer): each list's page of 100 and 500 rows from the fake backend,
 * checked 30 times in Node's V8 (Chromium's engine), median per check. A page of 100 rows
 * must not add a task over 50 ms (bench/budgets.json `contract.page100Ms`).
 */
import { loadContract } from '../contract.mjs';
import { loadMockBackend } from '../mock-backend.mjs';

const LISTS = [
  'getShipList',
  'getAgentList',
  'getAgentSettlementList',
  'getRechargeList',
  'getFlowList',
  'getConsumeLog',
  'getPlatformList',
];
const ORIGIN = 'http://127.0.0.1';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function measureContractCheck({ repeats = 30 } = {}) {
  const [mock, contract] = await Promise.all([loadMockBackend(), loadContract()]);
  const login = await mock(
    new Request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'account', username: 'admin', password: 'admin123' }),
    }),
  );
  const { token } = (await login.json()).data;
  const rows = [];
  for (const name of LISTS) {
    const { endpoint } = contract.CONTRACT.find((call) => call.name === name);
    const row = { list: name };
    for (const limit of [100, 500]) {
      const answer = await mock(new Request(`${ORIGIN}${endpoint.path}?page=1&limit=${limit}`, { headers: { token } }));
      const { data } = await answer.json();
      // Warm up as a working tab is, then time each check.
      for (let index = 0; index < 5; index += 1) contract.allMismatches(endpoint.answer, data);
      const times = [];
      for (let index = 0; index < repeats; index += 1) {
        const started = performance.now();
        const mismatches = contract.allMismatches(endpoint.answer, data);
        times.push(performance.now() - started);
        if (mismatches.length)
          throw new Error(`${name}: the mock breaks the contract: ${JSON.stringify(mismatches[0])}`);
      }
      row[`rows${limit}`] = data.list.length;
      row[`ms${limit}`] = Number(median(times).toFixed(2));
    }
    rows.push(row);
  }
  return rows;
}
