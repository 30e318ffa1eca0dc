/**
 * The layouts a bank's batch-payment import reads, as data: each column's header and where its
 * value comes from. `generic` is the console's own list (its headers follow the language);
 * `cmb` and `icbc` are the two banks' published templates, and their headers are the bank's own
 * words, written the same whatever language the console shows, so they live here and not in
 * the locale files. Checked against open-source generators of each template (docs/decisions.md,
 * "The payout loop with the bank"): 招商银行's 22-column 批量支付 sheet (业务参考号 … 业务摘要) and
 * 工商银行's 19-column 批量支付 (币种 … 自定义序号).
 *
 * The contract holds no payee branch, province, city, area code or 联行号 (docs/backend.md
 * proposes them): those columns stay empty, except a branch column the operator chooses to
 * fill with the bank's name (./transferProfile.ts). The settlement number goes in 用途, where
 * the bank's result file brings it back (./bankResult.ts).
 */
import type { TransferLine } from './transferCheck';

export const BANK_LAYOUTS = ['generic', 'cmb', 'icbc'] as const;
export type BankLayoutId = (typeof BANK_LAYOUTS)[number];

/** What the paying company sets once in its profile: its own account, name and branch. */
export const PAYER_SETTINGS = ['payerAccount', 'payerName', 'payerBranch'] as const;
export type PayerSetting = (typeof PAYER_SETTINGS)[number];

/** Where a column's value comes from. */
export type ColumnSource =
  | { line: 'settleNo' | 'holder' | 'account' | 'bank' | 'agentName' | 'amount' }
  /** 对公 / 对私 in the layout's words (a locale key's last part for the generic list). */
  | { kind: true }
  /** The payee's branch: the contract has none; the bank's name when the profile says so. */
  | { branch: true }
  | { payer: PayerSetting }
  | { fixed: string }
  /** The day the list is written, 20261205. */
  | { today: true }
  /** 1, 2, 3… within the file. */
  | { sequence: true }
  /** A column the bank takes empty, or whose value the contract does not hold. */
  | { empty: true };

/** The generic list's headers: the last part of their message keys (settlement.transfer.col.*). */
const GENERIC_HEADERS = ['holder', 'account', 'bank', 'kind', 'amount', 'purpose'] as const;
export type GenericHeader = (typeof GENERIC_HEADERS)[number];
export const isGenericHeader = (header: string): header is GenericHeader =>
  (GENERIC_HEADERS as readonly string[]).includes(header);

export interface LayoutColumn {
  /** Stable within its layout: what a profile keeps to choose and order columns. */
  id: string;
  /** The bank's header, or (generic) a message key under settlement.transfer.col. */
  header: string;
  source: ColumnSource;
  /** The bank refuses the file without it: a profile cannot leave it out. */
  required?: boolean;
}

export interface BankLayout {
  id: BankLayoutId;
  /** Headers are message keys (the generic list) or the bank's own words. */
  translatedHeaders: boolean;
  columns: readonly LayoutColumn[];
}

const column = (id: string, header: string, source: ColumnSource, required = false): LayoutColumn => ({
  id,
  header,
  source,
  ...(required ? { required } : {}),
});
const empty: ColumnSource = { empty: true };

const GENERIC: BankLayout = {
  id: 'generic',
  translatedHeaders: true,
  columns: [
    column('holder', 'holder', { line: 'holder' }, true),
    column('account', 'account', { line: 'account' }, true),
    column('bank', 'bank', { line: 'bank' }),
    column('kind', 'kind', { kind: true }),
    column('amount', 'amount', { line: 'amount' }, true),
    column('purpose', 'purpose', { line: 'settleNo' }, true),
  ],
};

/** 招商银行 企业网银 批量支付 (22 columns). */
const CMB: BankLayout = {
  id: 'cmb',
  translatedHeaders: false,
  columns: [
    column('reference', '业务参考号', { line: 'settleNo' }, true),
    column('payeeNo', '收款人编号', empty),
    column('account', '收款人帐号', { line: 'account' }, true),
    column('holder', '收款人名称', { line: 'holder' }, true),
    column('branch', '收方开户支行', { branch: true }),
    column('province', '收款人所在省', empty),
    column('city', '收款人所在市', empty),
    column('email', '收方邮件地址', empty),
    column('mobile', '收方移动电话', empty),
    column('currency', '币种', { fixed: '人民币' }),
    column('payerBranch', '付款分行', { payer: 'payerBranch' }),
    column('settleMode', '结算方式', { fixed: '普通' }),
    column('business', '业务种类', { fixed: '普通汇兑' }),
    column('payerAccount', '付方帐号', { payer: 'payerAccount' }, true),
    column('payerSub', '付方虚拟户编号', empty),
    column('date', '期望日', { today: true }),
    column('time', '期望时间', empty),
    column('purpose', '用途', { line: 'settleNo' }, true),
    column('amount', '金额', { line: 'amount' }, true),
    column('bankCode', '收方联行号', empty),
    column('bank', '收方开户银行', { line: 'bank' }),
    column('summary', '业务摘要', { line: 'agentName' }),
  ],
};

