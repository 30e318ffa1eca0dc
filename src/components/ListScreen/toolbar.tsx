/**
 * The list's own controls beside the table: the export button (behind its permission action)
 * and the row checkboxes, each saying which row it selects.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, type TableProps } from 'antd';
import { useMessages, type Messages } from '@/adapters/intl';
import Permission from '@/components/Permission';
import type { PermissionAction } from '@/services/auth';
import type { ExportFormat, Row } from './listTypes';
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
        {/* Short on screen ("⤓ Excel | CSV"), whole for a screen reader and a tooltip. */}
        <Button
          icon={<DownloadOutlined />}
          loading={exporting === 'xlsx'}
          disabled={exporting === 'csv'}
          aria-label={t('list.export.xlsx')}
          title={t('list.export.xlsx')}
          onClick={() => onExport('xlsx')}
        >
          {t('list.export.xlsx.short')}
        </Button>
        <Button
          loading={exporting === 'csv'}
          disabled={exporting === 'xlsx'}
          aria-label={t('list.export')}
          title={t('list.export')}
          onClick={() => onExport('csv')}
        >
          {t('list.export.csv.short')}
        </Button>
      </Space.Compact>
    </Permission>
  );
}

/** The screen's row selection with an explicit width and pin (a virtual table sizes columns exactly as declared). */
export function labelledSelection<T extends Row>(
  selection: RowSelection<T>,
  rowKey: keyof T & string,
  t: Messages['t'],
): RowSelection<T> {
  return {
    columnWidth: SELECTION_WIDTH,
    // Pinned with the identifying column, which a narrow window keeps pinned too.
    fixed: true,
    ...selection,
    // Each row's checkbox says which row it selects (screen readers, axe-core).
    getCheckboxProps: (row: T) =>
      ({
        ...selection.getCheckboxProps?.(row),
        'aria-label': t('list.selectRow', { key: String(row[rowKey]) }),
      }) as object,
  };
}

type RowSelection<T> = NonNullable<TableProps<T>['rowSelection']>;
