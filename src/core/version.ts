/**
 * A new version is noticed: the build writes its version into the bundle (`config.version`) and
 * into version.json beside index.html (served no-store). The console asks for it when the window
 * regains focus, every five minutes while it is visible, and at once on a chunk-load failure;
 * a different one is kept here for the notice (layouts/shell/NewVersion.tsx).
 */
import { config } from './config';

const EVERY_MS = 5 * 60_000;

let newer: string | undefined;
const listeners = new Set<() => void>();

export function subscribeVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The served version when it is not this bundle's. */
export function newerVersion(): string | undefined {
  return newer;
}

export async function checkVersion(): Promise<void> {
  try {
    // A static file beside index.html, not an API call: no token, no envelope, no 请求错误 notice.
    // eslint-disable-next-line no-restricted-globals
    const answer = await fetch('/version.json', { cache: 'no-store' });
    if (!answer.ok) return;
    const { version } = (await answer.json()) as { version?: unknown };
    if (typeof version === 'string' && version && version !== config.version && version !== newer) {
      newer = version;
      for (const listener of listeners) listener();
    }
  } catch {
    // offline or no version.json (the dev server): nothing is known, nothing is said
  }
}

/** Checks on focus, on becoming visible, and every few minutes while visible; returns the stop. */
export function watchVersion(): () => void {
  const visibleCheck = () => {
    if (document.visibilityState === 'visible') void checkVersion();
  };
  window.addEventListener('focus', visibleCheck);
  document.addEventListener('visibilitychange', visibleCheck);
  const timer = window.setInterval(visibleCheck, EVERY_MS);
  return () => {
    window.removeEventListener('focus', visibleCheck);
    document.removeEventListener('visibilitychange', visibleCheck);
    window.clearInterval(timer);
  };
}
