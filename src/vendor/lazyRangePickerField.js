// Stands in for pro-field's date-range field (see lazyPickerField.js); `?lazy` escapes the replacement.
// Imports go through `@/`: webpack resolves a stand-in from the replaced module's folder.
import React from 'react';
import { formatDay, lazyPickerField } from '@/vendor/lazyPickerField';

const h = React.createElement;

export default lazyPickerField(
  () =>
    import(
      /* webpackChunkName: "date-picker" */ '@ant-design/pro-components/es/field/components/RangePicker/index.js?lazy'
    ),
  ({ text, format, fieldProps = {} }) => {
    const [start, end] = Array.isArray(text) ? text : [];
    const pattern = fieldProps.format || format;
    // The same markup as pro-field's read mode: start and end side by side, '-' when missing.
    return h(
      'div',
      { style: { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } },
      h('div', null, formatDay(start, pattern, 'YYYY-MM-DD') || '-'),
      h('div', null, formatDay(end, pattern, 'YYYY-MM-DD') || '-'),
    );
  },
  { range: true },
);
