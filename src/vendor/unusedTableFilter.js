/**
 * Stands in, at build time, for antd Table's column filters (the funnel in a header and
 * its dropdown: menu, checkboxes, search box, tree mode). No list of the console filters
 * in a column header: every filter is a field of the search form, kept in the URL. The
 * real hook and its dropdown are about 4 KiB gzip on every table screen. A column that
 * declares `filters` or `filterDropdown` fails loudly. To bring them back, remove
 * 'table-column-filters' from plugins/standIns.ts.
 *
 * Plain JavaScript without JSX: it replaces a module of node_modules and gets its loaders.
 */
import * as React from 'react';

const NO_STATES = [];
const NO_FILTERS = {};

function check(columns) {
  for (const column of columns || []) {
    if (column && (column.filters || column.filterDropdown || column.onFilter)) {
      throw new Error(
        `antd Table column filters are not part of this build (column "${String(column.key ?? column.dataIndex)}"): see plugins/standIns.ts`,
      );
    }
    if (column && column.children) check(column.children);
  }
}

export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}

export const getFilterData = (data) => data;

export default function useFilter(props) {
  const columns = props.mergedColumns;
  React.useMemo(() => check(columns), [columns]);
  return [(innerColumns) => innerColumns, NO_STATES, NO_FILTERS];
}
