import { history } from '@umijs/max';
import { useEffect, type ReactNode } from 'react';
import { config } from '@/core/config';
import { createBridgeListener, openDetached } from '@/core/bridge';

/**
 * Listens for the parent portal's commands (see src/core/bridge.ts for the rules).
 * Outside an iframe, or with no allowed origins, it listens to nothing.
 */
export default function PortalBridge({ children }: { children: ReactNode }) {
  useEffect(() => {
    const framed = window.parent && window.parent !== window;
    if (!framed || config.portalOrigins.length === 0) return undefined;
    const listener = createBridgeListener({
      allowedOrigins: config.portalOrigins,
      parent: window.parent,
      navigate: (path) => history.push(path),
      openWindow: openDetached,
    });
    window.addEventListener('message', listener);
    // Tell each allowed portal origin we are ready; a wrong origin never receives it.
    for (const origin of config.portalOrigins) window.parent.postMessage({ event: 'console-ready' }, origin);
    return () => window.removeEventListener('message', listener);
  }, []);
  return <>{children}</>;
}
