/** Where a login with no usable target lands. */
export const DEFAULT_AFTER_LOGIN = '/';

const PROBE_ORIGIN = 'http://in-app.invalid';

/**
 * Returns `target` when it is an in-app path, otherwise `/`.
 * An in-app path starts with one `/` and resolves to this origin: `//evil.example`,
 * `/\evil.example`, `https://…` and `javascript:` all fail, as does anything with
 * control characters (browsers strip tabs and newlines, turning `/\t/evil` into `//evil`).
 */
export function safeTarget(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return DEFAULT_AFTER_LOGIN;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target) || target.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  try {
    const url = new URL(target, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return DEFAULT_AFTER_LOGIN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}

/** The login URL that brings the operator back to `path` (a login page never targets itself). */
export function loginUrl(path?: string): string {
  if (!path || path.startsWith('/main/login')) return '/main/login';
  return `/main/login?target=${encodeURIComponent(path)}`;
}
