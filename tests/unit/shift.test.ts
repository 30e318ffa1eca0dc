/**
 * A shift across deploys and faults: the calls kept for 诊断信息 (no bodies, no tokens), the
 * errors reported (scrubbed, deduplicated, rate-limited, with the version and the screen, never
 * the query), and a new version noticed from version.json.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mock/node';
import { clearCallLog, recentCalls } from '@/core/callLog';
import { clearErrors, recentErrors, reportError, scrub, type ReportedError } from '@/core/errorReport';
import { callApi } from '@/core/request';
import { checkVersion, newerVersion } from '@/core/version';

describe('the shift watch', () => {
  it('keeps the last 20 calls: endpoint, code, duration, the server’s request id; never a parameter or a body', async () => {
    clearCallLog();
    server.use(
      http.get('*/api/test/ping', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: null }, { headers: { 'X-Request-Id': 'req-42' } }),
      ),
      http.get('*/api/test/refuse', () => HttpResponse.json({ code: 400, msg: '不能这样', data: null })),
    );
    for (let index = 0; index < 21; index += 1) await callApi('GET', '/api/test/ping', { mobile: '13800138000' });
    await callApi('GET', '/api/test/refuse', { keyword: '13800138000' }, { quiet: true }).catch(() => undefined);
    const calls = recentCalls();
    expect(calls).toHaveLength(20);
    expect(calls[0]).toMatchObject({ method: 'GET', endpoint: '/api/test/ping', code: '200', requestId: 'req-42' });
    expect(calls[19]).toMatchObject({ endpoint: '/api/test/refuse', code: '400' });
    expect(JSON.stringify(calls)).not.toContain('13800138000');
  });

  it('reports an error scrubbed of numbers, e-mails and tokens, with the version and the path only', () => {
    clearErrors();
    window.history.pushState(null, '', '/orderDeliver?keyword=13800138000');
    const sent: ReportedError[] = [];
    reportError(
      { kind: 'error', message: 'TypeError: 13800138000 of a@b.com with eyJhbGciOiJIUzI1NiJ9abcdefghijkl' },
      1_000,
      (payload) => sent.push(payload),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ version: 'test@2026-12-05T00:00:00Z', screen: '/orderDeliver', count: 1 });
    expect(sent[0].message).toBe('TypeError: <number> of <email> with <token>');
    expect(scrub('页面错误 '.repeat(100))).toHaveLength(300);
  });

  it('sends the same error once a minute (counted), and at most ten a minute', () => {
    clearErrors();
    const send = vi.fn();
    for (let index = 0; index < 5; index += 1)
      reportError({ kind: 'call', message: '', endpoint: '/api/x', code: '500' }, 10_000 + index, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(recentErrors()[0].count).toBe(5);
    for (let index = 0; index < 15; index += 1)
      reportError({ kind: 'error', message: `E${index}` }, 20_000 + index, send);
    expect(send).toHaveBeenCalledTimes(10);
    reportError({ kind: 'error', message: 'later' }, 90_000, send);
    expect(send).toHaveBeenCalledTimes(11);
  });

  it('notices a version.json that is not this bundle’s, and stays quiet when it is or cannot be read', async () => {
    server.use(http.get('*/version.json', () => HttpResponse.json({ version: 'test@2026-12-05T00:00:00Z' })));
    await checkVersion();
    expect(newerVersion()).toBeUndefined();
    server.use(http.get('*/version.json', () => new HttpResponse(null, { status: 404 })));
    await checkVersion();
    expect(newerVersion()).toBeUndefined();
    server.use(http.get('*/version.json', () => HttpResponse.json({ version: 'abc1234@2026-12-05T09:00:00Z' })));
    await checkVersion();
    expect(newerVersion()).toBe('abc1234@2026-12-05T09:00:00Z');
  });
});
