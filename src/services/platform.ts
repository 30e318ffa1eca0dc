import { endpoint } from './endpoint';
import type { DateTimeText, Fen, Option, PageQuery, PageResult } from './types';

/** A platform's status on the wire: 待审核, 正常, 禁用, 已到期. */
export const PLATFORM_STATUS = { pending: 0, active: 1, disabled: 2, expired: 3 } as const;
export type PlatformStatus = (typeof PLATFORM_STATUS)[keyof typeof PLATFORM_STATUS];
export const PLATFORM_STATUSES = Object.values(PLATFORM_STATUS) as PlatformStatus[];

export interface PlatformNote {
  content: string;
  operatorName: string;
  createTime: DateTimeText;
}

export interface Platform {
  id: number;
  platformNo: string;
  name: string;
  alipayAppId: string;
  companyName: string;
  contactName: string;
  mobile: string;
  agentId?: number;
  agentName?: string;
  balance: Fen;
  creditFeePrice: Fen;
  scopeIds: number[];
  signTime: DateTimeText;
  expireTime: DateTimeText;
  notes: PlatformNote[];
  status: PlatformStatus;
}

export interface PlatformListQuery extends PageQuery {
  keyword?: string;
  status?: PlatformStatus;
  agentId?: number;
  /** 1: only platforms whose balance is under LOW_BALANCE_FEN (余额不足). */
  lowBalance?: 1;
}

export interface PlatformInput {
  name: string;
  alipayAppId: string;
  companyName: string;
  contactName: string;
  mobile: string;
  agentId?: number;
  creditFeePrice: Fen;
  scopeIds: number[];
  expireTime: DateTimeText;
}

export interface ManualDeduction {
  platformId: number;
  amount: Fen;
  reason: string;
  requestId: string;
}

/** The largest manual deduction the backend takes (¥100,000.00). */
export const MAX_DEDUCTION_FEN = 10_000_000;
/** Below this balance a platform is marked: its next risk queries may fail. */
export const LOW_BALANCE_FEN = 100_000;

export const getPlatformList = endpoint<PlatformListQuery, PageResult<Platform>>('GET', '/api/plant/index', {
  reads: ['platform'],
});
export const getPlatformInfo = endpoint<{ id: number }, Platform>('POST', '/api/plant/getPlatformInfo', {
  reads: ['platform'],
});
export const addPlatform = endpoint<PlatformInput, { id: number }>('POST', '/api/plant/add', {
  action: 'platform:add',
  changes: ['platform', 'platformOptions'],
});
export const addPlatformNote = endpoint<{ id: number; content: string }, PlatformNote>('POST', '/api/plant/note', {
  action: 'platform:note',
  changes: ['platform'],
});
export const getScopeSets = endpoint<void, Option<number>[]>('GET', '/api/plant/getScopeSets', {
  reads: ['platformOptions'],
});
/** Manual deduction from a platform's balance (a GET on this backend). */
export const handDeductionFee = endpoint<ManualDeduction, { balanceAfter: Fen }>(
  'GET',
  '/api/brCredit/handDeductionFee',
  { action: 'platform:deduct', changes: ['platform', 'flow', 'consumption'] },
);
