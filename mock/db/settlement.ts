import { SETTLEMENT_STATUS, type Settlement, type SettlementStatus } from '@/services/settlement';
import type { MockAgent, MockSigning } from './agent';
import { beijingTime, MOCK_NOW, type Random } from './random';
import type { Stored } from './stored';

export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  0: '待确认',
  1: '待上传凭证',
  2: '已结算',
  3: '已驳回',
  4: '已取消',
};

/** A settlement as stored: the rate it was computed with, in basis points. */
export interface MockSettlement extends Omit<
  Stored<Settlement, 'agentName' | 'platformName' | 'orderAmount' | 'createTime' | 'period' | 'agentId'>,
  'commissionRate'
> {
  commissionBp: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `2026-10` for a month offset back from the mock's "now" (1 = last month). */
function periodBack(months: number): string {
  const now = new Date(MOCK_NOW + 8 * 3_600_000);
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1, 2)}`;
}

/**
 * The commission on an order amount: fen times basis points, rounded once, integers only.
 * @internal exported for its tests
 */
export function commissionOf(orderAmount: number, bp: number): number {
  return Math.round((orderAmount * bp) / 10_000);
}

/**
 * A year of monthly settlements for every signed platform: one row per agent, platform and
 * month since signing. The order amount adds up from that month's orders and the
 * settlement amount from it and the agent's rate. Older months are settled; last month
 * waits for delivery confirmation or for its payment voucher.
 */
export function seedSettlements(random: Random, agents: MockAgent[], signings: MockSigning[]): MockSettlement[] {
  const rows: MockSettlement[] = [];
  let sequence = 0;
  for (let back = 12; back >= 1; back -= 1) {
    const period = periodBack(back);
    for (const signing of signings) {
      if (signing.signStatus === '待签约' || signing.signTime.slice(0, 7) >= period) continue;
      const agent = agents.find((candidate) => candidate.id === signing.agentId)!;
      const orderCount = random.int(4, 60);
      let orderAmount = 0;
      for (let order = 0; order < orderCount; order += 1)
        orderAmount +=
          random.pick([12_900, 29_900, 32_900, 39_900, 45_800, 56_900, 61_500, 98_000]) * random.pick([3, 6, 12]);
      const created = Date.parse(`${periodBack(back - 1)}-03T10:00:00+08:00`) + random.int(0, 86_400) * 1000;
      const status: SettlementStatus =
        back === 1
          ? random.chance(0.55)
            ? 0
            : 1
          : back === 2 && random.chance(0.2)
            ? 1
            : random.chance(0.04)
              ? 3
              : random.chance(0.03)
                ? 4
                : 2;
      sequence += 1;
      const confirmed = status === 1 || status === 2 ? created + random.int(1, 4) * 86_400_000 : undefined;
      const paid = status === 2 ? (confirmed ?? created) + random.int(1, 6) * 86_400_000 : undefined;
      rows.push({
        settleNo: `JS${beijingTime(created).slice(0, 10).replace(/-/g, '')}${pad(sequence, 4)}`,
        agentId: agent.id,
        agentName: agent.name,
        platformId: signing.platformId,
        platformName: signing.platformName,
        period,
        orderCount,
        orderAmount,
        settleAmount: commissionOf(orderAmount, agent.commissionBp),
        commissionBp: agent.commissionBp,
        deliveryConfirmTime: confirmed && confirmed < MOCK_NOW ? beijingTime(confirmed) : undefined,
        voucherUrls: paid ? ['/mock-files/seed/payment-voucher.svg'] : [],
        voucherUploadTime: paid && paid < MOCK_NOW ? beijingTime(paid) : undefined,
        operatorName: status === 0 ? undefined : random.pick(['张晓云', '财务-周敏']),
        remark:
          status === SETTLEMENT_STATUS.rejected
            ? '订单数据与平台对账不一致，已驳回重算'
            : status === SETTLEMENT_STATUS.cancelled
              ? '平台合同终止，本期不结算'
              : undefined,
        status,
        createTime: beijingTime(created),
      });
    }
  }
  return rows.sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : 0));
}
