import Cookies from 'js-cookie';
import { render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mock/node';
import { ApiError } from '@/core/apiError';
import {
  abortSessionCalls,
  callApi,
  REQUEST_TIMEOUT_MS,
  resetUnauthorizedGuard,
  setRequestRouter,
} from '@/core/request';
import { hasToken, readToken, saveToken } from '@/core/session';
import { setNoticePresenter } from '@/core/notice';
import { antdNotices, NoticeHost } from '@/adapters/notice';

const PROBE = '*/api/probe';

function answer(body: JsonBodyType, init?: ResponseInit) {
  server.use(http.all(PROBE, () => HttpResponse.json(body, init)));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call resolved');
}

let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let currentPath = '/agent/list?page=2';

beforeEach(() => {
  navigate = vi.fn<(url: string) => void>();
  currentPath = '/agent/list?page=2';
  setRequestRouter({ navigate, currentPath: () => currentPath });
  resetUnauthorizedGuard();
  // antd 6 shows notices through its App, as the console does (adapters/notice.tsx); the
  // setup's cleanup unmounts it after each test, and its notices with it.
  render(createElement(NoticeHost, { children: null }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the request envelope', () => {
  it('resolves with data when code is 200, sending the token header, GET data as query', async () => {
    saveToken('tok-1');
    let seen: Request | undefined;
    server.use(
      http.get(PROBE, ({ request }) => {
        seen = request;
        return HttpResponse.json({ code: 200, data: { n: 1 }, msg: 'ok' });
      }),
    );
    await expect(callApi('GET', '/api/probe', { page: 2, keyword: '顺丰' })).resolves.toEqual({ n: 1 });
    expect(seen?.headers.get('token')).toBe('tok-1');
    expect(new URL(seen!.url).searchParams.get('keyword')).toBe('顺丰');
    expect(new URL(seen!.url).searchParams.get('page')).toBe('2');
  });

  it('sends POST data as a JSON body', async () => {
    let body: unknown;
    server.use(
      http.post(PROBE, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, data: null, msg: 'ok' });
      }),
    );
    await callApi('POST', '/api/probe', { ids: ['a', 'b'] });
    expect(body).toEqual({ ids: ['a', 'b'] });
  });

  it('shows "请求错误" with msg and rejects on any other code', async () => {
    answer({ code: 400, data: null, msg: '余额不足，请先充值' });
    const error = await failure(callApi('GET', '/api/probe'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 400, message: '余额不足，请先充值' });
    expect(await screen.findByText('请求错误')).toBeInTheDocument();
    expect(screen.getByText('余额不足，请先充值')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice-warning')).not.toBeNull();
  });

  it('shows server text as text, never as HTML', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><b>粗体</b>';
    answer({ code: 500, data: null, msg: hostile });
    await failure(callApi('GET', '/api/probe'));
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    const notice = document.querySelector('.ant-notification')!;
    expect(notice.querySelector('img')).toBeNull();
    expect(notice.querySelector('b')).toBeNull();
  });

  it('on 109 drops the token and makes one redirect to login with the current path as target', async () => {
    saveToken('expired');
    answer({ code: 109, data: null, msg: '登录已失效' });
    const results = await Promise.allSettled([1, 2, 3].map(() => callApi('GET', '/api/probe')));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ kind: 'unauthorized', code: 109 });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/main/login?target=%2Fagent%2Flist%3Fpage%3D2');
    expect(hasToken()).toBe(false);

    // After a new login the next 109 may redirect again.
    resetUnauthorizedGuard();
    await failure(callApi('GET', '/api/probe'));
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('on a 109 shows msg only when it is text: an object from a broken server is never shown nor thrown as text', async () => {
    saveToken('expired');
    answer({ code: 109, data: null, msg: { html: '<b>x</b>' } });
    const error = await failure(callApi('GET', '/api/probe'));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 109 });
    expect(typeof error.message).toBe('string');
    expect(error.message).not.toMatch(/object|html/);
    expect(await screen.findByText('请求错误')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\[object Object\]/);
  });

  it('does not redirect from the login page itself (no loop)', async () => {
    currentPath = '/main/login?target=%2Fx';
    answer({ code: 109, data: null, msg: '登录已失效' });
    await failure(callApi('GET', '/api/probe'));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('transport errors', () => {
  it('shows msg from the body of a non-2xx answer as an error notification', async () => {
    answer({ code: 500, msg: '数据库维护中' }, { status: 502 });
    const error = await failure(callApi('GET', '/api/probe'));
    expect(error).toMatchObject({ kind: 'http', status: 502, message: '数据库维护中' });
    expect(await screen.findByText('数据库维护中')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice-error')).not.toBeNull();
  });

  it('names the HTTP status when the body has no msg', async () => {
    server.use(http.get(PROBE, () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await failure(callApi('GET', '/api/probe'));
    expect(error.message).toContain('502');
  });

  it('treats a 200 body that is not JSON (an HTML fallback page) as a transport error', async () => {
    server.use(
      http.get(
        PROBE,
        () => new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await failure(callApi('GET', '/api/probe'));
    expect(error.kind).toBe('format');
    expect(await screen.findByText('服务器返回了无法识别的数据')).toBeInTheDocument();
  });

  it('reports a network failure clearly', async () => {
    server.use(http.get(PROBE, () => HttpResponse.error()));
    const error = await failure(callApi('GET', '/api/probe'));
    expect(error.kind).toBe('network');
    expect(await screen.findByText('网络连接失败，请检查网络后重试')).toBeInTheDocument();
  });

  it(`times out after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(PROBE, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    let settled = false;
    const pending = failure(callApi('GET', '/api/probe')).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('请求超时，请稍后重试')).toBeInTheDocument());
  });

  it('leaves no listener on a signal that outlives the call (the session signal lives all day)', async () => {
    server.use(http.get(PROBE, () => HttpResponse.json({ code: 200, data: 1, msg: '' })));
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    for (let call = 0; call < 3; call += 1)
      await callApi('GET', '/api/probe', undefined, { signal: controller.signal });
    expect(added).toHaveBeenCalledTimes(3);
    expect(removed.mock.calls.map(([type, listener]) => [type, listener])).toEqual(
      added.mock.calls.map(([type, listener]) => [type, listener]),
    );
  });

  it('a cancelled call rejects quietly', async () => {
    server.use(
      http.get(PROBE, async () => {
        await delay(200);
        return HttpResponse.json({ code: 200, data: 1, msg: '' });
      }),
    );
    const shown: string[] = [];
    setNoticePresenter({ notify: (_kind, _title, text) => shown.push(text), toast: (_kind, text) => shown.push(text) });
    try {
      const controller = new AbortController();
      const pending = failure(callApi('GET', '/api/probe', undefined, { signal: controller.signal }));
      controller.abort();
      expect((await pending).kind).toBe('aborted');
      await delay(300);
      expect(shown).toEqual([]);
    } finally {
      setNoticePresenter(antdNotices);
    }
  });

  it('aborts a timed-out request, not only stops waiting for it (a timed-out print must not print)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let seen: AbortSignal | undefined;
    server.use(
      http.post(PROBE, async ({ request }) => {
        seen = request.signal;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const pending = failure(callApi('POST', '/api/probe', { ids: ['S1'] }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
    expect((await pending).kind).toBe('timeout');
    expect(seen?.aborted).toBe(true);
    vi.useRealTimers();
  });

  it('ignores a late 109 for a token that is no longer the current one', async () => {
    saveToken('old-token');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(PROBE, async () => {
        await held;
        return HttpResponse.json({ code: 109, data: null, msg: '登录已失效' });
      }),
    );
    const pending = failure(callApi('GET', '/api/probe'));
    // Meanwhile the operator signs in again.
    saveToken('new-token');
    release();
    expect((await pending).kind).toBe('unauthorized');
    expect(readToken()).toBe('new-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a 109 in an old tab removes only the copies of the token that call carried: a newer login in another tab survives', async () => {
    // This tab signed in long ago; another tab signed in since (the shared copies are newer).
    saveToken('old-token');
    localStorage.setItem('token', 'newer-token');
    Cookies.set('token', 'newer-token', { path: '/' });
    answer({ code: 109, data: null, msg: '登录已失效' });
    expect((await failure(callApi('GET', '/api/probe'))).kind).toBe('unauthorized');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBe('newer-token');
    expect(Cookies.get('token')).toBe('newer-token');
    expect(readToken()).toBe('newer-token');
  });

  it('stops every call in flight when the session ends, quietly', async () => {
    saveToken('tok-1');
    let seen: AbortSignal | undefined;
    server.use(
      http.get(PROBE, async ({ request }) => {
        seen = request.signal;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const shown: string[] = [];
    setNoticePresenter({ notify: (_kind, _title, text) => shown.push(text), toast: (_kind, text) => shown.push(text) });
    const pending = failure(callApi('GET', '/api/probe'));
    await waitFor(() => expect(seen).toBeDefined());
    abortSessionCalls();
    expect((await pending).kind).toBe('aborted');
    expect(seen?.aborted).toBe(true);
    expect(shown).toEqual([]);
    setNoticePresenter(antdNotices);
    // The next session's calls go ahead.
    server.use(http.get(PROBE, () => HttpResponse.json({ code: 200, data: 2, msg: '' })));
    await expect(callApi('GET', '/api/probe')).resolves.toBe(2);
  });
});
