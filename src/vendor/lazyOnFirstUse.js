/**
 * Parts a screen needs only when the operator reaches for them, loaded then (stand-in
 * `lazy-on-first-use`, plugins/standIns.ts; src/vendor/lazyStandIn.js picks which one stands in
 * for each replaced module). Three kinds, each about what every table screen would carry:
 *  - ProTable's column settings (a draggable tree of columns: rc-tree and antd's Tree with their
 *    styles, about 30 KiB gzip), needed only when an operator opens the popover;
 *  - pro-field's date and date-range fields (rc-picker, antd's picker styles and dayjs plugins,
 *    about 40 KiB gzip), although a screen's date filters usually sit in the collapsed part of
 *    its search form;
 *  - antd Result's three illustrations (403, 404, 500: about 12 KiB gzip of SVG), imported
 *    wherever a Result is used, and every screen uses one for its error state.
 *
 * Plain JavaScript without JSX: it stands in for modules of node_modules and gets their loaders.
 */
import { CalendarOutlined, SettingOutlined } from '@ant-design/icons';
import { useIntl } from '@ant-design/pro-components';
import { Input, Tooltip } from 'antd';
import dayjs from 'dayjs';
import React, { Suspense, forwardRef, lazy, useCallback, useEffect, useRef, useState } from 'react';

const h = React.createElement;

/**
 * When an operator reaches for a part that loads on demand. A pointer over it or a press
 * fetches its chunk and changes nothing on screen: the element under the pointer must stay
 * the same until the click is over, or the browser sends no click at all (a press on one
 * element and a release on its replacement is no click). The click, or keyboard focus,
 * then swaps in the real part; `clicked` tells the swap to open it (`Arrived`).
 */
function useReachFor(load) {
  const [wanted, setWanted] = useState(false);
  const clicked = useRef(false);
  const pressing = useRef(false);
  const fetchAhead = () => {
    load().catch(() => undefined);
  };
  const handlers = {
    onMouseEnter: fetchAhead,
    onMouseDown: () => {
      pressing.current = true;
      fetchAhead();
    },
    // Keyboard focus swaps at once; the focus a press gives waits for its click.
    onFocus: () => {
      if (!pressing.current) setWanted(true);
    },
    onClick: () => {
      pressing.current = false;
      clicked.current = true;
      setWanted(true);
    },
  };
  /** Once the real part has mounted: opens it if a click brought it (`open` clicks it). */
  const arrived = useCallback((open) => {
    if (!clicked.current) return;
    clicked.current = false;
    open();
  }, []);
  return { wanted, handlers, arrived };
}

/**
 * Rendered beside a lazily loaded part once its chunk has arrived: runs `onArrived` a frame
 * later, when the part has mounted and its own handlers are in place.
 */
function Arrived({ onArrived }) {
  const latest = useRef(onArrived);
  latest.current = onArrived;
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => latest.current());
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return null;
}

/**
 * ProTable's column settings: this button until pointed at, then the real one, which the
 * click that brought it opens. The remembered column state itself lives in ProTable's store,
 * not here, so hidden columns stay hidden from the first render.
 */
export function lazyColumnSetting(load) {
  const RealColumnSetting = lazy(load);
  return function LazyColumnSetting(props) {
    const title = useIntl().getMessage('tableToolBar.columnSetting', '列设置');
    const { wanted, handlers, arrived } = useReachFor(load);
    const holder = useRef(null);
    const trigger = h(
      Tooltip,
      { title },
      h(
        'span',
        { role: 'button', tabIndex: 0, 'aria-label': title, ...handlers },
        props.settingIcon ?? h(SettingOutlined),
      ),
    );
    if (!wanted) return trigger;
    const open = () => holder.current?.querySelector('.anticon')?.click();
    return h(
      'span',
      { ref: holder },
      h(Suspense, { fallback: trigger }, h(RealColumnSetting, props), h(Arrived, { onArrived: () => arrived(open) })),
    );
  };
}

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

/**
 * A pro-field date field: read mode (a table cell, a description) formats the value right away
 * with `readText`, as pro-field does; edit mode shows a read-only input that looks like the
 * picker, and loads the real field when the operator reaches for it (pointer over it, focus,
 * click), not merely when shown; the click that brought it opens it.
 */
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

/** pro-field's read mode of a date: the day, or '-'. */
export function readDay({ text, format, fieldProps = {} }) {
  return h(React.Fragment, null, formatDay(text, fieldProps.format || format, 'YYYY-MM-DD') || '-');
}

/** pro-field's read mode of a date range: start and end side by side, '-' when missing. */
export function readDayRange({ text, format, fieldProps = {} }) {
  const [start, end] = Array.isArray(text) ? text : [];
  const pattern = fieldProps.format || format;
  return h(
    'div',
    { style: { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } },
    h('div', null, formatDay(start, pattern, 'YYYY-MM-DD') || '-'),
    h('div', null, formatDay(end, pattern, 'YYYY-MM-DD') || '-'),
  );
}

/** One of Result's illustrations: loads when a Result with its status first renders, in a box of its size meanwhile. */
export function lazyResultImage(load) {
  const Real = lazy(load);
  return function LazyResultImage() {
    return h(Suspense, { fallback: h('div', { style: { width: 252, height: 294, margin: '0 auto' } }) }, h(Real));
  };
}
