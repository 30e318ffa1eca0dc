/**
 * The runtime hub: arms the mock backend (mock builds only; it starts with the first
 * call), loads the locale and the initial state,
 * wires the request layer to the router, and wraps the app in the portal bridge and the
 * top-level error boundary.
 */
// antd's shared rules, made at build time; each component's own CSS comes with it (plugins/antdStyles.ts).
import '@@/plugin-antdStyles/base.css';
import { history } from '@umijs/max';
import type { ReactNode } from 'react';
import { installAriaFixes } from '@/adapters/ariaFixes';
import { umiTranslator } from '@/adapters/intl';
import { prepareInitialLocale } from '@/adapters/locale';
import { ConsoleTheme, deriveShownThemeAhead, paintShownAppearance } from '@/adapters/appearance';
import { antdNotices, NoticeHost } from '@/adapters/notice';
import { setTranslator, t } from '@/core/i18n';
import { emptyState, isPublicPath, type InitialState } from '@/adapters/initialState';
import { framingAllowed } from '@/core/bridge';
import { setNoticePresenter } from '@/core/notice';
import { config } from '@/core/config';
import { setRequestGate, setRequestRouter } from '@/core/request';
import { forgetEndedSession } from '@/core/session';
import { watchTabReturn } from '@/core/tabReturn';
import ErrorBoundary from '@/components/ErrorBoundary';
import PortalBridge from '@/layouts/shell/PortalBridge';

// Framework-free code (src/core) translates and shows notices through these.
setTranslator(umiTranslator);
setNoticePresenter(antdNotices);
// "Remember me" unchecked: a token left from a browser session that has ended is dropped.
forgetEndedSession();
// A page the browser brings back (its back/forward cache, a discarded tab) shows nothing of a
// sign-in that has ended.
watchTabReturn();

/** The login page needs no user; every other page loads the signed-in state first. */
export async function getInitialState(): Promise<InitialState> {
  if (isPublicPath(history.location.pathname)) return emptyState();
  const { loadSessionState } = await import(/* webpackChunkName: "session-state" */ '@/adapters/sessionState');
  return loadSessionState();
}

function currentFraming() {
  const ancestors = window.location.ancestorOrigins;
  return {
    framed: window.self !== window.top,
    ancestorOrigins: ancestors ? Array.from(ancestors) : undefined,
    selfOrigin: window.location.origin,
    allowedOrigins: config.portalOrigins,
  };
}

function refuseForeignFrame() {
  const root = document.getElementById('root');
  if (!root) return;
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.style.cssText = 'margin:48px auto;max-width:480px;font:14px/1.6 sans-serif;color:CanvasText;text-align:center';
  note.textContent = t('frame.refused');
  root.replaceChildren(note);
}

export function render(oldRender: () => void) {
  // While the locale (and the demo's chunk) come: antd's palettes, not in the first render's task.
  deriveShownThemeAhead();
  let demoReady: Promise<void> = Promise.resolve();
  // Behind the `define`d constant itself (not config.mock): only a literal `false` lets the
  // minifier drop these imports, so a MOCK=none build ships no msw code.
  if (__MOCK__) {
    let worker: Promise<void> | undefined;
    // The fake backend starts with the first call (the login page makes none until submit).
    setRequestGate(() => {
      worker ??= import(/* webpackChunkName: "mock" */ '@mock/browser')
        .then(({ startMockWorker }) => startMockWorker())
        .catch((error) => console.error('[mock] the msw worker failed to start', error));
      return worker;
    });
    demoReady = import(/* webpackChunkName: "mock-demo" */ '@mock/demo').then(({ announceMockDemo }) =>
      announceMockDemo(),
    );
  }
  Promise.all([prepareInitialLocale(), demoReady.catch(() => undefined)]).then(() => {
    // Framed by a page that is not the portal: show nothing of the console.
    if (!framingAllowed(currentFraming())) {
      refuseForeignFrame();
      return;
    }
    oldRender();
  });
}

export function rootContainer(container: ReactNode) {
  // Wired here, not at module level: app.tsx is imported by Umi's plugin core, which the
  // request layer itself reaches through the locale exports.
  installAriaFixes();
  paintShownAppearance();
  setRequestRouter({
    navigate: (url) => history.push(url),
    currentPath: () => `${history.location.pathname}${history.location.search}`,
  });
  return (
    <ErrorBoundary>
      <ConsoleTheme>
        <NoticeHost>
          <PortalBridge>{container}</PortalBridge>
        </NoticeHost>
      </ConsoleTheme>
    </ErrorBoundary>
  );
}
