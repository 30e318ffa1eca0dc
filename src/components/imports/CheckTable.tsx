import { Checkbox, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useMessages } from '@/adapters/intl';
import type { ImportField } from './mapping';
import type { CheckedRow } from './types';

/**
 * Every row of the file as it will be read, each error at its cell (red, with why under the
 * value), each row's state at the end: ready, what it will do, or how many errors.
 */
export default function CheckTable<K extends string, T>({
  fields,
  rows,
}: {
  fields: readonly ImportField<K>[];
  rows: readonly CheckedRow<K, T>[];
}) {
  const { t } = useMessages();
  const [onlyBad, setOnlyBad] = useState(false);
  const bad = rows.filter((row) => Object.keys(row.errors).length > 0);
  const columns: TableColumnsType<CheckedRow<K, T>> = [
    { title: t('import.rowNo'), dataIndex: 'line', width: 64, fixed: 'left' },
    ...fields.map((field) => ({
      title: field.label,
      key: field.key,
      width: 150,
      render: (_: unknown, row: CheckedRow<K, T>) => {
        const error = row.errors[field.key];
        return error ? (
          <div data-error-cell={field.key}>
            <Typography.Text type="danger">{row.cells[field.key] || '—'}</Typography.Text>
            <div>
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {error}
              </Typography.Text>
            </div>
          </div>
        ) : (
          row.cells[field.key]
        );
      },
    })),
    {
      title: t('rowBatch.result'),
      key: 'state',
      width: 200,
      fixed: 'right',
      render: (_, row) => {
        const count = Object.keys(row.errors).length;
        if (count > 0) return <Typography.Text type="danger">{t('import.rowErrors', { count })}</Typography.Text>;
        if (row.note) return <Typography.Text type={row.value ? 'success' : 'warning'}>{row.note}</Typography.Text>;
        return <Typography.Text type="success">{t('import.rowOk')}</Typography.Text>;
      },
    },
  ];
  return (
    <>
      {bad.length > 0 && (
        <Checkbox checked={onlyBad} onChange={(event) => setOnlyBad(event.target.checked)} style={{ marginBottom: 8 }}>
          {t('import.onlyBad')}
        </Checkbox>
      )}
      <Table<CheckedRow<K, T>>
        size="small"
        rowKey="line"
        columns={columns}
        dataSource={onlyBad ? bad : [...rows]}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 64 + fields.length * 150 + 200 }}
        data-testid="import-check"
      />
    </>
  );
}
