/**
 * The fake backend as a plain HTTP backend for a MOCK=none build: the same msw handlers
 * that serve the demo and the tests answer `/api/*` on the server, so the build a real
 * deployment ships can be driven (and measured) exactly as against a real backend.
 * `mock/` is TypeScript with the `@/` alias, so it is bundled once with esbuild.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

/** Loads mock/handlers (bundled) and answers a Fetch Request with the fake backend. */
export async function loadMockBackend() {
  const outdir = resolve(root, 'node_modules/.cache/mock-backend');
  mkdirSync(outdir, { recursive: true });
  const outfile = resolve(outdir, 'handlers.mjs');
  // Loaded only when the fake backend is asked for: serving a build alone needs no esbuild.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [resolve(root, 'mock/handlers/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    alias: { '@': resolve(root, 'src'), '@@': resolve(root, 'src/.umi') },
    // The services' request layer is bundled but never called here; its build-time constants:
    define: {
      __MOCK__: 'true',
      __API_HOST__: '""',
      __PORTAL_ORIGINS__: '""',
      __FILE_ORIGINS__: '""',
      __FILE_PATHS__: '""',
      __APP_NAME__: '"云仓租赁管理后台"',
      __APP_VERSION__: '"script"',
      __ERROR_BEACON_URL__: '""',
      __SENTRY_DSN__: '""',
    },
    external: ['msw', 'umi-request', 'js-cookie', 'antd'],
  });
  const [{ handlers }, { getResponse }] = await Promise.all([import(pathToFileURL(outfile).href), import('msw')]);
  return (request) => getResponse(handlers, request);
}

/** Node's request as a Fetch Request (the body read whole). */
export async function toFetchRequest(req, origin) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body });
}
