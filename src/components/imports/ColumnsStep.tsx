import { Form, Select, Typography } from 'antd';
import { useMessages } from '@/adapters/intl';
import { columnLetters } from '@/core/xlsx';
import type { ImportFlow } from './useImportFlow';
import type { ImportField } from './mapping';

/** The second step: the sheet, the header row, and which column holds each field. */
export default function ColumnsStep<K extends string>({
  fields,
  flow,
}: {
  fields: readonly ImportField<K>[];
  flow: ImportFlow<K>['columns'];
}) {
  const { t } = useMessages();
  const { columns } = flow;
  return (
    <Form layout="horizontal" labelCol={{ flex: '160px' }} wrapperCol={{ flex: 'auto' }}>
      {flow.sheets.length > 1 && (
        <Form.Item label={t('import.sheet')}>
          <Select
            value={flow.sheetIndex}
            onChange={(index) => flow.chooseSheet(index)}
            options={flow.sheets.map((sheet, index) => ({ value: index, label: sheet.name }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('import.headerRow')}>
        <Select
          value={flow.headerRow}
          onChange={(row) => flow.chooseHeader(row)}
          options={flow.rows.slice(0, 10).map((row, index) => ({
            value: index,
            label: t('import.headerRow.value', { row: index + 1, cells: row.filter(Boolean).slice(0, 6).join(' | ') }),
          }))}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('import.column.kept')}</Typography.Paragraph>
      {fields.map((field) => {
        const unset = flow.showMissing && field.required && columns[field.key] === undefined;
        return (
          <Form.Item
            key={field.key}
            label={field.label}
            required={field.required}
            validateStatus={unset ? 'error' : undefined}
            help={unset ? t('import.column.missing', { field: field.label }) : undefined}
          >
            <Select
              aria-label={field.label}
              value={columns[field.key] ?? -1}
              onChange={(column: number) => flow.setColumn(field.key, column < 0 ? undefined : column)}
              options={[
                { value: -1, label: t('import.column.none') },
                ...flow.header.map((title, index) => ({
                  value: index,
                  label: `${columnLetters(index)} · ${title || '—'}`,
                })),
              ]}
            />
          </Form.Item>
        );
      })}
    </Form>
  );
}
