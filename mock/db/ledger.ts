import type { ConsumeLog } from '@/services/consumption';
import type { FinanceFlow, FlowType, PayType, Recharge } from '@/services/finance';
import { CONSUME_TYPES, type ConsumeType } from './consumption';
import type { MockPlatform } from './platform';
import { nowText } from './random';
import type { Stored } from './stored';

export type StoredRecharge = Stored<Recharge, 'platformId' | 'platformName' | 'balanceBefore' | 'balanceAfter'>;
export type StoredFlow = Stored<FinanceFlow, 'platformId' | 'platformName' | 'type' | 'balanceAfter'>;
export type StoredConsumption = Stored<
  ConsumeLog,
  | 'type'
  | 'typeName'
  | 'quantity'
  | 'createTime'
  | 'result'
  | 'amount'
  | 'platformId'
  | 'platformName'
  | 'unitPrice'
  | 'balanceAfter'
>;

/**
 * One ledger behind recharges, finance flows and consumption logs. A platform's balance
 * changes only here, and every change writes the rows that explain it, so the numbers
 * agree across screens: balance = opening balance + recharges + refunds − consumption −
 * deductions. Lists are kept newest first.
 */
export interface Ledger {
  recharges: StoredRecharge[];
  flows: StoredFlow[];
  consumption: StoredConsumption[];
  /** The balance each platform had before its first seeded row. */
  opening: Map<number, number>;
  sequence: number;
}

export const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const day = (time: string) => time.slice(0, 10).replace(/-/g, '');

export function nextNo(ledger: Ledger, prefix: string, time: string): string {
  ledger.sequence += 1;
  return `${prefix}${day(time)}${pad(ledger.sequence, 6)}`;
}

export function flow(
  ledger: Ledger,
  platform: MockPlatform,
  type: FlowType,
  signed: number,
  time: string,
  extra: { relatedNo?: string; remark?: string },
): StoredFlow {
  return {
    flowNo: nextNo(ledger, 'LS', time),
    platformId: platform.id,
    platformName: platform.name,
    direction: signed >= 0 ? 'income' : 'expense',
    type,
    amount: Math.abs(signed),
    balanceAfter: platform.balance,
    relatedNo: extra.relatedNo,
    remark: extra.remark,
    createTime: time,
  };
}

// ---------------------------------------------------------------- live operations (the handlers')

/** Credits a recharge: the balance rises, a recharge row and a flow row are written. */
export function creditRecharge(
  ledger: Ledger,
  platform: MockPlatform,
  input: { amount: number; payType: PayType; voucherUrl?: string; remark?: string; operatorName: string },
): StoredRecharge {
  const time = nowText();
  const before = platform.balance;
  platform.balance += input.amount;
  const row: StoredRecharge = {
    rechargeNo: nextNo(ledger, 'CZ', time),
    platformId: platform.id,
    platformName: platform.name,
    amount: input.amount,
    payType: input.payType,
    voucherUrl: input.voucherUrl,
    balanceBefore: before,
    balanceAfter: platform.balance,
    status: 1,
    operatorName: input.operatorName,
    remark: input.remark,
    createTime: time,
  };
  ledger.recharges.unshift(row);
  ledger.flows.unshift(
    flow(ledger, platform, 'recharge', input.amount, time, { relatedNo: row.rechargeNo, remark: input.remark }),
  );
  return row;
}

/**
 * Charges one use of a service. With too little balance nothing is charged and the row
 * says 失败. Answers the consumption row.
 */
export function chargeUse(
  ledger: Ledger,
  platform: MockPlatform,
  input: { type: ConsumeType; unitPrice: number; quantity: number; relatedOrderNo?: string },
): StoredConsumption {
  const time = nowText();
  const amount = input.unitPrice * input.quantity;
  const ok = platform.balance >= amount;
  if (ok) platform.balance -= amount;
  const row: StoredConsumption = {
    id: ledger.sequence + 1,
    type: input.type,
    typeName: CONSUME_TYPES[input.type].label,
    platformId: platform.id,
    platformName: platform.name,
    unitPrice: input.unitPrice,
    quantity: input.quantity,
    amount,
    balanceAfter: platform.balance,
    relatedOrderNo: input.relatedOrderNo,
    result: ok ? '成功' : '失败',
    createTime: time,
  };
  ledger.sequence += 1;
  ledger.consumption.unshift(row);
  if (ok)
    ledger.flows.unshift(
      flow(ledger, platform, 'usage', -amount, time, { relatedNo: input.relatedOrderNo, remark: row.typeName }),
    );
  return row;
}

/** The two rows of a manual deduction: its flow and its consumption row (手动扣费), for `platform.balance` after it. */
export function deductionRows(
  ledger: Ledger,
  platform: MockPlatform,
  amount: number,
  reason: string | undefined,
  time: string,
) {
  const row = flow(ledger, platform, 'manualDeduction', -amount, time, { remark: reason });
  ledger.sequence += 1;
  const log: StoredConsumption = {
    id: ledger.sequence,
    type: 'manual',
    typeName: CONSUME_TYPES.manual.label,
    platformId: platform.id,
    platformName: platform.name,
    unitPrice: amount,
    quantity: 1,
    amount,
    balanceAfter: platform.balance,
    relatedOrderNo: row.flowNo,
    result: '成功',
    createTime: time,
  };
  return { row, log };
}

/** A manual deduction: the balance falls, a flow row and a consumption row (手动扣费) are written. */
export function deductFee(
  ledger: Ledger,
  platform: MockPlatform,
  input: { amount: number; reason: string },
): StoredFlow {
  platform.balance -= input.amount;
  const { row, log } = deductionRows(ledger, platform, input.amount, input.reason, nowText());
  ledger.flows.unshift(row);
  ledger.consumption.unshift(log);
  return row;
}
