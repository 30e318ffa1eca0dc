/**
 * ProTable's column settings on demand. The settings popover (a draggable tree of columns:
 * rc-tree and antd's Tree with their styles, about 30 KiB gzip) is needed only when an
 * operator opens it, yet pro-table imports it on every table screen. At build time
 * (plugins/standIns.ts) it is replaced by this button, which loads the real one when
 * pointed at, focused or clicked; a click made before it arrived opens it once it has.
 * The remembered column state itself lives in ProTable's store, not here, so hidden
 * columns stay hidden from the first render.
 *
 * Plain JavaScript without JSX: it replaces a module of node_modules and gets its loaders.
 */
import { SettingOutlined } from '@ant-design/icons';
import { useIntl } from '@ant-design/pro-provider';
import { Tooltip } from 'antd';
import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';

const h = React.createElement;

// `?lazy` escapes the replacement, so this is the real module.
const RealColumnSetting = lazy(
  () =>
    import(/* webpackChunkName: "column-setting" */ '@ant-design/pro-table/es/components/ColumnSetting/index.js?lazy'),
);

function Arrived({ onArrived }) {
  useEffect(() => onArrived(), [onArrived]);
  return null;
}

export default function LazyColumnSetting(props) {
  const title = useIntl().getMessage('tableToolBar.columnSetting', '列设置');
  const [wanted, setWanted] = useState(false);
  const clicked = useRef(false);
  const holder = useRef(null);
  const want = () => setWanted(true);
  const trigger = h(
    Tooltip,
    { title },
    h(
      'span',
      {
        role: 'button',
        tabIndex: 0,
        'aria-label': title,
        onMouseEnter: want,
        onFocus: want,
        onClick: () => {
          clicked.current = true;
          want();
        },
      },
      props.settingIcon ?? h(SettingOutlined),
    ),
  );
  if (!wanted) return trigger;
  const arrived = () => {
    if (!clicked.current) return;
    clicked.current = false;
    holder.current?.querySelector('.anticon')?.click();
  };
  return h(
    'span',
    { ref: holder },
    h(Suspense, { fallback: trigger }, h(RealColumnSetting, props), h(Arrived, { onArrived: arrived })),
  );
}
