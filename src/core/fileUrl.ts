/**
 * The one policy for every URL the server sends (vouchers, licences, uploaded files and
 * their previews): a same-origin path, or https on an origin the build allows
 * (`FILE_ORIGINS`, checked at build start and added to the CSP's img-src and connect-src).
 * Anything else is shown as text, never as a link, an image or a window: a server string
 * that says `javascript:` or points at a stranger's host does nothing.
 */
import { config } from '@/config';

/** Longer is not a file link anyone uploaded. */
const MAX_URL_LENGTH = 4096;

export interface FileUrlPolicy {
  /** Origins whose https URLs may be linked and shown. */
  origins: readonly string[];
  /** This page's origin: its paths are always allowed. */
  here: string;
}

const currentPolicy = (): FileUrlPolicy => ({
  origins: config.fileOrigins,
  here: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
});

/** The URL, normalised, when the policy allows it; undefined otherwise. */
export function safeFileUrl(raw: unknown, policy: FileUrlPolicy = currentPolicy()): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (!text || text.length > MAX_URL_LENGTH) return undefined;
  // Browsers drop tabs and newlines (`/\t/evil` becomes `//evil`); a backslash is a slash.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return undefined;
  try {
    if (text.startsWith('/')) {
      if (text.startsWith('//')) return undefined;
      const url = new URL(text, policy.here);
      return url.origin === policy.here ? `${url.pathname}${url.search}${url.hash}` : undefined;
    }
    const url = new URL(text);
    if (url.protocol !== 'https:' || url.username || url.password) return undefined;
    return policy.origins.includes(url.origin) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The file's name from its URL's last part; a malformed %-escape shows as sent. */
export function fileNameOf(url: string): string {
  const last = url.split('?')[0].split('#')[0].split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
