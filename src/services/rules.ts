/**
 * Field rules and limits the backend enforces, stated once: the forms check them next to
 * the field before anything is sent, and the mock backend refuses what breaks them, from
 * these same values. Where the real backend's rules differ, change them here.
 */

/** A mainland mobile number. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** A resident ID number's shape: 17 digits and a check character (an x is upper-cased before sending). */
const ID_CARD_PATTERN = /^\d{17}[\dX]$/;

/** GB 11643's weights of the first 17 digits, and the check character of each remainder mod 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character GB 11643 gives 17 digits. */
export function residentIdCheck(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * ID_WEIGHTS[index];
  return ID_CHECK[sum % 11];
}

/**
 * A resident ID number as GB 11643 has it: the shape, a birth date that exists (not after
 * today, not before 1900) and the right check character. `123456789012345678` and a month 13
 * are refused.
 */
export function isResidentId(id: string, today = new Date()): boolean {
  if (!ID_CARD_PATTERN.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const exists = birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  if (!exists || year < 1900 || birth.getTime() > today.getTime()) return false;
  return residentIdCheck(id) === id[17];
}

/**
 * Typed text as the rules read it: full-width digits and punctuation (`１２３．４５`, an IME's
 * default) become ASCII (NFKC), and with `spaces: false` the spaces an account number is
 * grouped with are dropped. Applied as the operator types, so a form never refuses them.
 */
export function normalizeTyped(text: string, { spaces = true }: { spaces?: boolean } = {}): string {
  const ascii = text.normalize('NFKC');
  return spaces ? ascii : ascii.replace(/\s+/g, '');
}
/** The longest text each agent field takes (the form's limits, an import's checks). */
export const AGENT_TEXT_LIMITS = { name: 50, contactName: 20, bankName: 40, accountHolder: 50 } as const;

/** A bank account number: 12 to 19 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{12,19}$/;
/** An Alipay AppID: 16 digits. */
export const ALIPAY_APP_ID_PATTERN = /^\d{16}$/;

/** How often one waybill may be printed (first print and reprints together). */
export const MAX_PRINTS = 10;
/** The most orders one cloud print call takes: a bigger batch is sent in several calls. */
export const MAX_PRINT_BATCH = 100;
/** Voucher files on one settlement. */
export const MAX_SETTLEMENT_VOUCHERS = 9;
/** The longest remark or note. */
export const MAX_NOTE_LENGTH = 500;

/**
 * Whether a settlement account's holder (开户名) is the agent itself: a company is paid to an
 * account in the company's name, an individual to one in their own name. Compared as typed
 * forms (full-width, spaces, brackets) fold: 杭州某某（科技）有限公司 is 杭州某某(科技)有限公司.
 */
export function payeeNameMatches(agentName: string, accountHolder: string | undefined): boolean {
  if (!accountHolder) return true;
  const fold = (text: string) => normalizeTyped(text, { spaces: false }).replace(/[()]/g, '').toLowerCase();
  return fold(agentName) === fold(accountHolder);
}

/**
 * A review's decision as written into the agent's remarks (the contract keeps no review log:
 * a remark is who, when and what): one form whatever the reviewer's language, so the
 * review's history reads it back. Earlier rejections were written 驳回原因：….
 */
const REVIEW_MARKS = { approved: '【审核通过】', rejected: '【驳回】' } as const;
const EARLIER_REJECTION = /^(驳回原因：|Rejected: )/;

export type ReviewDecision = keyof typeof REVIEW_MARKS;

export function reviewRemark(decision: ReviewDecision, reason?: string): string {
  return reason ? `${REVIEW_MARKS[decision]}${reason}` : REVIEW_MARKS[decision];
}

export function readReviewRemark(content: string): { decision: ReviewDecision; reason?: string } | undefined {
  for (const decision of Object.keys(REVIEW_MARKS) as ReviewDecision[])
    if (content.startsWith(REVIEW_MARKS[decision]))
      return { decision, reason: content.slice(REVIEW_MARKS[decision].length).trim() || undefined };
  const earlier = EARLIER_REJECTION.exec(content);
  return earlier ? { decision: 'rejected', reason: content.slice(earlier[0].length).trim() || undefined } : undefined;
}
