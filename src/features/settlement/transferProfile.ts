/**
 * How an operator's bank wants its transfer list, set once and kept per operator in this
 * browser (src/core/storagePolicy.ts keeps it across sign-outs): the layout, its columns and
 * their order, the file (xlsx, or CSV in UTF-8 or GBK), where the count and total go, the most
 * lines one file takes, the paying company's own account, name and branch, and whether the
 * payee's branch column carries the bank's name. A profile written by an earlier build in
 * another shape reads as the defaults, field by field, never as a crash.
 */
import { storageOwner } from '@/core/owner';
import { isRecord, preferenceKey, readPreference, writePreference } from '@/core/preferences';
import { BANK_LAYOUTS, isBankLayoutId, PAYER_SETTINGS, type BankLayoutId, type PayerSetting } from './bankLayouts';

export const FILE_KINDS = ['xlsx', 'csv'] as const;
export const TEXT_ENCODINGS = ['utf-8', 'gbk'] as const;
/** The count and total: a sheet of their own (xlsx), lines above the header, or not written. */
export const SUMMARY_PLACES = ['sheet', 'block', 'none'] as const;

/** The most lines one batch file takes at most banks. */
const DEFAULT_ROW_LIMIT = 3000;
export const MAX_ROW_LIMIT = 50_000;

export interface TransferProfile {
  layout: BankLayoutId;
  /** Per layout: the columns written, in order (ids); absent, all of the layout's. */
  columns: Partial<Record<BankLayoutId, string[]>>;
  file: (typeof FILE_KINDS)[number];
  encoding: (typeof TEXT_ENCODINGS)[number];
  summary: (typeof SUMMARY_PLACES)[number];
  rowLimit: number;
  payer: Record<PayerSetting, string>;
  branchAsBank: boolean;
}

export const DEFAULT_PROFILE: TransferProfile = {
  layout: 'generic',
  columns: {},
  file: 'xlsx',
  encoding: 'utf-8',
  summary: 'sheet',
  rowLimit: DEFAULT_ROW_LIMIT,
  payer: { payerAccount: '', payerName: '', payerBranch: '' },
  branchAsBank: true,
};

const storageKey = () => preferenceKey(storageOwner(), 'transfer-profile');

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Each field as stored when it has its shape, else its default.
 * @internal exported for its tests
 */
export function profileFrom(stored: unknown): TransferProfile {
  if (!isRecord(stored)) return DEFAULT_PROFILE;
  const pick = <K extends keyof TransferProfile>(key: K, isShape: (value: unknown) => boolean): TransferProfile[K] =>
    isShape(stored[key]) ? (stored[key] as TransferProfile[K]) : DEFAULT_PROFILE[key];
  const columns = isRecord(stored.columns)
    ? Object.fromEntries(
        BANK_LAYOUTS.flatMap((id) => {
          const list = (stored.columns as Record<string, unknown>)[id];
          return isStringList(list) ? [[id, list]] : [];
        }),
      )
    : {};
  const payer = isRecord(stored.payer) ? stored.payer : {};
  const rowLimit = stored.rowLimit;
  return {
    layout: pick('layout', isBankLayoutId),
    columns,
    file: pick('file', oneOf(FILE_KINDS)),
    encoding: pick('encoding', oneOf(TEXT_ENCODINGS)),
    summary: pick('summary', oneOf(SUMMARY_PLACES)),
    rowLimit:
      typeof rowLimit === 'number' && Number.isInteger(rowLimit) && rowLimit >= 1 && rowLimit <= MAX_ROW_LIMIT
        ? rowLimit
        : DEFAULT_ROW_LIMIT,
    payer: Object.fromEntries(
      PAYER_SETTINGS.map((setting) => [setting, typeof payer[setting] === 'string' ? payer[setting] : '']),
    ) as Record<PayerSetting, string>,
    branchAsBank: pick('branchAsBank', (value) => typeof value === 'boolean'),
  };
}

export const readTransferProfile = (): TransferProfile =>
  profileFrom(readPreference(storageKey(), (value): value is unknown => value !== undefined));

export const saveTransferProfile = (profile: TransferProfile): void => writePreference(storageKey(), profile);
