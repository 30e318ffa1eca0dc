/**
 * Build-time configuration checks and the HTTP headers the console must be served with.
 * Used by .umirc.ts (the build fails on a bad PORTAL_ORIGINS or API_HOST), by the Umi
 * plugin below (writes the headers next to the build), by scripts/serve.mjs (sends them)
 * and by the nginx snippet in docs/deploying.md.
 */
import { createHash } from 'crypto';
import { writeFileSync } from 'fs';
import { join } from 'path';
import type { IApi } from '@umijs/max';
import { PRE_PAINT_SCRIPT } from '../src/core/prePaint';

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Why an origin may not be used, or undefined when it may. */
function originProblem(value: string, { allowPath }: { allowPath: boolean }): string | undefined {
  if (value.includes('*')) return 'wildcards are not allowed: name each origin';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL (expected https://host[:port])';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${url.protocol} is not http(s)`;
  if (url.protocol === 'http:' && !LOCAL_HOSTS.includes(url.hostname))
    return 'plain http is allowed for localhost only: use https';
  if (url.username || url.password) return 'credentials do not belong in an origin';
  if (url.search || url.hash) return 'a query or fragment does not belong here';
  if (!allowPath && url.pathname !== '/') return 'an origin has no path';
  if (!allowPath && value.replace(/\/$/, '') !== url.origin) return `write it as its origin, ${url.origin}`;
  return undefined;
}

export interface BuildEnv {
  PORTAL_ORIGINS?: string;
  FILE_ORIGINS?: string;
  FILE_PATHS?: string;
  API_HOST?: string;
  MOCK?: string;
}

/** Why a FILE_PATHS entry may not be used, or undefined when it may. */
function filePathProblem(entry: string): string | undefined {
  if (!entry.startsWith('/') || !entry.endsWith('/') || entry === '/') return 'write it as a folder: /files/';
  if (entry.startsWith('//') || entry.includes('\\') || /(^|\/)\.\.?(\/|$)/.test(entry) || entry.includes('//'))
    return 'a plain folder path, without // . or ..';
  if (/[?#%\s]/.test(entry)) return 'no query, fragment, escape or space';
  if (entry.toLowerCase().startsWith('/api/')) return 'the API’s paths are never files';
  return undefined;
}

/** Every problem with the build's switches, each naming the variable and the value. */
export function buildEnvProblems(env: BuildEnv): string[] {
  const problems: string[] = [];
  for (const entry of (env.PORTAL_ORIGINS ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const problem = originProblem(entry, { allowPath: false });
    if (problem) problems.push(`PORTAL_ORIGINS entry "${entry}": ${problem}`);
  }
  for (const entry of (env.FILE_ORIGINS ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const problem = originProblem(entry, { allowPath: false });
    if (problem) problems.push(`FILE_ORIGINS entry "${entry}": ${problem}`);
    else if (!entry.startsWith('https:')) problems.push(`FILE_ORIGINS entry "${entry}": file links are https only`);
  }
  for (const entry of (env.FILE_PATHS ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const problem = filePathProblem(entry);
    if (problem) problems.push(`FILE_PATHS entry "${entry}": ${problem}`);
  }
  if (env.MOCK && env.MOCK !== 'on' && env.MOCK !== 'none')
    problems.push(`MOCK "${env.MOCK}": use on (the demo backend) or none (a real backend)`);
  const apiHost = (env.API_HOST ?? '').trim();
  if (apiHost) {
    const problem = originProblem(apiHost, { allowPath: true });
    if (problem) problems.push(`API_HOST "${apiHost}": ${problem}`);
  }
  return problems;
}

/** Throws one clear error listing every problem (the build stops instead of dropping a value). */
export function assertBuildEnv(env: BuildEnv): void {
  const problems = buildEnvProblems(env);
  if (problems.length) throw new Error(`Invalid build configuration:\n- ${problems.join('\n- ')}`);
}

/** The origins of a comma-separated switch as exact origins (assertBuildEnv has checked them). */
function originsOf(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}

export const portalOrigins = (env: BuildEnv) => originsOf(env.PORTAL_ORIGINS);
export const fileOrigins = (env: BuildEnv) => originsOf(env.FILE_ORIGINS);

/**
 * Sent only over https (a browser ignores it over http, and a local http server must not
 * pin localhost): a year, subdomains included. scripts/serve.mjs adds it when it serves
 * https; the nginx block in docs/deploying.md sends it.
 */
export const HSTS_HEADER = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } as const;

/**
 * The headers a deployment sends with the console: framed only by itself and the portal,
 * scripts only from its own origin and the one inline script whose hash it names (the pre-paint
 * of a dark reload, src/core/prePaint.ts), styles inline as
 * antd's CSS-in-JS writes them, calls only to itself and API_HOST, images and files only
 * from itself and FILE_ORIGINS.
 */
/** The CSP's name for the pre-paint script, the one inline script of index.html. */
export const PRE_PAINT_HASH = `sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}`;

export function securityHeaders(env: BuildEnv): Record<string, string> {
  const api = env.API_HOST?.trim() ? new URL(env.API_HOST.trim()).origin : '';
  const files = fileOrigins(env)
    .map((origin) => ` ${origin}`)
    .join('');
  const csp = [
    "default-src 'self'",
    `script-src 'self' '${PRE_PAINT_HASH}'`,
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${files}`,
    "font-src 'self' data:",
    `connect-src 'self'${api ? ` ${api}` : ''}${files}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self'${portalOrigins(env)
      .map((origin) => ` ${origin}`)
      .join('')}`,
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}

/**
 * The app's document (index.html, served for every in-app path) is never stored: a shared PC's
 * browser must not keep a page of one sign-in to show the next from its back/forward cache or
 * its HTTP cache (the page itself checks too: src/core/tabReturn.ts). Hashed assets are immutable.
 */
export const DOCUMENT_HEADERS = { 'Cache-Control': 'no-store' };

/**
 * Where a build keeps its headers, for scripts/serve.mjs and for deployment tooling:
 * `always` (every response), `https` (only over https: HSTS) and `document` (index.html).
 */
export const HEADERS_FILE = 'security-headers.json';

/** Umi plugin: writes the headers of this build's configuration next to it. */
export default (api: IApi) => {
  api.onBuildComplete(({ err }) => {
    if (err) return;
    writeFileSync(
      join(api.paths.absOutputPath, HEADERS_FILE),
      `${JSON.stringify({ always: securityHeaders(process.env), https: HSTS_HEADER, document: DOCUMENT_HEADERS }, null, 2)}\n`,
    );
  });
};
