import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { MISSING } from '@/core/i18n';
import type { ListField } from './fields';

/**
 * One row as a record: every field of its list that has a cell, its title beside the same cell
 * the table shows. A screen with no detail of its own opens a record with it (a settlement
 * over another screen), so the record and the row cannot disagree.
 */
export default function FieldsView<T, Q>({ fields, row }: { fields: readonly ListField<T, Q>[]; row: T }) {
  const items = fields.flatMap((field) => {
    const { cell } = field;
    if (!cell) return [];
    const value: unknown = typeof cell === 'function' ? undefined : row[cell];
    const shown: ReactNode =
      typeof cell === 'function' ? cell(row) : value === undefined || value === null ? MISSING : String(value);
    return [{ key: field.key, label: field.title, children: shown }];
  });
  return <Descriptions bordered size="small" column={2} items={items} />;
}
