import { useModel } from '@umijs/max';
import { Drawer, Space } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a host adds beside a drawer's own actions: a record opened over another screen offers
 * 在列表中查看 there (src/features/records).
 */
export const DrawerExtra = createContext<ReactNode>(null);

/** Drawers open below the header and the page tabs (src/global.less), which stay reachable. */
export const BELOW_TABS = 'console-below-tabs';

/**
 * The drawer every screen opens a record in: as wide as the content area allows (the whole
 * window on a phone), its content mounted only while open.
 */
export default function DetailDrawer({
  open,
  title,
  onClose,
  extra,
  children,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { initialState } = useModel('@@initialState');
  const hostExtra = useContext(DrawerExtra);
  const width = Math.min(
    initialState?.contentWidth ?? 880,
    880,
    typeof window === 'undefined' ? 880 : window.innerWidth,
  );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={width}
      title={title}
      extra={
        hostExtra && extra ? (
          <Space>
            {extra}
            {hostExtra}
          </Space>
        ) : (
          (extra ?? hostExtra)
        )
      }
      destroyOnHidden
      rootClassName={BELOW_TABS}
    >
      {open && children}
    </Drawer>
  );
}
