import { getConsumeLog, getConsumeSelectList } from '@/services/consumption';
import { db } from '../db';
import { CONSUME_TYPE_OPTIONS } from '../db/consumption';
import { inDays, num, paginate, serve } from './serve';

export default [
  serve(getConsumeLog, ({ query }) => {
    const platformId = num(query.platformId);
    const rows = db.ledger.consumption.filter(
      (row) =>
        (platformId === undefined || row.platformId === platformId) &&
        (!query.type || row.type === query.type) &&
        inDays(row.createTime, query),
    );
    const summary = {
      count: rows.length,
      quantity: rows.reduce((total, row) => total + row.quantity, 0),
      // Only what was charged and kept: a failed use charged nothing, a refunded one was given back.
      amount: rows.reduce((total, row) => total + (row.result === '成功' ? row.amount : 0), 0),
    };
    return { ...paginate(rows, query), summary };
  }),

  serve(getConsumeSelectList, () => ({
    types: CONSUME_TYPE_OPTIONS,
    platforms: db.platforms.map((platform) => ({ value: platform.id, label: platform.name })),
  })),
];
