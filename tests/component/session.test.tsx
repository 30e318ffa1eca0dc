/**
 * The session beyond one call: other tabs of the console, logout stopping the old session's
 * work, and what the login page offers by default.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MAX_PAGE_SIZE } from '@/core/pagination';
import { readToken, TOKEN_KEY } from '@/core/session';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { recordRequests, renderApp, tableReady, waitForLocation } from '../render';

/** Exports fetch at the API's largest page. */
const EXPORT_LIMIT = String(MAX_PAGE_SIZE);

/** What the browser tells this tab when another tab changes local storage. */
function otherTab(change: { key: string | null; oldValue?: string | null; newValue?: string | null }) {
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: change.key,
        oldValue: change.oldValue ?? null,
        newValue: change.newValue ?? null,
      }),
    );
  });
}

describe('sessions across tabs', () => {
  it('sends this tab to the login page, with target, and clears its own session storage, when another tab logs out', async () => {
    const { location } = await renderApp('/orderDeliver?tab=1', { as: 'admin' });
    await tableReady();
    // The other tab's logout clears local storage and cookies; this tab hears of it.
    localStorage.clear();
    otherTab({ key: null });
    await waitForLocation(location, '/main/login?target=%2ForderDeliver%3Ftab%3D1');
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(readToken()).toBeUndefined();
  });

  it('lets this tab continue without a reload when another tab logs in', async () => {
    const { location } = await renderApp('/main/login?target=%2ForderDeliver');
    await screen.findByRole('button', { name: /登\s*录/ });
    const token = 'mk.1.othertab';
    db.tokens.set(token, 1);
    localStorage.setItem(TOKEN_KEY, token);
    otherTab({ key: TOKEN_KEY, newValue: token });
    await waitForLocation(location, '/orderDeliver');
    await tableReady();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(screen.getByTestId('current-user')).toHaveTextContent('张晓云');
  });

  it('ignores another tab dropping a token this tab does not use', async () => {
    const { location } = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    const token = readToken();
    // The tab reacts inside the event itself (otherTab dispatches it in act, so what it would
    // render is committed when it returns): nothing later can change the answer.
    otherTab({ key: TOKEN_KEY, oldValue: 'mk.2.someone-else', newValue: null });
    expect(location()).toBe('/orderDeliver');
    expect(readToken()).toBe(token);
    expect(screen.getByTestId('current-user')).toHaveTextContent('张晓云');
  });
});

describe('logout', () => {
  it('stops an export in flight: no more pages are fetched and nothing is said afterwards', async () => {
    const seen = recordRequests();
    // Every call the console starts, passed through: the test waits until all have settled.
    const started: Promise<unknown>[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
      const call = realFetch(...args);
      started.push(call.catch(() => undefined));
      return call;
    });
    onTestFinished(() => spy.mockRestore());
    let aborted = false;
    server.use(
      http.get('*/api/express/shipList', async ({ request }) => {
        if (new URL(request.url).searchParams.get('limit') !== EXPORT_LIMIT) return undefined;
        request.signal.addEventListener('abort', () => (aborted = true));
        await delay(5000);
        return HttpResponse.json({ code: 200, data: { list: [], total: 0 }, msg: 'ok' });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const { user, location } = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    await user.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await waitFor(() => expect(seen.some((request) => request.query.limit === EXPORT_LIMIT)).toBe(true));
    await user.hover(await screen.findByTestId('current-user'));
    await user.click(await screen.findByText('退出登录'));
    await waitForLocation(location, '/main/login');
    await waitFor(() => expect(aborted).toBe(true));
    expect(started.length).toBeGreaterThan(0);
    // Until a turn starts no call: the export has had its aborted answer and stopped.
    for (let settled = -1; settled !== started.length;) {
      settled = started.length;
      await act(() => Promise.all(started));
    }
    expect(seen.filter((request) => request.query.limit === EXPORT_LIMIT)).toHaveLength(1);
    expect(screen.queryByText(/导出失败|已取消导出/)).toBeNull();
  });
});

describe('the login page', () => {
  it('leaves "remember me" off unless the operator ticks it', async () => {
    await renderApp('/main/login');
    expect(await screen.findByRole('checkbox', { name: '记住我' })).not.toBeChecked();
  });
});
