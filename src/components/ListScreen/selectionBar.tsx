import { Space, Typography } from 'antd';
import { lazy, Suspense, type Key, type ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import Permission from '@/components/Permission';
import type { PermissionAction } from '@/services/auth';
import type { Endpoint } from '@/services/endpoint';
import type { PageQuery, PageResult } from '@/services/types';
import type { ExportFormat, ListFilters, Row } from './listTypes';
import './selectionBar.less';
import type SelectAcrossType from './SelectAcross';
import type { Selection } from './selectionStore';
import { wholePageOfMore, type BatchListProps } from './useBatchSelection';

/**
 * 选择全部 … 符合条件的 and what it selected, with their words: loaded once there is something to
 * say (the page's every row selected and more pages, or a selection across pages), so a tick of a
 * row or two adds no words (new words render every translated component again).
 */
const SelectAcross = lazy(
  () => import(/* webpackChunkName: "select-across-pages" */ './SelectAcross'),
) as unknown as typeof SelectAcrossType;

/**
 * The bar over a batch list's table while rows are selected: the count (the screen's words),
 * with 选择全部 … 符合条件的 across pages beside it (./SelectAcross.tsx, when it applies); then 取消选择 and
 * 导出所选. Drawn as ProTable draws its own (./selectionBar.less), by the table that reads the
 * selection; loaded with the first selection (most visits to a list select nothing).
 */
export default function SelectionBar<T extends Row>({
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
          {(selection.across || wholePageOfMore(batch, shown, keys)) && (
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
          )}
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

/** 导出所选 in the selection bar, behind the list's export permission, after the screen's own links (取消选择). */
function SelectionExport({
  action,
  others,
  onExport,
}: {
  action: PermissionAction;
  others: ReactNode;
  onExport: (format: ExportFormat) => void;
}) {
  const { t } = useMessages();
  return (
    <Space size={16}>
      {others}
      <Permission action={action}>
        <Space size={8}>
          <Typography.Link onClick={() => onExport('xlsx')}>{t('list.export.selected.xlsx')}</Typography.Link>
          <Typography.Link onClick={() => onExport('csv')}>{t('list.export.selected.csv')}</Typography.Link>
        </Space>
      </Permission>
    </Space>
  );
}
