/**
 * A shift across deploys and faults, as an operator meets it: 诊断信息 from the user menu with
 * the version and the last calls (copied for a ticket, nothing personal in it), and a new
 * version offered with 刷新 only at a safe moment.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mock/db';
import { server } from '@mock/node';
import { config } from '@/core/config';
import { installErrorReporting } from '@/core/errorReport';
import { readToken } from '@/core/session';
import { setUnsaved } from '@/core/unsavedWork';
import { dialogWith, renderApp, tableReady } from '../render';

describe('a shift', () => {
  it('shows 诊断信息 from the user menu: the version and the last calls, copied without anything personal', async () => {
    const { user } = await renderApp('/agent/list?keyword=%E7%A7%91%E6%8A%80', { as: 'admin' });
    await tableReady();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.hover(await screen.findByTestId('current-user'));
    await user.click(await screen.findByText('诊断信息'));
    const dialog = await dialogWith('不含任何个人信息');
    expect(dialog).toHaveTextContent('test@2026-12-05T00:00:00Z');
    const calls = within(dialog).getByTestId('diagnostics-calls');
    expect(calls).toHaveTextContent('GET /api/agent.agentList/getAgentList');
    expect(calls).toHaveTextContent('200');
    await user.click(within(dialog).getByRole('button', { name: /复\s*制/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const text = writeText.mock.calls[0][0];
    expect(text).toContain('/api/agent.agentList/getAgentList');
    expect(text).not.toContain('科技');
    expect(text).not.toContain('keyword');
  });

  it('offers a new version quietly, and waits while input is unsaved', async () => {
    const { user } = await renderApp('/agent/list', { as: 'admin' });
    await tableReady();
    server.use(http.get('*/version.json', () => HttpResponse.json({ version: 'next@2026-12-05T10:00:00Z' })));
    setUnsaved('/agent/list', 'test-form', true);
    // The watch loads at the operator's first click; the window then comes back into focus.
    await user.click(screen.getByTestId('current-user'));
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(screen.getByTestId('new-version')).toBeInTheDocument();
    });
    const card = screen.getByTestId('new-version');
    expect(card).toHaveTextContent('新版本已发布');
    expect(card).toHaveTextContent('有未保存的输入：保存或放弃后再刷新。');
    expect(within(card).getByRole('button', { name: /刷\s*新/ })).toBeDisabled();
    act(() => setUnsaved('/agent/list', 'test-form', false));
    await waitFor(() => expect(within(card).getByRole('button', { name: /刷\s*新/ })).toBeEnabled());
    expect(card).toHaveTextContent('刷新后打开的页面、筛选和草稿都会保留。');
    // Not a modal: the list stays usable behind it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a list whose stored preferences an earlier build wrote in another shape, with the defaults', async () => {
    const admin = db.users.find((account) => account.name === 'admin')!.id;
    localStorage.setItem(`prefs:${admin}:saved-views:agents`, JSON.stringify({ 常用: '?status=1' }));
    localStorage.setItem(`prefs:${admin}:page-size:agents`, JSON.stringify('20'));
    localStorage.setItem(`prefs:${admin}:list-columns:agents`, JSON.stringify(['name']));
    localStorage.setItem(`prefs:${admin}:tabs`, JSON.stringify({ '/agent/list': true }));
    localStorage.setItem(`prefs:${admin}:appearance`, '{broken');
    await renderApp('/agent/list', { as: 'admin' });
    await tableReady();
    expect(screen.queryByTestId('screen-error')).toBeNull();
  });

  it('reports a failed call and a thrown error to the sink once each, with no token, typed text or personal value; nothing without a sink', async () => {
    const beacons: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: Blob) => {
        void body.text().then((text) => beacons.push(text));
        return true;
      },
    });
    const { user } = await renderApp('/agent/list', { as: 'admin' });
    await tableReady();
    installErrorReporting(() => '/agent/list');
    server.use(
      http.get('*/api/agent.agentList/getAgentList', () =>
        HttpResponse.json({ code: 500, msg: '数据库错误', data: null }),
      ),
    );
    await user.type(screen.getByPlaceholderText('代理商名称、编号或手机号'), '13800138000{Enter}');
    await waitFor(() => expect(beacons.some((text) => text.includes('getAgentList'))).toBe(true));
    const token = readToken()!;
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', { error: new Error(`render failed: token ${token}, mobile 13800138000`) }),
      );
    });
    await waitFor(() => expect(beacons.some((text) => text.includes('render failed'))).toBe(true));
    const reports = beacons.map((text) => JSON.parse(text) as { kind: string; endpoint?: string; code?: string });
    expect(reports.filter((report) => report.endpoint === '/api/agent.agentList/getAgentList')).toEqual([
      expect.objectContaining({
        kind: 'call',
        code: '500',
        version: 'test@2026-12-05T00:00:00Z',
        screen: '/agent/list',
      }),
    ]);
    expect(reports.filter((report) => report.kind === 'error')).toHaveLength(1);
    const all = beacons.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain('13800138000');
    // No sink set: nothing leaves.
    const sink = config.errorBeaconUrl;
    Object.assign(config, { errorBeaconUrl: '' });
    try {
      const before = beacons.length;
      act(() => {
        window.dispatchEvent(new ErrorEvent('error', { error: new Error('another failure') }));
      });
      await new Promise((done) => setTimeout(done, 50));
      expect(beacons).toHaveLength(before);
    } finally {
      Object.assign(config, { errorBeaconUrl: sink });
    }
  });
});
