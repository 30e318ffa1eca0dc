/**
 * Date pickers on demand. pro-field imports its date and date-range fields up front, and
 * with them rc-picker, antd's picker styles and dayjs plugins: about 40 KiB gzip on every
 * table screen, although a screen's date filters usually sit in the collapsed part of its
 * search form. At build time (plugins/standIns.ts) the two field modules are replaced
 * by `lazyPickerField(load, readText)`:
 *  - read mode (a table cell, a description) formats the value right away, as pro-field does;
 *  - edit mode shows a read-only input that looks like the picker, and loads the real field
 *    when the operator reaches for it (pointer over it, focus, click: reachFor.js), not merely
 *    when shown; the click that brought it opens it.
 *
 * Plain JavaScript without JSX: it stands in for modules of node_modules and gets their loaders.
 */
import { CalendarOutlined } from '@ant-design/icons';
import { useIntl } from '@ant-design/pro-components';
import { Input } from 'antd';
import dayjs from 'dayjs';
import React, { Suspense, forwardRef, lazy, useRef } from 'react';
import { Arrived, useReachFor } from '@/vendor/reachFor';

const h = React.createElement;

/** pro-field's own date formatting: a format string, a list of them, or a function. */
export function formatDay(value, format, fallback) {
  if (!value) return '';
  const day = dayjs(value);
  if (typeof format === 'function') return format(day);
  return day.format((Array.isArray(format) ? format[0] : format) || fallback);
}

/** What the operator sees until the real picker has loaded: same size, same placeholder. */
function PickerPlaceholder({ props, text, handlers, range }) {
  const { fieldProps = {} } = props;
  const select = useIntl().getMessage('tableForm.selectPlaceholder', '请选择');
  const wanted = fieldProps.placeholder ?? (range ? [select, select] : select);
  const placeholder = Array.isArray(wanted) ? wanted.join(' → ') : wanted;
  return h(
    'span',
    {
      style: { display: 'block', width: fieldProps.style?.width ?? '100%' },
      ...handlers,
    },
    h(Input, {
      readOnly: true,
      value: text,
      placeholder,
      disabled: fieldProps.disabled,
      suffix: h(CalendarOutlined, { style: { opacity: 0.45 } }),
      'aria-busy': true,
    }),
  );
}

export function lazyPickerField(load, readText, { range = false } = {}) {
  const RealField = lazy(load);
  function LazyPickerField(props, ref) {
    const { wanted, handlers, arrived } = useReachFor(load);
    const holder = useRef(null);
    if (props.mode === 'read') {
      const dom = readText(props);
      return props.render ? props.render(props.text, { mode: props.mode, ...props.fieldProps }, dom) : dom;
    }
    if (props.mode !== 'edit' && props.mode !== 'update') return null;
    const fieldProps = props.fieldProps ?? {};
    const valueText = []
      .concat(fieldProps.value ?? [])
      .map((value) => formatDay(value, fieldProps.format || props.format, 'YYYY-MM-DD'))
      .filter(Boolean)
      .join(' → ');
    const placeholder = h(PickerPlaceholder, { props, text: valueText, handlers, range });
    if (!wanted) return placeholder;
    // Reached for: the real picker takes the focus, and opens if a click brought it.
    const real = { ...props, fieldProps: { ...fieldProps, autoFocus: true } };
    const open = () => holder.current?.querySelector('input')?.click();
    return h(
      'span',
      { ref: holder, style: { display: 'contents' } },
      h(
        Suspense,
        { fallback: placeholder },
        h(RealField, { ...real, ref }),
        h(Arrived, { onArrived: () => arrived(open) }),
      ),
    );
  }
  return forwardRef(LazyPickerField);
}
