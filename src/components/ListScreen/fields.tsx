/**
 * A list's fields, each stated once: its title, its table cell, its search-form filter (with
 * the query parameter it sets) and its CSV column. ListScreen derives the table's columns,
 * the search form, the URL's filters and the export from this one list.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Form, Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { pasteLinesApart } from '@/components/pasteLinesApart';
import { Money } from '@/components/cells';
import { fenCsv, type CsvColumn, type CsvValue } from '@/core/csvValue';
import { MISSING, t } from '@/core/i18n';
import { LIST_KEYWORD_ATTRIBUTE } from '@/core/shortcuts';
import type { FilterSpec } from '@/core/urlQuery';
import { datePresets } from './datePresets';

/** Where a filter puts its value: a query parameter of the list endpoint (a typo is a type error). */
type FieldFilter<Q> =
  | {
      /** `text` (typed or a select of strings) or `number` (a select of ids, say). */
      kind: 'text' | 'number';
      name: keyof Q & string;
      /**
       * A select with these props (a text box when absent); a function of the search form
       * for a select whose options follow another field (`dependsOn`).
       */
      select?: SelectProps | ((form: { getFieldValue: (name: string) => unknown }) => SelectProps);
      dependsOn?: (keyof Q & string)[];
      placeholder?: string;
    }
  | {
      /** One date-range field in the form, two parameters of the query. */
      kind: 'dateRange';
      name: string;
      apiNames: [keyof Q & string, keyof Q & string];
    };

export interface ListField<T, Q> {
  /** The column's key: column settings remember the operator's choices by it. */
  key: string;
  title: string;
  /** The table cell: a field of the row shown as it is, or a render. No cell: a filter only. */
  cell?: (keyof T & string) | ((row: T) => ReactNode);
  width?: number;
  align?: 'left' | 'right' | 'center';
  fixed?: 'left' | 'right';
  ellipsis?: boolean;
  /** Off by default (the operator turns it on in the column settings, which remember it). */
  hidden?: boolean;
  /** The search form field for it. */
  filter?: FieldFilter<Q>;
  /** The export: this field's value (under its title), or several columns with their own titles. */
  csv?: ((row: T) => CsvValue) | CsvColumn<T>[];
}

/** A filter's select fills its column of the search form, as ProComponents' own fields do. */
const FILL = { width: '100%' };

/** The URL's filters (FilterSpec) in the order of the fields. */
export function filterSpecs<T, Q>(fields: readonly ListField<T, Q>[]): FilterSpec<Q>[] {
  return fields.flatMap((field): FilterSpec<Q>[] => {
    const filter = field.filter;
    if (!filter) return [];
    return filter.kind === 'dateRange'
      ? [{ name: filter.name, kind: 'dateRange', apiNames: filter.apiNames }]
      : [{ name: filter.name, kind: filter.kind }];
  });
}

/** The CSV columns in the order of the fields. */
export function csvColumns<T, Q>(fields: readonly ListField<T, Q>[]): CsvColumn<T>[] {
  return fields.flatMap((field) =>
    !field.csv ? [] : typeof field.csv === 'function' ? [{ title: field.title, value: field.csv }] : field.csv,
  );
}

/**
 * A filter's Select as the search form renders it. ProComponents 3 clones the field with its
 * own configuration (`formItemProps`, `fieldProps`), which antd's Select would hand on to the
 * DOM: only the Select's props pass.
 */
function FilterSelect({
  formItemProps: _formItem,
  fieldProps: _field,
  ...props
}: SelectProps & { formItemProps?: unknown; fieldProps?: unknown }) {
  return <Select style={FILL} allowClear placeholder={t('list.select')} {...props} />;
}

type FormReader = { getFieldValue: (name: string) => unknown };

/**
 * A filter's Select whose options follow other fields of the search form: it watches them
 * itself (ProTable's `dependencies` would hand ProComponents' form item props to the DOM).
 */
function DependentSelect({
  select,
  dependsOn,
  ...props
}: { select: (form: FormReader) => SelectProps; dependsOn: string[] } & Parameters<typeof FilterSelect>[0]) {
  const form = Form.useFormInstance();
  Form.useWatch((values: Record<string, unknown>) => dependsOn.map((name) => values[name]).join('\u0000'), form);
  return <FilterSelect {...props} {...select(form)} />;
}

/**
 * A cell renders again for a new row object, or once after the columns were made anew (a
 * language, a new field list); otherwise it keeps what it drew. ProTable renders whenever
 * the screen does (a tab's count arriving, a selection, a measured width), and without this
 * every cell of the page rendered with it: each such render of 订单发货 cost 40 to 80 ms.
 * A cell's content depends on its row and its field alone (the row's actions, which depend
 * on the page's state, are a column of ListScreen's, without this). What a column drew is
 * marked as it draws (`drew`): a row's first tick after the page loaded drew every row again
 * while only later ones were spared (tests/component/rowRenders.test.tsx counts them).
 */
