import type * as v from 'valibot';
import { endpoint } from './endpoint';
import {
  dateTime,
  day,
  fen,
  int,
  list,
  oneOf,
  option,
  optional,
  pageEntries,
  pageWithSummary,
  record,
  text,
} from './wire';

export const CONSUME_RESULTS = ['成功', '失败', '已退回'] as const;
export type ConsumeResult = (typeof CONSUME_RESULTS)[number];

const consumeLog = record({
  id: int('Row id'),
  type: text('Consumption type code (select_list types)'),
  typeName: text('Its label'),
  platformId: int('Platform id'),
  platformName: text('Platform name'),
  unitPrice: fen('Unit price'),
  quantity: int('Quantity'),
  amount: fen('Amount charged'),
  balanceAfter: fen('Balance after'),
  relatedOrderNo: optional(text('The order it was for')),
  result: oneOf(CONSUME_RESULTS, 'Result, as text: 成功, 失败 (nothing charged), 已退回 (given back)'),
  createTime: dateTime('When'),
});
export type ConsumeLog = v.InferOutput<typeof consumeLog>;

const consumeLogQuery = record({
  ...pageEntries,
  type: optional(text('Consumption type code')),
  platformId: optional(int('Only this platform')),
  startTime: optional(day('From')),
  endTime: optional(day('Until')),
});
export type ConsumeLogQuery = v.InferOutput<typeof consumeLogQuery>;

const consumeSelectList = record({
  types: list(option(text('Consumption type code'))),
  platforms: list(option(int('Platform id'))),
});
export type ConsumeSelectList = v.InferOutput<typeof consumeSelectList>;

/** Totals of a consumption filter (every page). */
const consumeSummary = record({
  count: int('Rows matching the filter'),
  quantity: int('Their quantity'),
  /** Charged and kept: rows whose result is 成功 (a failed use charged nothing, a refunded one was given back). */
  amount: fen('Charged and kept: rows whose result is 成功'),
});
export type ConsumeSummary = v.InferOutput<typeof consumeSummary>;

export const getConsumeLog = endpoint('GET', '/api/expend_log/consume_log', {
  summary: 'Consumption rows, one page, with the totals of the whole filter',
  request: consumeLogQuery,
  answer: pageWithSummary(consumeLog, consumeSummary),
  reads: ['consumption'],
});
export const getConsumeSelectList = endpoint('GET', '/api/expend_log/select_list', {
  summary: 'The consumption types and platforms to filter by',
  answer: consumeSelectList,
  reads: ['platformOptions'],
});
