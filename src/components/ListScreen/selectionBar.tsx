import type { ProTableProps } from '@ant-design/pro-components';
import { Space } from 'antd';
import { lazy, Suspense } from 'react';
import type { Endpoint } from '@/services/endpoint';
import type { PageQuery, PageResult } from '@/services/types';
import type { ListFilters, Row } from './listTypes';
import type SelectAcrossType from './SelectAcross';
import type { BatchListProps } from './useBatchSelection';

/** Loaded with the first selection: most visits to a list select nothing. */
const SelectAcross = lazy(
  () => import(/* webpackChunkName: "select-across" */ './SelectAcross'),
) as unknown as typeof SelectAcrossType;

/**
 * The selection bar of a batch list: the count, with 选择全部 … 符合条件的 across pages
 * beside it (./SelectAcross.tsx).
 */
export function selectionBar<T extends Row>(
  batch: BatchListProps<T> | undefined,
  fetchPage: Endpoint<ListFilters & PageQuery, PageResult<T, unknown>>,
  filters: ListFilters,
  shown: { rows: readonly T[]; total: number },
): ProTableProps<T, ListFilters>['tableAlertRender'] {
  if (!batch) return undefined;
  const base = batch.tableAlertRender;
  return (info) => (
    <Space size={12} wrap>
      {typeof base === 'function' ? base(info) : null}
      <Suspense fallback={null}>
        <SelectAcross
          batch={batch}
          fetchPage={fetchPage}
          filters={filters}
          shown={shown}
          picked={info.selectedRowKeys}
        />
      </Suspense>
    </Space>
  );
}
