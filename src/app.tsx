/**
 * The runtime hub: starts the mock backend (mock builds only), loads the initial state,
 * wires the request layer to the router, and wraps the app in the portal bridge and the
 * top-level error boundary.
 */
import { history } from '@umijs/max';
import type { ReactNode } from 'react';
import { config } from '@/config';
import { emptyState, isPublicPath, loadSessionState, type InitialState } from '@/core/initialState';
import { prepareInitialLocale } from '@/core/locale';
import { setNavigator } from '@/core/request';
import ErrorBoundary from '@/components/ErrorBoundary';
import PortalBridge from '@/components/PortalBridge';

setNavigator((url) => history.push(url));

/** The login page needs no user; every other page loads the signed-in state first. */
export async function getInitialState(): Promise<InitialState> {
  if (isPublicPath(window.location.pathname)) return emptyState();
  return loadSessionState();
}

export function render(oldRender: () => void) {
  // The worker import sits behind a build-time constant, so MOCK=none drops msw entirely.
  const mockReady = config.mock
    ? import(/* webpackChunkName: "mock" */ '../mock/browser').then(({ startMockWorker }) => startMockWorker())
    : Promise.resolve();
  mockReady
    .catch((error) => console.error('[mock] the msw worker failed to start', error))
    .then(() => prepareInitialLocale())
    .then(() => oldRender());
}

export function rootContainer(container: ReactNode) {
  return (
    <ErrorBoundary>
      <PortalBridge>{container}</PortalBridge>
    </ErrorBoundary>
  );
}
