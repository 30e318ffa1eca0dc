/**
 * ProTable's column settings on demand. The settings popover (a draggable tree of columns:
 * rc-tree and antd's Tree with their styles, about 30 KiB gzip) is needed only when an
 * operator opens it, yet pro-table imports it on every table screen. At build time
 * (plugins/standIns.ts) it is replaced by this button, which fetches the real one when
 * pointed at and swaps it in when clicked or focused (reachFor.js): the click that brought
 * it opens it.
 * The remembered column state itself lives in ProTable's store, not here, so hidden
 * columns stay hidden from the first render.
 *
 * Plain JavaScript without JSX: it replaces a module of node_modules and gets its loaders.
 */
import { SettingOutlined } from '@ant-design/icons';
import { useIntl } from '@ant-design/pro-components';
import { Tooltip } from 'antd';
import React, { Suspense, lazy, useRef } from 'react';
import { Arrived, useReachFor } from '@/vendor/reachFor';

const h = React.createElement;

// `?lazy` escapes the replacement, so this is the real module.
const load = () =>
  import(
    /* webpackChunkName: "column-setting" */ '@ant-design/pro-components/es/table/components/ColumnSetting/index.js?lazy'
  );
const RealColumnSetting = lazy(load);

export default function LazyColumnSetting(props) {
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
}
