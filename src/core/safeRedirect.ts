/** Where a login with no usable target lands. */
const DEFAULT_AFTER_LOGIN = '/';

const PROBE_ORIGIN = 'http://in-app.invalid';

/** Longer targets are not a path anyone was on: refused (about 2 KB). */
const MAX_TARGET_LENGTH = 2048;

/**
 * The same-origin in-app path `target` names, normalised, or undefined. Normalising comes
 * first: `/.//evil.example`, `/a/..//evil.example` and `/%2e//evil.example` all resolve to
 * `//evil.example`, which a later `location.assign` would take for another host. Then only
 * a path that starts with exactly one `/` and stays on this origin is accepted; control
 * characters (browsers strip tabs and newlines, turning `/\t/evil` into `//evil`) and
 * backslashes fail at once.
 */
export function inAppPath(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.length > MAX_TARGET_LENGTH) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return undefined;
  try {
    const url = new URL(target, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return /^\/(?![/\\])/.test(path) || path === '/' ? path : undefined;
  } catch {
    return undefined;
  }
}

/** `target` when it is a same-origin in-app path (see inAppPath), otherwise `/`. */
export function safeTarget(target: unknown): string {
  return inAppPath(target) ?? DEFAULT_AFTER_LOGIN;
}

/** The login URL that brings the operator back to `path` (a login page never targets itself). */
export function loginUrl(path?: string): string {
  if (!path || path.startsWith('/main/login')) return '/main/login';
  return `/main/login?target=${encodeURIComponent(path)}`;
}
