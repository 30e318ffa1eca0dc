import { getConsumeLog, getConsumeSelectList } from '../../src/services/consumption';
import { db } from '../db';
import { CONSUME_TYPE_OPTIONS } from '../db/consumption';
import { inDays, num, paginate, serve } from './serve';

export default [
  serve(getConsumeLog, ({ query }) => {
    const platformId = num(query.platformId);
    return paginate(
      db.ledger.consumption.filter(
        (row) => (platformId === undefined || row.platformId === platformId) && (!query.type || row.type === query.type) && inDays(row.createTime, query),
      ),
      query,
    );
  }),

  serve(getConsumeSelectList, () => ({
    types: CONSUME_TYPE_OPTIONS,
    platforms: db.platforms.map((platform) => ({ value: platform.id, label: platform.name })),
  })),
];
