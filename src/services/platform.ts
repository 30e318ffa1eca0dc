import type * as v from 'valibot';
import { endpoint, keyedEndpoint } from './endpoint';
import { dateTime, fen, int, list, oneOf, option, needed, optional, pageEntries, pageOf, record, text } from './wire';

/** A platform's status on the wire; its labels live in the locale files. */
export const PLATFORM_STATUS = { pending: 0, active: 1, disabled: 2, expired: 3 } as const;
export type PlatformStatus = (typeof PLATFORM_STATUS)[keyof typeof PLATFORM_STATUS];
export const PLATFORM_STATUSES = Object.values(PLATFORM_STATUS) as PlatformStatus[];
const platformStatus = oneOf(PLATFORM_STATUS, 'Platform status');

/** The largest manual deduction the backend takes (¥100,000.00). */
export const MAX_DEDUCTION_FEN = 10_000_000;
/** Below this balance a platform is marked: its next risk queries may fail. */
export const LOW_BALANCE_FEN = 100_000;

const platformNote = record({
  content: needed(text('The note, at most 500 characters'), 'what the note says'),
  operatorName: optional(text('Who wrote it')),
  createTime: optional(dateTime('When it was written')),
});

const platform = record({
  id: needed(int('Platform id'), 'the row key, and every action on the platform'),
  platformNo: optional(text('Platform number, e.g. PT2024…')),
  name: needed(
    text('Platform (merchant) name'),
    'names the platform in every confirmation and dialog (a deduction, a recharge)',
  ),
  alipayAppId: optional(text('Alipay AppID, 16 digits')),
  companyName: optional(text('Company name')),
  contactName: optional(text('Contact person')),
  mobile: optional(text('Contact mobile, masked (138****0001) unless the account may see it')),
  agentId: optional(int('The agent who brought the platform')),
  agentName: optional(text('That agent’s name')),
  balance: needed(fen('Balance (余额)'), 'the most a deduction may take, and the low-balance mark'),
  creditFeePrice: optional(fen('Price of one credit query (信用查询单价)')),
  scopeIds: optional(list(int('Business scope id (getScopeSets)'))),
  signTime: optional(dateTime('Signed (签约时间)')),
  expireTime: optional(dateTime('Contract ends (到期时间)')),
  notes: optional(list(platformNote)),
  status: needed(platformStatus, 'decides the actions offered (a disabled platform is not charged)'),
});
export type Platform = v.InferOutput<typeof platform>;

const platformListQuery = record({
  ...pageEntries,
  keyword: optional(text('Platform name, number or company')),
  status: optional(platformStatus),
  agentId: optional(int('Only this agent’s platforms')),
  lowBalance: optional(oneOf([1], `1: only platforms whose balance is under ${LOW_BALANCE_FEN} fen (余额不足)`)),
});
export type PlatformListQuery = v.InferOutput<typeof platformListQuery>;

const platformInput = record({
  name: text('Platform name'),
  alipayAppId: text('Alipay AppID, 16 digits'),
  companyName: text('Company name'),
  contactName: text('Contact person'),
  mobile: text('Contact mobile, 11 digits'),
  agentId: optional(int('The agent who brought the platform')),
  creditFeePrice: fen('Price of one credit query'),
  scopeIds: list(int('Business scope id')),
  expireTime: dateTime('Contract ends'),
});
export type PlatformInput = v.InferOutput<typeof platformInput>;

const manualDeduction = record({
  platformId: int('Platform id'),
  amount: fen(`Amount to deduct, at most ${MAX_DEDUCTION_FEN}`),
  reason: text('Why (kept on the flow row)'),
  requestId: text('Idempotency key of this intent: the same key and values deduct once'),
});

export const getPlatformList = endpoint('GET', '/api/plant/index', {
  summary: 'Platforms, one page',
  request: platformListQuery,
  answer: pageOf(platform),
  action: 'platform:view',
  reads: ['platform'],
});
export const getPlatformInfo = endpoint('POST', '/api/plant/getPlatformInfo', {
  summary: 'One platform (a POST that reads)',
  request: record({ id: int('Platform id') }),
  answer: platform,
  action: 'platform:view',
  reads: ['platform'],
});
export const addPlatform = endpoint('POST', '/api/plant/add', {
  summary: 'Adds a platform',
  request: platformInput,
  answer: record({ id: optional(int('The new platform’s id')) }),
  action: 'platform:add',
  changes: ['platform', 'platformOptions'],
});
export const addPlatformNote = endpoint('POST', '/api/plant/note', {
  summary: 'Adds a note to a platform',
  request: record({ id: int('Platform id'), content: text('The note, at most 500 characters') }),
  answer: platformNote,
  action: 'platform:note',
  changes: ['platform'],
});
export const getScopeSets = endpoint('GET', '/api/plant/getScopeSets', {
  summary: 'Business scopes a platform may be signed for',
  answer: list(option(int('Scope id'))),
  reads: ['platformOptions'],
});
/** Manual deduction from a platform's balance (a GET on this backend). */
export const handDeductionFee = keyedEndpoint('GET', '/api/brCredit/handDeductionFee', {
  summary: 'Deducts a fee from a platform’s balance (moves money; a GET on this backend)',
  request: manualDeduction,
  answer: record({ balanceAfter: optional(fen('Balance after the deduction')) }),
  keyed: { move: 'deduct', repeatable: 'deduct' },
  action: 'platform:deduct',
  changes: ['platform', 'flow', 'consumption'],
});
