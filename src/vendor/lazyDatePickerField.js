// Stands in for pro-field's date field (see lazyPickerField.js); `?lazy` escapes the replacement.
// Imports go through `@/`: webpack resolves a stand-in from the replaced module's folder.
import React from 'react';
import { formatDay, lazyPickerField } from '@/vendor/lazyPickerField';

export default lazyPickerField(
  () =>
    import(
      /* webpackChunkName: "date-picker" */ '@ant-design/pro-components/es/field/components/DatePicker/index.js?lazy'
    ),
  ({ text, format, fieldProps = {} }) =>
    React.createElement(React.Fragment, null, formatDay(text, fieldProps.format || format, 'YYYY-MM-DD') || '-'),
);
