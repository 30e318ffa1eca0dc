import { history } from '@umijs/max';
import { Modal } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * While `dirty`, leaving the screen asks first: a menu click, the back button, a portal
 * route command (all go through the router's history, which a blocker holds) and closing or
 * reloading the tab (the browser's own prompt, which history registers with the blocker).
 */
export function useLeaveGuard(
  dirty: boolean,
  ask: { title: string; content: string; okText: string; cancelText: string },
) {
  const [modal, holder] = Modal.useModal();
  const texts = useRef(ask);
  texts.current = ask;
  useEffect(() => {
    if (!dirty) return undefined;
    const unblock = history.block((transition) => {
      void modal.confirm({
        ...texts.current,
        okButtonProps: { danger: true },
        onOk: () => {
          unblock();
          transition.retry();
        },
      });
    });
    return unblock;
  }, [dirty, modal]);
  return holder;
}
