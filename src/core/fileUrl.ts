/**
 * The one policy for every URL the server sends (vouchers, licences, uploaded files and
 * their previews). A file is:
 * - a same-origin path under a file prefix (`FILE_PATHS`, and a mock build's `/mock-files/`),
 * - https on an origin the build allows (`FILE_ORIGINS`, added to the CSP's img-src and
 *   connect-src),
 * - or a URL an upload endpoint answered in this page (the file the operator just sent).
 * Never a path of the API (`/api/…`): a "licence image" that is a money-moving GET would be
 * sent by every admin who opens the record. Anything else is shown as text, never as a link,
 * an image or a window. A path is judged as written, decoded to a fixed point (no dot segment,
 * `;`, backslash or encoded slash), and again once normalised (`/x/..//evil` would be `//evil`).
 */
import { config } from '@/core/config';

/** Longer is not a file link anyone uploaded. */
const MAX_URL_LENGTH = 4096;
/** The API's own paths: never a file, whatever the configuration says. */
const API_PREFIX = '/api/';

export interface FileUrlPolicy {
  /** Origins whose https URLs may be linked and shown. */
  origins: readonly string[];
  /** This page's origin. */
  here: string;
  /** Same-origin path prefixes that hold files (each starts and ends with `/`). */
  paths: readonly string[];
}

const currentPolicy = (): FileUrlPolicy => ({
  origins: config.fileOrigins,
  here: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  paths: config.filePaths,
});

/** How many rounds of decoding a path is followed through (a server may decode more than once). */
const DECODE_ROUNDS = 8;

/**
 * The path of a URL as written (before `?` and `#`), decoded to a fixed point: what a server
 * that decodes again and again (a proxy, then the application) would see. Undefined when it
 * hides anything: an encoded slash or backslash at any round, a dot segment, `;` (a matrix
 * parameter some servers strip: `/files/..;/api/`), a backslash or a control character, or
 * escapes still left after every round.
 */
function decodedPath(rawPath: string): string | undefined {
  let path = rawPath;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    if (/%(2f|5c)/i.test(path)) return undefined;
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      break; // a lone `%` (a file named 100%.pdf): judged as it stands
    }
    if (next === path) break;
    path = next;
  }
  // eslint-disable-next-line no-control-regex
  if (/%[0-9a-f]{2}/i.test(path) || /[\u0000-\u001f\u007f\\;]/.test(path)) return undefined;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return path;
}

/** The path part of a URL as written: after the scheme and host, before the query and fragment. */
function writtenPath(text: string): string {
  return text.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0];
}

/** Under the API's paths, in any case and however escaped (`/%61pi/`, `/API/`); a hiding path is. */
function isApiPath(rawPath: string): boolean {
  const path = decodedPath(rawPath);
  return path === undefined || `${path.toLowerCase()}/`.startsWith(API_PREFIX);
}

/** The URL as the browser would use it, or undefined when it is no URL or no file of ours. */
function normalised(text: string, policy: FileUrlPolicy): { url: string; sameOrigin: boolean } | undefined {
  // Judged as written, decoded to a fixed point, before the URL parser resolves anything.
  if (isApiPath(writtenPath(text))) return undefined;
  if (text.startsWith('/')) {
    const url = new URL(text, policy.here);
    if (url.origin !== policy.here) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // `//evil.example/x` is another host to a browser.
    if (path.startsWith('//') || isApiPath(url.pathname)) return undefined;
    return { url: path, sameOrigin: true };
  }
  const url = new URL(text);
  if (url.protocol !== 'https:' || url.username || url.password || isApiPath(url.pathname)) return undefined;
  return { url: url.href, sameOrigin: false };
}

/** The URL, normalised, when the policy allows it; undefined otherwise. */
export function safeFileUrl(raw: unknown, policy: FileUrlPolicy = currentPolicy()): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (!text || text.length > MAX_URL_LENGTH) return undefined;
  // Browsers drop tabs and newlines (`/\t/evil` becomes `//evil`); a backslash is a slash.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return undefined;
  try {
    const found = normalised(text, policy);
    if (!found) return undefined;
    if (!found.sameOrigin) return policy.origins.includes(new URL(found.url).origin) ? found.url : undefined;
    return policy.paths.some((prefix) => found.url.startsWith(prefix)) ? found.url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Bidirectional and invisible format characters (U+202E turns `gpj.exe` into `exe.jpg` on
 * screen, U+200B hides a difference): dropped from every file name shown or downloaded.
 */
const FORMAT_CHARACTERS = /[\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

export function plainFileName(name: string): string {
  return name.replace(FORMAT_CHARACTERS, '');
}

/** Whether a file URL names an image (a preview shows it; anything else opens or downloads). */
export function isImageFile(url: string | undefined): boolean {
  return Boolean(url && /\.(png|jpe?g|gif|webp|svg)$/i.test(fileNameOf(url)));
}

/** The file's name from its URL's last part, without format characters; a malformed %-escape shows as sent. */
export function fileNameOf(url: string): string {
  const last = url.split('?')[0].split('#')[0].split('/').pop() || url;
  try {
    return plainFileName(decodeURIComponent(last));
  } catch {
    return plainFileName(last);
  }
}
