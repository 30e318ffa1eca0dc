import { history, useLocation } from '@umijs/max';
import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { usePageShown } from '@/components/pageVisibility';
import { normalizePath } from '@/core/menus';
import { setUnsaved } from '@/core/unsavedWork';

/**
 * While `dirty`, what would lose the changes asks first. Another screen is another page tab,
 * where the changes wait as they are: closing this screen's tab asks (the tabs read the mark
 * set here), and so does reloading or closing the page (the browser's own question). Within
 * the screen, a move to another address (another platform) would start afresh: the router's
 * history holds it until the operator answers.
 */
export function useLeaveGuard(
  dirty: boolean,
  ask: { title: string; content: string; okText: string; cancelText: string },
) {
  const [modal, holder] = Modal.useModal();
  const texts = useRef(ask);
  texts.current = ask;
  const path = normalizePath(useLocation().pathname);
  // No cleanup: hidden in its tab, the screen keeps its changes and the mark with them.
  useEffect(() => setUnsaved(path, 'risk-settings', dirty, true), [path, dirty]);
  // Hidden in its tab, the screen guards nothing: the operator is elsewhere.
  const shown = usePageShown();
  useEffect(() => {
    if (!dirty || !shown) return undefined;
    const unblock = history.block((transition) => {
      if (normalizePath(transition.location.pathname) !== path) {
        unblock();
        transition.retry();
        return;
      }
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
  }, [dirty, shown, modal, path]);
  return holder;
}
