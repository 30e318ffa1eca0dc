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
  needed,
  optional,
  pageEntries,
  pageWithSummary,
  record,
  text,
} from './wire';

const CONSUME_RESULTS = ['成功', '失败', '已退回'] as const;

const consumeLog = record({
  id: needed(int('Row id'), 'the row key'),
  type: optional(text('Consumption type code (select_list types)')),
  typeName: optional(text('Its label')),
  platformId: optional(int('Platform id')),
  platformName: optional(text('Platform name')),
  unitPrice: optional(fen('Unit price')),
  quantity: optional(int('Quantity')),
  amount: optional(fen('Amount charged')),
  balanceAfter: optional(fen('Balance after')),
  relatedOrderNo: optional(text('The order it was for')),
  result: optional(oneOf(CONSUME_RESULTS, 'Result, as text: 成功, 失败 (nothing charged), 已退回 (given back)')),
  createTime: optional(dateTime('When')),
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
  types: needed(list(option(text('Consumption type code'))), 'the type filter’s choices'),
  platforms: needed(list(option(int('Platform id'))), 'the platform filter’s choices'),
});
export type ConsumeSelectList = v.InferOutput<typeof consumeSelectList>;

/** Totals of a consumption filter (every page). */
const consumeSummary = record({
  count: optional(int('Rows matching the filter')),
  quantity: optional(int('Their quantity')),
  /** Charged and kept: rows whose result is 成功 (a failed use charged nothing, a refunded one was given back). */
  amount: optional(fen('Charged and kept: rows whose result is 成功')),
});
export type ConsumeSummary = v.InferOutput<typeof consumeSummary>;

export const getConsumeLog = endpoint('GET', '/api/expend_log/consume_log', {
  summary: 'Consumption rows, one page, with the totals of the whole filter',
  request: consumeLogQuery,
  answer: pageWithSummary(consumeLog, consumeSummary),
  action: 'consumption:view',
  reads: ['consumption'],
});
export const getConsumeSelectList = endpoint('GET', '/api/expend_log/select_list', {
  summary: 'The consumption types and platforms to filter by',
  answer: consumeSelectList,
  action: 'consumption:view',
  reads: ['platformOptions'],
});