/** 工商银行 企业网银 批量支付 (19 columns). */
const ICBC: BankLayout = {
  id: 'icbc',
  translatedHeaders: false,
  columns: [
    column('currency', '币种', { fixed: 'RMB' }),
    column('date', '日期', { today: true }),
    column('detailFlag', '明细标志', empty),
    column('sequence', '顺序号', { sequence: true }),
    column('payerBranch', '付款账号开户行', { payer: 'payerBranch' }, true),
    column('payerAccount', '付款账号/卡号', { payer: 'payerAccount' }, true),
    column('payerName', '付款账号名称/卡名称', { payer: 'payerName' }, true),
    column('bank', '收款账号开户行', { line: 'bank' }, true),
    column('province', '收款账号省份', empty),
    column('city', '收款账号地市', empty),
    column('areaCode', '收款账号地区码', empty),
    column('account', '收款账号', { line: 'account' }, true),
    column('holder', '收款账号名称', { line: 'holder' }, true),
    column('amount', '金额', { line: 'amount' }, true),
    column('purpose', '汇款用途', { line: 'settleNo' }, true),
    column('remark', '备注信息', { line: 'agentName' }),
    column('remitMode', '汇款方式', empty),
    column('mobile', '收款账户短信通知手机号码', empty),
    column('ownSequence', '自定义序号', { sequence: true }),
  ],
};

const LAYOUTS: Record<BankLayoutId, BankLayout> = { generic: GENERIC, cmb: CMB, icbc: ICBC };

export const bankLayout = (id: BankLayoutId): BankLayout => LAYOUTS[id];

export const isBankLayoutId = (value: unknown): value is BankLayoutId =>
  typeof value === 'string' && (BANK_LAYOUTS as readonly string[]).includes(value);

/**
 * The columns a file writes: `chosen` (ids, in the operator's order) when given, the layout's
 * required columns always (placed after the chosen ones when left out), unknown ids dropped.
 */
export function chosenColumns(layout: BankLayout, chosen?: readonly string[]): LayoutColumn[] {
  if (!chosen) return [...layout.columns];
  const byId = new Map(layout.columns.map((item) => [item.id, item]));
  const picked = [...new Set(chosen)].flatMap((id) => byId.get(id) ?? []);
  const missing = layout.columns.filter((item) => item.required && !picked.includes(item));
  return [...picked, ...missing];
}

/** The payer settings the columns need. */
export const payerSettingsUsed = (columns: readonly LayoutColumn[]): PayerSetting[] =>
  PAYER_SETTINGS.filter((setting) => columns.some((item) => 'payer' in item.source && item.source.payer === setting));

export interface CellContext {
  /** 1-based within the file. */
  sequence: number;
  /** yyyyMMdd */
  today: string;
  payer: Readonly<Record<PayerSetting, string>>;
  /** Fill a branch column with the bank's name (the contract holds no branch). */
  branchAsBank: boolean;
  kindText: (personal: boolean) => string;
}

/** A cell's value: text, or the amount in fen (written as yuan by the file's writer). */
export type LayoutCell = string | { fen: number };

export function cellOf(source: ColumnSource, line: TransferLine, context: CellContext): LayoutCell {
  if ('line' in source) return source.line === 'amount' ? { fen: line.amount } : line[source.line];
  if ('kind' in source) return context.kindText(line.personal);
  if ('branch' in source) return context.branchAsBank ? line.bank : '';
  if ('payer' in source) return context.payer[source.payer].trim();
  if ('fixed' in source) return source.fixed;
  if ('today' in source) return context.today;
  if ('sequence' in source) return String(context.sequence);
  return '';
}

/** yyyyMMdd in the operator's time zone. */
export function compactDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
}

/** `lines` in files of at most `limit` lines each (a bank's batch takes so many). */
export function splitLines<T>(lines: readonly T[], limit: number): T[][] {
  const size = Math.max(1, Math.floor(limit));
  const files: T[][] = [];
  for (let start = 0; start < lines.length; start += size) files.push(lines.slice(start, start + size));
  return files;
}