function onlyForNewRows<T extends object>() {
  const drawn = new WeakSet<T>();
  return {
    drew: <R,>(row: T, drawing: R): R => {
      drawn.add(row);
      return drawing;
    },
    shouldCellUpdate: (row: T, previous: T) => !(row === previous && drawn.has(row)),
  };
}

/**
 * ProTable's columns: the search form's fields first (in the fields' order), then the
 * table's columns. A field with both a cell and a filter gives one of each, so the search
 * form and the table can each keep the order that reads best.
 */
export function proColumns<T extends Record<string, unknown>, Q>(fields: readonly ListField<T, Q>[]): ProColumns<T>[] {
  const search = fields.flatMap((field): ProColumns<T>[] => {
    const filter = field.filter;
    if (!filter) return [];
    // No `key`: ProTable names the form field by the key first, and the form speaks the query's names.
    const base = { title: field.title, dataIndex: filter.name, hideInTable: true };
    if (filter.kind === 'dateRange')
      return [
        {
          ...base,
          valueType: 'dateRange',
          fieldProps: { placeholder: [t('list.date.start'), t('list.date.end')], presets: datePresets() },
        },
      ];
    // A select filter is antd's Select itself, not ProComponents' (valueType 'select'): that
    // one copies every option on each render, and it renders on each keystroke of a search
    // (with 5,000 agents, a 100 ms task per character typed).
    const select = filter.select;
    if (typeof select === 'function') {
      return [
        {
          ...base,
          formItemRender: () => <DependentSelect select={select} dependsOn={filter.dependsOn ?? []} />,
        },
      ];
    }
    if (select)
      return [
        {
          ...base,
          formItemRender: () => <FilterSelect {...select} />,
        },
      ];
    // The list's keyword box is what `/` focuses (src/core/shortcuts.ts).
    const marker = filter.name === 'keyword' ? { [LIST_KEYWORD_ATTRIBUTE]: '' } : {};
    return [
      {
        ...base,
        fieldProps: { placeholder: filter.placeholder, allowClear: true, onPaste: pasteLinesApart, ...marker },
      },
    ];
  });
  const table = fields.flatMap((field): ProColumns<T>[] => {
    const cell = field.cell;
    if (!cell) return [];
    const { drew, shouldCellUpdate } = onlyForNewRows<T>();
    return [
      {
        title: field.title,
        key: field.key,
        search: false,
        width: field.width,
        align: field.align,
        fixed: field.fixed,
        ellipsis: field.ellipsis,
        hideInSetting: false,
        shouldCellUpdate,
        ...(typeof cell === 'function'
          ? { render: (_: unknown, row: T) => drew(row, cell(row)) }
          : { dataIndex: cell, render: (text: ReactNode, row: T) => drew(row, text) }),
      },
    ];
  });
  return [...search, ...table];
}

/** Column-settings defaults: the fields hidden until the operator turns them on. */
export function hiddenByDefault<T, Q>(fields: readonly ListField<T, Q>[]): Record<string, { show: boolean }> {
  return Object.fromEntries(
    fields.filter((field) => field.cell && field.hidden).map((field) => [field.key, { show: false }]),
  );
}

/**
 * A field whose value is one of a known list (a status, a type, a direction), shown by its
 * label: the cell, the select filter's options and the CSV column all come from one label
 * function. `cell` replaces the plain label on screen (a coloured status tag, say).
 */
export function choiceField<T, Q, V extends string | number>(spec: {
  key: string;
  title: string;
  values: readonly V[];
  label: (value: V) => string;
  /** None sent (an optional field): shown as —. */
  value: (row: T) => V | undefined;
  width?: number;
  /** The query parameter that filters by it; none: no filter. */
  filter?: { name: keyof Q & string; kind: 'text' | 'number' };
  cell?: (row: T) => ReactNode;
  /** Only a filter and an export column, no table column. */
  noCell?: boolean;
}): ListField<T, Q> {
  return {
    key: spec.key,
    title: spec.title,
    width: spec.width,
    cell: spec.noCell ? undefined : (spec.cell ?? ((row) => labelOf(row))),
    filter: spec.filter && {
      kind: spec.filter.kind,
      name: spec.filter.name,
      select: { options: spec.values.map((value) => ({ value, label: spec.label(value) })) },
    },
    csv: (row) => labelOf(row),
  };
  function labelOf(row: T): string {
    const value = spec.value(row);
    return value === undefined ? MISSING : spec.label(value);
  }
}

/** A money field: yuan with two decimals on screen (right-aligned) and in the export, fen in the row. */
export function moneyField<T, Q>(spec: {
  key: string;
  title: string;
  width?: number;
  fen: (row: T) => number | undefined;
}): ListField<T, Q> {
  return {
    key: spec.key,
    title: spec.title,
    align: 'right',
    width: spec.width,
    cell: (row) => <Money fen={spec.fen(row)} />,
    csv: (row) => fenCsv(spec.fen(row)),
  };
}
