import { Typography } from 'antd';
import { useState, type Key } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import listBatchMessages from '@/locales/zh-CN/listBatch';
import { MAX_PAGE_SIZE } from '@/core/pagination';
import type { Endpoint } from '@/services/endpoint';
import type { PageQuery, PageResult } from '@/services/types';
import type { ListFilters, Row } from './listTypes';
import type { Selection } from './selectionStore';
import { BATCH_CAP, wholePageOfMore, type BatchListProps } from './useBatchSelection';

addScreenMessages(listBatchMessages);

/**
 * Beside the selection's count, once every row of the page that can be acted on is selected
 * and more pages match: 选择全部 … 符合条件的, every match of the filter fetched across pages up
 * to BATCH_CAP; then what is selected, and what the cap left out. Loaded with the first
 * selection (./selectionBar.tsx).
 */
export default function SelectAcross<T extends Row>({
  batch,
  selection,
  fetchPage,
  filters,
  shown,
  picked,
}: {
  batch: BatchListProps<T>;
  selection: Selection<T>;
  fetchPage: Endpoint<ListFilters & PageQuery, PageResult<T, unknown>>;
  filters: ListFilters;
  shown: { rows: readonly T[]; total: number };
  picked: Key[];
}) {
  const { t } = useMessages();
  const [loading, setLoading] = useState(false);
  const selectAll = async () => {
    setLoading(true);
    try {
      const rows: T[] = [];
      let total = 0;
      for (let page = 1; ; page += 1) {
        const result = await fetchPage({ ...filters, page, limit: MAX_PAGE_SIZE });
        total = result.total;
        rows.push(...result.list.filter(batch.selectable));
        if (rows.length >= BATCH_CAP || result.list.length === 0 || page * MAX_PAGE_SIZE >= total) break;
      }
      batch.selectAcross(rows, total, filters);
    } catch {
      // a failed read is said by the request layer (请求错误); the page's selection stays
    } finally {
      setLoading(false);
    }
  };
  const across = selection.across;
  const count = selection.rows.length;
  if (across && count > 0)
    return across.total > count && count >= BATCH_CAP ? (
      <Typography.Text type="warning">
        {t('list.selection.acrossCapped', { count, total: across.total, cap: BATCH_CAP, left: across.total - count })}
      </Typography.Text>
    ) : (
      <Typography.Text type="secondary">{t('list.selection.across', { count })}</Typography.Text>
    );
  if (across || !wholePageOfMore(batch, shown, picked)) return null;
  return (
    <Typography.Link disabled={loading} onClick={() => void selectAll()} data-testid="select-across">
      {shown.total > BATCH_CAP
        ? t('list.selection.allCapped', { cap: BATCH_CAP, total: shown.total })
        : t('list.selection.all', { total: shown.total })}
    </Typography.Link>
  );
}
