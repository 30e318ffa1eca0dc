import { Space, Typography } from 'antd';
import { lazy, Suspense, type Key } from 'react';
import { useMessages } from '@/adapters/intl';
import type { PermissionAction } from '@/services/auth';
import type { Endpoint } from '@/services/endpoint';
import type { PageQuery, PageResult } from '@/services/types';
import type { ExportFormat, ListFilters, Row } from './listTypes';
import type SelectAcrossType from './SelectAcross';
import type { Selection } from './selectionStore';
import { SelectionExport } from './toolbar';
import type { BatchListProps } from './useBatchSelection';

/** Loaded with the first selection: most visits to a list select nothing. */
const SelectAcross = lazy(
  () => import(/* webpackChunkName: "select-across" */ './SelectAcross'),
) as unknown as typeof SelectAcrossType;

/**
 * The bar over a batch list's table while rows are selected: the count (the screen's words),
 * with 选择全部 … 符合条件的 across pages beside it (./SelectAcross.tsx); then 取消选择 and
 * 导出所选. Drawn as ProTable draws its own (list.less), by the table that reads the selection.
 */
export function SelectionBar<T extends Row>({
  batch,
  selection,
  keys,
  fetchPage,
  filters,
  shown,
  exportAction,
  exportRows,
}: {
  batch: BatchListProps<T>;
  selection: Selection<T>;
  keys: Key[];
  fetchPage: Endpoint<ListFilters & PageQuery, PageResult<T, unknown>>;
  filters: ListFilters;
  shown: { rows: readonly T[]; total: number };
  exportAction: PermissionAction;
  exportRows: (rows: T[], format: ExportFormat) => Promise<void>;
}) {
  const { t } = useMessages();
  return (
    <div className="list-selection-bar">
      <div className="list-selection-bar-info">
        <Space size={12} wrap>
          {batch.selectedText(keys.length, keys)}
          <Suspense fallback={null}>
            <SelectAcross
              batch={batch}
              selection={selection}
              fetchPage={fetchPage}
              filters={filters}
              shown={shown}
              picked={keys}
            />
          </Suspense>
        </Space>
      </div>
      <div className="list-selection-bar-option">
        <SelectionExport
          action={exportAction}
          others={<Typography.Link onClick={batch.clear}>{t('list.selection.clear')}</Typography.Link>}
          onExport={(format) => void exportRows([...selection.rows], format)}
        />
      </div>
    </div>
  );
}
