/** Build-time checks, the headers a deployment sends, and the console's own frame check. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { framingAllowed } from '@/core/bridge';
import { PRE_PAINT_SCRIPT } from '@/core/prePaint';
import { buildEnvProblems, HSTS_HEADER, PRE_PAINT_HASH, securityHeaders } from '../../plugins/security';

describe('build configuration', () => {
  it('accepts https origins, localhost over http, and an empty configuration', () => {
    expect(buildEnvProblems({})).toEqual([]);
    expect(buildEnvProblems({ MOCK: 'on', FILE_PATHS: '/files/, /oss/vouchers/' })).toEqual([]);
    expect(buildEnvProblems({ MOCK: 'none' })).toEqual([]);
    expect(
      buildEnvProblems({
        PORTAL_ORIGINS: 'https://portal.example.com, https://ops.example.com:8443',
        API_HOST: 'https://api.example.com/v1',
      }),
    ).toEqual([]);
    expect(
      buildEnvProblems({
        PORTAL_ORIGINS: 'http://127.0.0.1:4311,http://localhost:3000',
        API_HOST: 'http://localhost:9000',
      }),
    ).toEqual([]);
  });

  it.each([
    [
      { PORTAL_ORIGINS: 'https://*.example.com' },
      'PORTAL_ORIGINS entry "https://*.example.com": wildcards are not allowed',
    ],
    [{ PORTAL_ORIGINS: '*' }, 'wildcards are not allowed'],
    [{ PORTAL_ORIGINS: 'http://portal.example.com' }, 'plain http is allowed for localhost only'],
    [{ PORTAL_ORIGINS: 'portal.example.com' }, 'not a URL'],
    [{ PORTAL_ORIGINS: 'https://portal.example.com/app' }, 'an origin has no path'],
    [{ PORTAL_ORIGINS: 'javascript:alert(1)' }, 'is not http(s)'],
    [
      { API_HOST: 'http://api.example.com' },
      'API_HOST "http://api.example.com": plain http is allowed for localhost only',
    ],
    [{ API_HOST: 'api.example.com' }, 'API_HOST "api.example.com": not a URL'],
    [{ FILE_ORIGINS: 'https://*.cdn.example.com' }, 'FILE_ORIGINS entry "https://*.cdn.example.com": wildcards'],
    [{ FILE_ORIGINS: 'http://localhost:9000' }, 'file links are https only'],
    [{ FILE_ORIGINS: 'https://cdn.example.com/files' }, 'an origin has no path'],
    [{ API_HOST: 'https://api.example.com/?x=1' }, 'a query or fragment does not belong here'],
    [{ MOCK: 'off' }, 'MOCK "off": use on (the demo backend) or none'],
    [{ MOCK: 'true' }, 'MOCK "true": use on'],
    [{ FILE_PATHS: '/api/files/' }, 'FILE_PATHS entry "/api/files/": the API’s paths are never files'],
    [{ FILE_PATHS: '/API/' }, 'the API’s paths are never files'],
    [{ FILE_PATHS: '/files' }, 'write it as a folder'],
    [{ FILE_PATHS: '/' }, 'write it as a folder'],
    [{ FILE_PATHS: '/files/../api/' }, 'without // . or ..'],
    [{ FILE_PATHS: '//evil.example/' }, 'without // . or ..'],
  ])('refuses %j with a clear message', (env, message) => {
    const problems = buildEnvProblems(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });
});

describe('security headers', () => {
  it('let only the console and the portal frame it, and scripts come only from itself', () => {
    const headers = securityHeaders({
      PORTAL_ORIGINS: 'https://portal.example.com',
      API_HOST: 'https://api.example.com/v1',
    });
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'self' https://portal.example.com");
    // Scripts from the console's origin, and the one inline script, by its hash.
    expect(csp).toContain(`script-src 'self' '${PRE_PAINT_HASH}';`);
    expect(PRE_PAINT_HASH).toBe(`sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}`);
    expect(csp).toContain("connect-src 'self' https://api.example.com;");
    expect(csp).toContain("object-src 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders({})['Content-Security-Policy']).toMatch(/frame-ancestors 'self'$/);
  });

  it("docs/deploying.md's nginx block sends what the build writes", () => {
    const csp = securityHeaders({ PORTAL_ORIGINS: 'https://portal.example.com', API_HOST: 'https://api.example.com' })[
      'Content-Security-Policy'
    ];
    const sent = [
      ...readFileSync('docs/deploying.md', 'utf8').matchAll(/add_header Content-Security-Policy "([^"]+)"/g),
    ];
    expect(sent.length).toBeGreaterThan(0);
    for (const [, value] of sent) expect(value).toBe(csp);
  });
});

describe('the frame check', () => {
  const base = { selfOrigin: 'https://console.example.com', allowedOrigins: ['https://portal.example.com'] };
  it('shows the console on its own, in its own frames and in the portal', () => {
    expect(framingAllowed({ ...base, framed: false, ancestorOrigins: [] })).toBe(true);
    expect(framingAllowed({ ...base, framed: true, ancestorOrigins: ['https://portal.example.com'] })).toBe(true);
    expect(
      framingAllowed({
        ...base,
        framed: true,
        ancestorOrigins: ['https://console.example.com', 'https://portal.example.com'],
      }),
    ).toBe(true);
  });
  it('refuses any other ancestor', () => {
    expect(framingAllowed({ ...base, framed: true, ancestorOrigins: ['https://evil.example'] })).toBe(false);
    expect(
      framingAllowed({
        ...base,
        framed: true,
        ancestorOrigins: ['https://portal.example.com', 'https://evil.example'],
      }),
    ).toBe(false);
  });
});

describe('file origins and HSTS', () => {
  it('lets images and file fetches come from FILE_ORIGINS, and from nowhere else', () => {
    const csp = securityHeaders({ FILE_ORIGINS: 'https://cdn.example.com, https://files.example.com' })[
      'Content-Security-Policy'
    ];
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com https://files.example.com;");
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com https:\/\/files\.example\.com;/);
    expect(securityHeaders({})['Content-Security-Policy']).toContain("img-src 'self' data: blob:;");
  });

  it('keeps HSTS out of the headers sent over any connection: it is for https only', () => {
    expect(securityHeaders({})).not.toHaveProperty('Strict-Transport-Security');
    expect(HSTS_HEADER['Strict-Transport-Security']).toMatch(/^max-age=31536000; includeSubDomains$/);
  });
});
