/**
 * The list's own controls beside the table: the export button (behind its permission action)
 * and the row checkboxes, each saying which row it selects.
 */
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { ProTableProps } from '@ant-design/pro-components';
import { Button, Space } from 'antd';
import { useMessages, type Messages } from '@/adapters/intl';
import Permission from '@/components/Permission';
import type { PermissionAction } from '@/services/auth';
import type { ListFilters, Row } from './listTypes';
import type { ExportFormat } from './useListExport';
import { SELECTION_WIDTH } from './useTableFit';

/** 导出 Excel and 导出 CSV of the whole filtered list, behind the list's export permission. */
export function ExportButtons({
  action,
  exporting,
  onExport,
}: {
  action: PermissionAction;
  exporting: ExportFormat | undefined;
  onExport: (format: ExportFormat) => void;
}) {
  const { t } = useMessages();
  return (
    <Permission action={action}>
      <Space.Compact>
        <Button
          icon={<FileExcelOutlined />}
          loading={exporting === 'xlsx'}
          disabled={exporting === 'csv'}
          onClick={() => onExport('xlsx')}
        >
          {t('list.export.xlsx')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting === 'csv'}
          disabled={exporting === 'xlsx'}
          onClick={() => onExport('csv')}
        >
          {t('list.export')}
        </Button>
      </Space.Compact>
    </Permission>
  );
}

/** The screen's row selection with an explicit width and pin (a virtual table sizes columns exactly as declared). */
export function labelledSelection<T extends Row>(
  selection: Exclude<ProTableProps<T, ListFilters>['rowSelection'], false | undefined>,
  rowKey: keyof T & string,
  narrow: boolean,
  t: Messages['t'],
): ProTableProps<T, ListFilters>['rowSelection'] {
  return {
    columnWidth: SELECTION_WIDTH,
    fixed: !narrow,
    ...selection,
    // Each row's checkbox says which row it selects (screen readers, axe-core).
    getCheckboxProps: (row: T) =>
      ({
        ...selection.getCheckboxProps?.(row),
        'aria-label': t('list.selectRow', { key: String(row[rowKey]) }),
      }) as object,
  };
}
