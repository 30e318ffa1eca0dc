/**
 * A bank's result file of a batch transfer, line by line against the settlements: each line is
 * matched by 用途 (the settlement number the transfer list wrote) and checked against the
 * payee's whole account and the amount. A paid line that matches a settlement awaiting its
 * voucher is settled; a line the bank failed stays 待上传凭证 with the bank's reason (the next
 * list pays it); anything that does not match is named at its cell and settles nothing.
 */
import type { Messages } from '@/adapters/intl';
import type { CheckedRow, ImportField, MappedRow } from '@/components/imports';
import { formatMoney, parseYuan } from '@/core/money';
import type { Agent } from '@/services/agent';
import { SETTLEMENT_STATUS, type Settlement } from '@/services/settlement';
import { wholeAccount } from './transferCheck';

export type BankResultColumn = 'account' | 'holder' | 'amount' | 'purpose' | 'status' | 'reason' | 'serial';

/** A paid line ready to settle its settlement. */
export interface BankPayout {
  settlement: Settlement;
  serial: string;
}

export function bankResultFields({ t }: Messages): ImportField<BankResultColumn>[] {
  return [
    {
      key: 'account',
      label: t('settlement.bankResult.col.account'),
      required: true,
      aliases: ['收方帐号', '收方账号', '收款人帐号', '收款人账号', '收款账号', '对方账号', '账号'],
    },
    {
      key: 'holder',
      label: t('settlement.bankResult.col.holder'),
      aliases: ['收方户名', '收款人名称', '收款账号名称', '收款户名', '对方户名', '户名'],
    },
    {
      key: 'amount',
      label: t('settlement.bankResult.col.amount'),
      required: true,
      aliases: ['交易金额', '付款金额', '汇款金额', '金额'],
    },
    {
      key: 'purpose',
      label: t('settlement.bankResult.col.purpose'),
      required: true,
      aliases: ['汇款用途', '附言', '摘要', '用途'],
    },
    {
      key: 'status',
      label: t('settlement.bankResult.col.status'),
      required: true,
      aliases: ['交易状态', '处理结果', '处理状态', '业务状态', '结果', '状态'],
    },
    {
      key: 'reason',
      label: t('settlement.bankResult.col.reason'),
      aliases: ['原因', '失败原因', '错误信息', '处理信息', '备注'],
    },
    {
      key: 'serial',
      label: t('settlement.bankResult.col.serial'),
      aliases: ['流水号', '交易流水号', '银行流水号', '业务参考号', '银行交易号'],
    },
  ];
}

const PAID = /^(成功|交易成功|处理成功|已成功|已付款|支付成功|success)$/i;
const FAILED = /^(失败|交易失败|处理失败|已退回|退票|被退回|failed?)$/i;

/**
 * `now`: each settlement named by a line, as re-read now, by number (absent: no such settlement);
 * `payees`: the agents' details, by id (their whole accounts).
 */
export function matchBankResult(
  { t }: Messages,
  rows: MappedRow<BankResultColumn>[],
  now: ReadonlyMap<string, Settlement>,
  payees: ReadonlyMap<number, Agent>,
): CheckedRow<BankResultColumn, BankPayout>[] {
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    const { cells } = row;
    const errors: Partial<Record<BankResultColumn, string>> = {};
    const settleNo = cells.purpose.trim();
    const settlement = now.get(settleNo);
    const paid = PAID.test(cells.status.trim());
    const failed = FAILED.test(cells.status.trim());
    if (!paid && !failed) errors.status = t('settlement.bankResult.status', { status: cells.status || '—' });
    if (!settleNo) errors.purpose = t('settlement.bankResult.noPurpose');
    else if (firstLine.has(settleNo)) errors.purpose = t('import.cell.duplicate', { row: firstLine.get(settleNo)! });
    else if (!settlement) errors.purpose = t('settlement.bankResult.unknown', { settleNo });
    if (settleNo && !firstLine.has(settleNo)) firstLine.set(settleNo, row.line);
    if (failed && settlement && Object.keys(errors).length === 0)
      return {
        ...row,
        errors,
        note: t('settlement.bankResult.failed', { reason: cells.reason || t('settlement.bankResult.noReason') }),
      };
    if (!paid || !settlement || Object.keys(errors).length > 0) return { ...row, errors };
    if (settlement.status === SETTLEMENT_STATUS.settled)
      errors.purpose = t('settlement.bankResult.settled', { settleNo });
    else if (settlement.status !== SETTLEMENT_STATUS.awaitingVoucher)
      errors.purpose = t('settlement.bankResult.notAwaiting', { settleNo });
    const amount = parseYuan(cells.amount);
    if (!amount.ok) errors.amount = t('settlement.bankResult.amountFormat');
    else if (amount.fen !== settlement.settleAmount)
      errors.amount = t('settlement.bankResult.amount', { expected: formatMoney(settlement.settleAmount) });
    const payee = settlement.agentId === undefined ? undefined : payees.get(settlement.agentId);
    const account = wholeAccount(cells.account);
    if (!account || account !== wholeAccount(payee?.bankAccount)) errors.account = t('settlement.bankResult.account');
    if (Object.keys(errors).length > 0) return { ...row, errors };
    return {
      ...row,
      errors,
      note: t('settlement.bankResult.toSettle', { amount: formatMoney(settlement.settleAmount) }),
      value: { settlement, serial: cells.serial.trim() },
    };
  });
}
