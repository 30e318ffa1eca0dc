/**
 * The demo's four months of money history, written through the ledger's own rules
 * (ledger.ts): every seeded use, recharge and deduction leaves the same rows a live one
 * would, so the seeded balances are explained row by row like the live ones.
 */
import type { PayType } from '@/services/finance';
import { CONSUME_TYPES, type ConsumeType } from './consumption';
import { day, deductionRows, flow, nextNo, pad, type Ledger, type StoredRecharge } from './ledger';
import type { MockPlatform } from './platform';
import { beijingTime, MOCK_NOW, type Random } from './random';
interface SeedEvent {
  at: number;
  kind: 'use' | 'recharge' | 'pendingRecharge' | 'rejectedRecharge' | 'deduction';
  type?: ConsumeType;
  unitPrice: number;
  quantity: number;
  failed?: boolean;
  refunded?: boolean;
  payType?: PayType;
  remark?: string;
}

const DAYS = 120;
const OPERATORS = ['张晓云', '李仓管', '财务-周敏'];
const DEDUCTION_REASONS = ['补扣 10 月征信查询费差额', '电子签约通道费调整', '短信超量补扣'];

function orderNoAt(random: Random, at: number): string {
  return `ZL${day(beijingTime(at))}${pad(random.int(100000, 999999), 6)}`;
}

/** One platform's four months of uses, recharges and deductions, oldest first. */
function eventsFor(random: Random, platform: MockPlatform, index: number): SeedEvent[] {
  const start = Math.max(MOCK_NOW - DAYS * 86_400_000, Date.parse(platform.signTime.replace(' ', 'T') + '+08:00'));
  const span = MOCK_NOW - start - 3_600_000;
  if (span <= 0) return [];
  const busy = platform.ships ? 3 : index % 3 === 0 ? 2 : 1;
  const uses = Math.round((span / 86_400_000) * busy * 0.9) + 20;
  const events: SeedEvent[] = [];
  const pickType = (): ConsumeType =>
    random.pick<ConsumeType>(
      platform.ships
        ? ['risk_query', 'risk_query', 'waybill', 'waybill', 'sms', 'esign', 'id_check', 'credit_report']
        : ['risk_query', 'risk_query', 'sms', 'esign', 'id_check', 'credit_report'],
    );
  for (let n = 0; n < uses; n += 1) {
    const type = pickType();
    const unitPrice = type === 'risk_query' ? platform.creditFeePrice : CONSUME_TYPES[type].price;
    events.push({
      at: start + random.int(0, span),
      kind: 'use',
      type,
      unitPrice,
      quantity: type === 'sms' ? random.int(20, 400) : 1,
      failed: random.chance(0.02),
      refunded: type !== 'sms' && random.chance(0.015),
    });
  }
  for (let at = start + random.int(1, 5) * 86_400_000; at < MOCK_NOW; at += random.int(12, 30) * 86_400_000) {
    events.push({
      at,
      kind: 'recharge',
      unitPrice: random.pick([200_000, 300_000, 500_000, 1_000_000, 2_000_000]),
      quantity: 1,
      payType: random.pick<PayType>([1, 1, 2, 3]),
    });
  }
  if (index % 4 === 1)
    events.push({
      at: MOCK_NOW - random.int(1, 3) * 86_400_000,
      kind: 'pendingRecharge',
      unitPrice: 500_000,
      quantity: 1,
      payType: 1,
      remark: '对公转账，待财务核对到账',
    });
  if (index % 9 === 2)
    events.push({
      at: start + random.int(0, span),
      kind: 'rejectedRecharge',
      unitPrice: 100_000,
      quantity: 1,
      payType: 1,
      remark: '转账凭证与金额不符',
    });
  if (index % 5 === 0)
    events.push({
      at: start + random.int(0, span),
      kind: 'deduction',
      unitPrice: random.pick([1_500, 8_800, 20_000]),
      quantity: 1,
      remark: random.pick(DEDUCTION_REASONS),
    });
  return events.sort((a, b) => a.at - b.at);
}

/**
 * Seeds four months of history per platform, walking back from the balance it has today:
 * each row's balance after is known exactly, a recharge that would have left a negative
 * balance before it is dropped, and the opening balance is where the walk ends.
 */
