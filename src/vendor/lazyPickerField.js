/**
 * Date pickers on demand. pro-field imports its date and date-range fields up front, and
 * with them rc-picker, antd's picker styles and dayjs plugins: about 40 KiB gzip on every
 * table screen, although a screen's date filters usually sit in the collapsed part of its
 * search form. At build time (chainWebpack in .umirc.ts) the two field modules are replaced
 * by `lazyPickerField(load, readText)`:
 *  - read mode (a table cell, a description) formats the value right away, as pro-field does;
 *  - edit mode shows a read-only input that looks like the picker, and loads the real field
 *    as soon as that input is displayed (not while the search form is collapsed) or touched.
 *
 * Plain JavaScript without JSX: it stands in for modules of node_modules and gets their loaders.
 */
import { CalendarOutlined } from '@ant-design/icons';
import { useIntl } from '@ant-design/pro-provider';
import { Input } from 'antd';
import dayjs from 'dayjs';
import React, { Suspense, forwardRef, lazy, useEffect, useRef, useState } from 'react';

const h = React.createElement;

/** pro-field's own date formatting: a format string, a list of them, or a function. */
export function formatDay(value, format, fallback) {
  if (!value) return '';
  const day = dayjs(value);
  if (typeof format === 'function') return format(day);
  return day.format((Array.isArray(format) ? format[0] : format) || fallback);
}

function usePickerWanted(element) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (wanted || !node) return undefined;
    // display:none has no box; the observer reports when the collapsed form opens.
    const check = () => {
      if (node.getClientRects().length > 0) setWanted(true);
    };
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, wanted]);
  return [wanted, () => setWanted(true)];
}

/** What the operator sees until the real picker has loaded: same size, same placeholder. */
function PickerPlaceholder({ props, text, onWant, holder, range }) {
  const { fieldProps = {} } = props;
  const select = useIntl().getMessage('tableForm.selectPlaceholder', '请选择');
  const wanted = fieldProps.placeholder ?? (range ? [select, select] : select);
  const placeholder = Array.isArray(wanted) ? wanted.join(' → ') : wanted;
  return h(
    'span',
    { ref: holder, style: { display: 'block', width: fieldProps.style?.width ?? '100%' }, onMouseEnter: onWant, onFocus: onWant, onClick: onWant },
    h(Input, { readOnly: true, value: text, placeholder, disabled: fieldProps.disabled, suffix: h(CalendarOutlined, { style: { opacity: 0.45 } }), 'aria-busy': true }),
  );
}

export function lazyPickerField(load, readText, { range = false } = {}) {
  const RealField = lazy(load);
  function LazyPickerField(props, ref) {
    const holder = useRef(null);
    const [wanted, want] = usePickerWanted(holder);
    if (props.mode === 'read') {
      const dom = readText(props);
      return props.render ? props.render(props.text, { mode: props.mode, ...props.fieldProps }, dom) : dom;
    }
    if (props.mode !== 'edit' && props.mode !== 'update') return null;
    const fieldProps = props.fieldProps ?? {};
    const valueText = [].concat(fieldProps.value ?? []).map((value) => formatDay(value, fieldProps.format || props.format, 'YYYY-MM-DD')).filter(Boolean).join(' → ');
    const placeholder = h(PickerPlaceholder, { props, text: valueText, onWant: want, holder, range });
    if (!wanted) return placeholder;
    return h(Suspense, { fallback: placeholder }, h(RealField, { ...props, ref }));
  }
  return forwardRef(LazyPickerField);
}
