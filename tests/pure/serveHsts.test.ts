/**
 * scripts/serve.mjs sends HSTS over https only. The key and certificate are a self-signed
 * pair made for this test alone (tests/fixtures/localhost-test.*), trusted by nothing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { http, passthrough } from 'msw';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { server as mockServer } from '@mock/node';
import { HSTS_HEADER, securityHeaders } from '../../plugins/security';
import { startStaticServer } from '../../scripts/serve.mjs';

const dir = mkdtempSync(join(tmpdir(), 'console-build-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
writeFileSync(join(dir, 'security-headers.json'), JSON.stringify({ always: securityHeaders({}), https: HSTS_HEADER }));
const servers: Server[] = [];

// These requests go to real local servers, past the fake backend.
beforeEach(() => mockServer.use(http.all(/^https?:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  rmSync(dir, { recursive: true, force: true });
});

function headersOver(protocol: 'http' | 'https', port: number): Promise<Record<string, unknown>> {
  if (protocol === 'http')
    return fetch(`http://127.0.0.1:${port}/`).then((answer) => Object.fromEntries(answer.headers));
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path: '/', rejectUnauthorized: false }, (answer) => {
      answer.resume();
      done(answer.headers);
    })
      .on('error', fail)
      .end();
  });
}

describe('serve.mjs and HSTS', () => {
  it('sends Strict-Transport-Security over https, never over plain http', async () => {
    const tls = {
      key: readFileSync('tests/fixtures/localhost-test.key'),
      cert: readFileSync('tests/fixtures/localhost-test.crt'),
    };
    const secure = (await startStaticServer({ dir, port: 0, tls })) as Server;
    const plain = (await startStaticServer({ dir, port: 0 })) as Server;
    servers.push(secure, plain);
    const overHttps = await headersOver('https', (secure.address() as { port: number }).port);
    const overHttp = await headersOver('http', (plain.address() as { port: number }).port);
    expect(overHttps['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(overHttps['content-security-policy']).toContain("default-src 'self'");
    expect(overHttp['strict-transport-security']).toBeUndefined();
    expect(overHttp['content-security-policy']).toContain("default-src 'self'");
  });
});
