/** The bank's rules a transfer list's line must meet (src/features/settlement/transferCheck.ts). */
import { describe, expect, it } from 'vitest';
import { checkTransfers, wholeAccount } from '@/features/settlement/transferCheck';
import { AGENT_TYPE, type Agent } from '@/services/agent';
import { SETTLEMENT_STATUS, type Settlement } from '@/services/settlement';

const settlement = (settleNo: string, agentId: number, settleAmount: number): Settlement => ({
  settleNo,
  agentId,
  agentName: `代理${agentId}`,
  settleAmount,
  voucherUrls: [],
  status: SETTLEMENT_STATUS.awaitingVoucher,
});
const agent = (id: number, patch: Partial<Agent> = {}): Agent => ({
  id,
  name: '西安乐享科技有限公司',
  type: AGENT_TYPE.company,
  status: 1,
  bankName: '招商银行西安分行',
  bankAccount: '6214830012345678',
  accountHolder: '西安乐享科技有限公司',
  ...patch,
});

function judge(rows: Settlement[], agents: Agent[], fresh = rows) {
  return checkTransfers(
    rows,
    new Map(fresh.map((row) => [row.settleNo, row])),
    new Map(agents.map((item) => [item.id, item])),
  );
}

describe('a transfer list line', () => {
  it('takes an account as digits only, 12 to 19 of them, never a masked one', () => {
    expect(wholeAccount('6214 8300 1234 5678')).toBe('6214830012345678');
    expect(wholeAccount('６２１４８３００１２３４５６７８')).toBe('6214830012345678');
    expect(wholeAccount('6222 **** **** 1234')).toBeUndefined();
    expect(wholeAccount('62148300123')).toBeUndefined();
    expect(wholeAccount('62148300123456789012')).toBeUndefined();
    expect(wholeAccount(undefined)).toBeUndefined();
  });

  it('refuses an amount of 0 or below, and never nets it into the total', () => {
    const { payable, refused } = judge(
      [settlement('JS1', 1, 0), settlement('JS2', 2, -5000), settlement('JS3', 3, 123450)],
      [agent(1), agent(2), agent(3)],
    );
    expect(payable.map((line) => line.settleNo)).toEqual(['JS3']);
    expect(refused.map((row) => [row.settleNo, row.reasons])).toEqual([
      ['JS1', ['amount']],
      ['JS2', ['amount']],
    ]);
  });

  it('refuses a missing or invisible-character holder rather than using the agent’s name, and a missing bank', () => {
    const { payable, refused } = judge(
      [settlement('JS1', 1, 100), settlement('JS2', 2, 100), settlement('JS3', 3, 100)],
      [agent(1, { accountHolder: '' }), agent(2, { accountHolder: '魏\u200b军' }), agent(3, { bankName: ' ' })],
    );
    expect(payable).toEqual([]);
    expect(refused.map((row) => row.reasons)).toEqual([['holder'], ['holderInvisible'], ['bank']]);
  });

  it('judges the settlement as re-read: settled meanwhile, or its amount changed', () => {
    const selected = [settlement('JS1', 1, 100), settlement('JS2', 2, 100)];
    const fresh = [
      { ...selected[0], status: SETTLEMENT_STATUS.settled },
      { ...selected[1], settleAmount: 90 },
    ];
    const { refused } = judge(selected, [agent(1), agent(2)], fresh);
    expect(refused).toEqual([
      {
        settleNo: 'JS1',
        agentName: '西安乐享科技有限公司',
        amount: 100,
        amountNow: undefined,
        reasons: ['notAwaiting'],
      },
      { settleNo: 'JS2', agentName: '西安乐享科技有限公司', amount: 100, amountNow: 90, reasons: ['amountChanged'] },
    ]);
    expect(judge(selected, [agent(1), agent(2)], []).refused.every((row) => row.reasons[0] === 'notAwaiting')).toBe(
      true,
    );
  });

  it('marks 对私 an individual, and a company paid to a person (公转私); 对公 a company paid to itself', () => {
    const { payable } = judge(
      [settlement('JS1', 1, 100), settlement('JS2', 2, 100), settlement('JS3', 3, 100)],
      [
        agent(1),
        agent(2, { accountHolder: '魏军' }),
        agent(3, { type: AGENT_TYPE.individual, name: '魏军', accountHolder: '魏军' }),
      ],
    );
    expect(payable.map((line) => [line.settleNo, line.personal, line.account])).toEqual([
      ['JS1', false, '6214830012345678'],
      ['JS2', true, '6214830012345678'],
      ['JS3', true, '6214830012345678'],
    ]);
  });
});
