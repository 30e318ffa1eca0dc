import type { ProTableProps } from '@ant-design/pro-components';
import { Space } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import type { Endpoint } from '@/services/endpoint';
import type { PageQuery, PageResult } from '@/services/types';
import type { ListFilters, Row } from './listTypes';
import type SelectAcrossType from './SelectAcross';
import type { BatchListProps } from './useBatchSelection';

const loadSelectAcross = () => import(/* webpackChunkName: "select-across" */ './SelectAcross');

/** Not in a list's first load: most visits select nothing (loaded ahead, below). */
const SelectAcross = lazy(loadSelectAcross) as unknown as typeof SelectAcrossType;

/**
 * The selection bar's code and words, loaded while the operator reads a batch list's first rows,
 * when the browser is idle: the first tick then draws the bar and the boxes, without loading
 * code or adding words (at 4× slower CPU, docs/decisions.md, "Every click at once").
 */
export function useSelectAcrossAhead(batchList: boolean, hasRows: boolean): void {
  useEffect(() => {
    if (!batchList || !hasRows) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void loadSelectAcross());
  }, [batchList, hasRows]);
}

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