export function seedLedger(random: Random, platforms: MockPlatform[], targets: Map<number, number>): Ledger {
  const ledger: Ledger = { recharges: [], flows: [], consumption: [], opening: new Map(), sequence: 0 };
  type Pending = { at: number; apply: () => void };
  const rows: Pending[] = [];
  platforms.forEach((platform, index) => {
    const events = eventsFor(random, platform, index);
    const final = targets.get(platform.id) ?? random.int(5_000, 3_000_000);
    // Walk back: the balance after each event, newest first.
    let balance = final;
    const after = new Map<SeedEvent, number>();
    for (let i = events.length - 1; i >= 0; i -= 1) {
      const event = events[i];
      const amount = event.unitPrice * event.quantity;
      after.set(event, balance);
      // A refund needs the charge to have gone through first: with too little balance, it failed.
      if (event.kind === 'use' && event.refunded && balance < amount) {
        event.refunded = false;
        event.failed = true;
      }
      if (event.kind === 'use' && !event.failed) balance += event.refunded ? 0 : amount;
      else if (event.kind === 'deduction') balance += amount;
      else if (event.kind === 'recharge') {
        if (balance - amount < 0) {
          event.kind = 'rejectedRecharge';
          event.remark = '重复提交，已驳回';
        } else balance -= amount;
      }
    }
    ledger.opening.set(platform.id, balance);
    platform.balance = final;
    for (const event of events) {
      const balanceAfter = after.get(event)!;
      rows.push({ at: event.at, apply: () => writeSeedRows(ledger, random, platform, event, balanceAfter) });
    }
  });
  // Numbers follow time across all platforms; lists are newest first.
  rows.sort((a, b) => a.at - b.at).forEach((row) => row.apply());
  ledger.recharges.reverse();
  ledger.flows.reverse();
  ledger.consumption.reverse();
  return ledger;
}

function writeSeedRows(
  ledger: Ledger,
  random: Random,
  platform: MockPlatform,
  event: SeedEvent,
  balanceAfter: number,
): void {
  const time = beijingTime(event.at);
  const amount = event.unitPrice * event.quantity;
  const view = { ...platform, balance: balanceAfter };
  if (event.kind === 'use') {
    const orderNo = orderNoAt(random, event.at);
    ledger.sequence += 1;
    ledger.consumption.push({
      id: ledger.sequence,
      type: event.type!,
      typeName: CONSUME_TYPES[event.type!].label,
      platformId: platform.id,
      platformName: platform.name,
      unitPrice: event.unitPrice,
      quantity: event.quantity,
      amount,
      balanceAfter: event.refunded ? balanceAfter - amount : balanceAfter,
      relatedOrderNo: orderNo,
      result: event.failed ? '失败' : event.refunded ? '已退回' : '成功',
      createTime: time,
    });
    if (event.failed) return;
    // A refunded use was charged, then given back a minute later.
    const charged = event.refunded ? balanceAfter - amount : balanceAfter;
    ledger.flows.push(
      flow(ledger, { ...platform, balance: charged }, 'usage', -amount, time, {
        relatedNo: orderNo,
        remark: CONSUME_TYPES[event.type!].label,
      }),
    );
    if (event.refunded) {
      ledger.flows.push(
        flow(ledger, view, 'refund', amount, beijingTime(event.at + 60_000), {
          relatedNo: orderNo,
          remark: `${CONSUME_TYPES[event.type!].label}失败退回`,
        }),
      );
    }
    return;
  }
  if (event.kind === 'deduction') {
    const { row, log } = deductionRows(ledger, view, amount, event.remark, time);
    ledger.flows.push(row);
    ledger.consumption.push(log);
    return;
  }
  const credited = event.kind === 'recharge';
  const recharge: StoredRecharge = {
    rechargeNo: nextNo(ledger, 'CZ', time),
    platformId: platform.id,
    platformName: platform.name,
    amount,
    payType: event.payType ?? 1,
    voucherUrl: event.payType === 1 ? '/mock-files/seed/transfer-voucher.svg' : undefined,
    balanceBefore: credited ? balanceAfter - amount : balanceAfter,
    balanceAfter,
    status: credited ? 1 : event.kind === 'pendingRecharge' ? 0 : 2,
    operatorName: random.pick(OPERATORS),
    remark: event.remark,
    createTime: time,
  };
  ledger.recharges.push(recharge);
  if (credited) ledger.flows.push(flow(ledger, view, 'recharge', amount, time, { relatedNo: recharge.rechargeNo }));
}
