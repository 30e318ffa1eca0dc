#!/usr/bin/env node
/**
 * For local use only (demos, tests, the benchmark): serves a production build with an SPA
 * fallback (every path without a file gets index.html), so reloading on any route works.
 * Loopback only. `--backend mock` also answers `/api/*` with the fake backend, for a
 * MOCK=none build (`npm run serve:backend`). A real deployment serves dist/ with nginx
 * (docs/deploying.md).
 *   node scripts/serve.mjs [--dir dist] [--port 8000] [--host 127.0.0.1] [--backend mock]
 *                          [--tls-key key.pem --tls-cert cert.pem]   (https, with HSTS)
 */
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadMockBackend, toFetchRequest } from './mock-backend.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
}

/**
 * @param {{ dir?: string, port?: number | string, host?: string, fail?: (path: string) => boolean, onSent?: (path: string, bytes: number) => void, api?: (request: Request) => Promise<Response | undefined>, securityHeaders?: boolean, tls?: { key: Buffer, cert: Buffer } }} options
 *   `tls: { key, cert }` serves https and sends HSTS (never over plain http: it would pin
 *   localhost to https for a year).
 *   `securityHeaders: false` serves without the build's headers (a test of the console's own frame check).
 *   `fail` lets the browser tests make chosen assets fail to load (answered 503).
 *   `onSent` hears of every body sent (the benchmark counts bytes on the wire with it: a
 *   service worker's fetches are invisible to the page's DevTools network events).
 */
export function startStaticServer({
  dir = 'dist',
  port = 8000,
  host = '127.0.0.1',
  fail = () => false,
  onSent = () => {},
  api,
  securityHeaders = true,
  tls,
} = {}) {
  const root = resolve(dir);
  // The headers the build asks for (plugins/security.ts): CSP with frame-ancestors, nosniff.
  const securityFile = join(root, 'security-headers.json');
  // `always` over any connection; `https` (HSTS) only over https.
  const written = securityHeaders && existsSync(securityFile) ? JSON.parse(readFileSync(securityFile, 'utf8')) : {};
  const security = { ...written.always, ...(tls ? written.https : {}) };
  const handle = async (req, res) => {
    let url;
    let path;
    try {
      url = new URL(req.url ?? '/', 'http://local');
      path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    } catch {
      // A malformed address (`/%E0%A4%A`) is the client's mistake, not the server's end.
      res.writeHead(400);
      res.end('bad request');
      return;
    }
    if (api && url.pathname.startsWith('/api/')) {
      const answer = await api(await toFetchRequest(req, `http://${host}:${port}`));
      if (!answer) {
        res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ code: 404, data: null, msg: 'no such endpoint' }));
        return;
      }
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    if (path === '/security-headers.json') {
      res.writeHead(404);
      res.end('not found');
      return;
    }
    if (fail(path)) {
      res.writeHead(503);
      res.end('unavailable');
      return;
    }
    let file = join(root, path);
    let isAsset = true;
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
    } catch {
      // A missing script or stylesheet is a 404 (so the loader reports it); routes get the app.
      if (extname(path)) {
        res.writeHead(404);
        res.end('not found');
        return;
      }
      file = join(root, 'index.html');
      isAsset = false;
    }
    try {
      let body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const headers = { 'Content-Type': type };
      // Hashed assets are immutable; the worker must always be fresh; index.html is never
      // stored (the build's `document` headers: a shared PC keeps no page of one sign-in).
      const isDocument = file.endsWith('index.html');
      headers['Cache-Control'] =
        isAsset && /\.[0-9a-f]{8}\./.test(file)
          ? 'public, max-age=31536000, immutable'
          : isDocument
            ? (written.document?.['Cache-Control'] ?? 'no-store')
            : 'no-cache';
      if (/text|javascript|json|svg/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
      }
      res.writeHead(200, headers);
      res.end(body);
      onSent(path, body.length);
    } catch {
      res.writeHead(404);
      res.end('not found');
    }
  };
  const server = tls ? createTlsServer(tls, handle) : createServer(handle);
  return new Promise((done, fail) => {
    // A port in use fails at once rather than leaving the caller waiting.
    server.once('error', fail);
    server.listen(Number(port), host, () => done(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = option('dir', 'dist');
  const port = option('port', process.env.PORT ?? '8000');
  const host = option('host', '127.0.0.1');
  const api = option('backend', '') === 'mock' ? await loadMockBackend() : undefined;
  const key = option('tls-key', '');
  const cert = option('tls-cert', '');
  const tls = key && cert ? { key: readFileSync(key), cert: readFileSync(cert) } : undefined;
  await startStaticServer({ dir, port, host, api, tls });
  console.log(
    `Serving ${dir} on ${tls ? 'https' : 'http'}://${host}:${port}${api ? ' with the fake backend on /api' : ''}`,
  );
}
