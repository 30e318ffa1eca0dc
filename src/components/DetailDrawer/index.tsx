import { useModel } from '@umijs/max';
import { Drawer, Space } from 'antd';
import { useContext, type ReactNode } from 'react';
import { BELOW_TABS, DrawerExtra } from './placement';

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
