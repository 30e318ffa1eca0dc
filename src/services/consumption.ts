import { endpoint } from './endpoint';
import type { DateTimeText, Fen, Option, PageQuery, PageResult } from './types';

export type ConsumeResult = '成功' | '失败' | '已退回';

export interface ConsumeLog {
  id: number;
  type: string;
  typeName: string;
  platformId: number;
  platformName: string;
  unitPrice: Fen;
  quantity: number;
  amount: Fen;
  balanceAfter: Fen;
  relatedOrderNo?: string;
  result: ConsumeResult;
  createTime: DateTimeText;
}

export interface ConsumeLogQuery extends PageQuery {
  type?: string;
  platformId?: number;
  startTime?: string;
  endTime?: string;
}

export interface ConsumeSelectList {
  types: Option<string>[];
  platforms: Option<number>[];
}

/** Totals of a consumption filter (every page). */
export interface ConsumeSummary {
  count: number;
  quantity: number;
  /** Charged and kept: rows whose result is 成功 (a failed use charged nothing, a refunded one was given back). */
  amount: Fen;
}

export const getConsumeLog = endpoint<ConsumeLogQuery, PageResult<ConsumeLog, ConsumeSummary>>(
  'GET',
  '/api/expend_log/consume_log',
  { reads: ['consumption'] },
);
export const getConsumeSelectList = endpoint<void, ConsumeSelectList>('GET', '/api/expend_log/select_list', {
  reads: ['platformOptions'],
});
