/**
 * Which selected settlements a bank's batch transfer can pay, judged by the bank's rules and
 * not by the list's loaded rows: each settlement as re-read just before the file is written
 * (still 待上传凭证, the same amount), an amount above zero in whole fen, an account of 12 to
 * 19 digits (never a masked one), a holder's name present and free of control or invisible
 * format characters (never replaced by the agent's name), and a bank. A row that fails is
 * named with every reason; only payable rows go into the file.
 */
import { AGENT_TYPE, type Agent } from '@/services/agent';
import { BANK_ACCOUNT_PATTERN, normalizeTyped, payeeNameMatches } from '@/services/rules';
import { SETTLEMENT_STATUS, type Settlement } from '@/services/settlement';

/** Why a settlement cannot go into the list (a message key's last part, settlementBatch locale). */
type TransferRefusal =
  'notAwaiting' | 'amountChanged' | 'amount' | 'noPayee' | 'account' | 'holder' | 'holderInvisible' | 'bank';

/** One line of the bank's list: what the bank pays, to whom, and the settlement it settles. */
export interface TransferLine {
  settleNo: string;
  agentName: string;
  holder: string;
  /** Digits only. */
  account: string;
  bank: string;
  /** 对私: an individual's account, or a company's commission paid to a person (公转私). */
  personal: boolean;
  /** Fen, above zero. */
  amount: number;
}

export interface RefusedSettlement {
  settleNo: string;
  agentName: string;
  /** As selected, fen. */
  amount: number;
  /** As re-read, when it changed. */
  amountNow?: number;
  reasons: TransferRefusal[];
}

export interface TransferCheck {
  payable: TransferLine[];
  refused: RefusedSettlement[];
}

// Control characters (Cc) and invisible format characters (Cf: zero-width space, joiners,
// direction marks, BOM): a bank compares the holder's name byte for byte.
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** The account as the bank needs it: digits only, or undefined when it is not a whole account. */
export function wholeAccount(account: string | undefined): string | undefined {
  if (!account) return undefined;
  const digits = normalizeTyped(account, { spaces: false });
  return BANK_ACCOUNT_PATTERN.test(digits) ? digits : undefined;
}

/**
 * `selected`: the settlements as the operator selected them; `fresh`: the 待上传凭证 ones as
 * re-read now, by number; `payees`: each agent's detail, by id.
 */
export function checkTransfers(
  selected: readonly Settlement[],
  fresh: ReadonlyMap<string, Settlement>,
  payees: ReadonlyMap<number, Agent>,
): TransferCheck {
  const payable: TransferLine[] = [];
  const refused: RefusedSettlement[] = [];
  for (const row of selected) {
    const now = fresh.get(row.settleNo);
    const agent = row.agentId === undefined ? undefined : payees.get(row.agentId);
    const agentName = agent?.name ?? row.agentName ?? '';
    const reasons: TransferRefusal[] = [];
    if (!now || now.status !== SETTLEMENT_STATUS.awaitingVoucher) reasons.push('notAwaiting');
    else if (now.settleAmount !== row.settleAmount) reasons.push('amountChanged');
    const amount = now?.settleAmount ?? row.settleAmount;
    if (!Number.isSafeInteger(amount) || amount <= 0) reasons.push('amount');
    const account = wholeAccount(agent?.bankAccount);
    const holder = agent?.accountHolder?.trim() ?? '';
    if (!agent) reasons.push('noPayee');
    else {
      if (!account) reasons.push('account');
      if (!holder) reasons.push('holder');
      else if (INVISIBLE.test(holder)) reasons.push('holderInvisible');
      if (!agent.bankName?.trim()) reasons.push('bank');
    }
    if (reasons.length > 0 || !agent || !account) {
      refused.push({
        settleNo: row.settleNo,
        agentName,
        amount: row.settleAmount,
        amountNow: now && now.settleAmount !== row.settleAmount ? now.settleAmount : undefined,
        reasons,
      });
      continue;
    }
    payable.push({
      settleNo: row.settleNo,
      agentName,
      holder,
      account,
      bank: agent.bankName!.trim(),
      personal: agent.type === AGENT_TYPE.individual || !payeeNameMatches(agent.name, holder),
      amount,
    });
  }
  return { payable, refused };
}
