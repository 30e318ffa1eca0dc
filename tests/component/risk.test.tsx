/**
 * 风控设置: pick a platform, edit its ratios and thresholds with the checks next to the
 * fields (two decimals, 0–100, auto-approve plus manual review at most 100), see each change
 * old -> new, save behind a confirmation; unsaved changes wait in their tab, and closing it asks.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { buttonIn, dialogWith, recordRequests, renderApp } from '../render';

const button = buttonIn;

async function openRisk(platformId = db.platforms[0].id) {
  const view = await renderApp(`/platform/risk?platformId=${platformId}`, { as: 'admin' });
  await waitFor(() => expect(screen.getByLabelText('自动通过比例')).toHaveValue('60'));
  return view;
}

describe('risk settings', () => {
  it('asks for a platform first', async () => {
    await renderApp('/platform/risk', { as: 'admin' });
    expect(await screen.findByText('先选择一个平台，再查看和修改它的风控设置')).toBeInTheDocument();
  });

  it('checks each field and across fields next to them', async () => {
    const { user } = await openRisk();
    const auto = screen.getByLabelText('自动通过比例');
    await user.clear(auto);
    await user.type(auto, '60.123');
    expect(await screen.findByText('自动通过比例最多两位小数')).toBeInTheDocument();
    await user.clear(auto);
    await user.type(auto, '120');
    expect(await screen.findByText('自动通过比例须在 0% 到 100% 之间')).toBeInTheDocument();
    const manual = screen.getByLabelText('人工审核比例');
    await user.clear(manual);
    await user.type(manual, '30');
    await user.clear(auto);
    await user.type(auto, '75.5');
    // 75.5 + 30 > 100: said next to both ratio fields.
    await waitFor(() =>
      expect(screen.getAllByText('自动通过与人工审核比例之和不能超过 100%（现在是 105.5%）').length).toBeGreaterThan(0),
    );
    const score = screen.getByLabelText('最低信用分');
    await user.clear(score);
    await user.type(score, '1000');
    // What was typed stays as typed (no cap turning it into 100) and is called out of range.
    expect(score).toHaveValue('1000');
    expect(await screen.findByText('最低信用分须为 350–950 之间的整数')).toBeInTheDocument();
    await user.click(button(document.body, /保\s*存/));
    expect(screen.queryByText(/^将修改 \d 项$/, { selector: '.ant-modal-title span' })).toBeNull();
  });

  it('lists each change old -> new, saves it behind a confirmation, and the next load shows it', async () => {
    const seen = recordRequests();
    const platform = db.platforms[0];
    const { user } = await openRisk(platform.id);
    const auto = screen.getByLabelText('自动通过比例');
    await user.clear(auto);
    await user.type(auto, '55.25');
    const manual = screen.getByLabelText('人工审核比例');
    await user.clear(manual);
    await user.type(manual, '44.75');
    const changes = await screen.findByRole('list', { name: '将修改 2 项' });
    expect(changes).toHaveTextContent('60%');
    expect(changes).toHaveTextContent('55.25%');
    expect(changes).toHaveTextContent('44.75%');
    await user.click(button(document.body, /保\s*存/));
    const dialog = await dialogWith('将修改 2 项');
    await user.click(button(dialog, /保\s*存/));
    await waitFor(() => expect(seen.filter((request) => request.path === '/api/plant_scale/scale')).toHaveLength(1));
    const before = db.risk.get(platform.id)!;
    expect(seen.find((request) => request.path === '/api/plant_scale/scale')!.body).toEqual({
      platformId: platform.id,
      autoApproveRatio: 55.25,
      manualReviewRatio: 44.75,
      minCreditScore: before.minCreditScore,
      depositRatio: before.depositRatio,
    });
    expect(await screen.findByText(`“${platform.name}”的风控设置已保存`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('自动通过比例')).toHaveValue('55.25'));
    expect(screen.getByText(/上次修改：/)).toHaveTextContent('张晓云');
    expect(screen.getByText('没有修改')).toBeInTheDocument();
  });

  it('keeps unsaved changes in their tab while another screen is open, and asks before that tab closes', async () => {
    const seen = recordRequests();
    const { user, location } = await openRisk();
    const deposit = screen.getByLabelText('押金比例');
    await user.clear(deposit);
    await user.type(deposit, '41');
    await screen.findByRole('list', { name: '将修改 1 项' });
    // Another screen is another tab: nothing asks, nothing is lost.
    const sideMenu = document.querySelector('.ant-pro-sider-menu') as HTMLElement;
    await user.click(within(sideMenu).getByText('平台列表'));
    await waitFor(() => expect(location()).toBe('/platform/list'));
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    const bar = screen.getByRole('navigation', { name: '已打开的页面' });
    await user.click(within(bar).getByText('风控设置'));
    await waitFor(() => expect(location()).toMatch(/^\/platform\/risk\?platformId=/));
    expect(screen.getByLabelText('押金比例')).toHaveValue('41');

    // Closing its tab asks; staying keeps the tab and the changes.
    // The × the mouse clicks (the keyboard's is Delete on the tab).
    const closeRisk = () => bar.querySelector('[data-tab-close="/platform/risk"]')!;
    await user.click(closeRisk());
    const ask = await dialogWith('有尚未提交的内容');
    expect(ask).toHaveTextContent('「风控设置」有尚未提交的输入');
    await user.click(button(ask, /留下继续编辑/));
    expect(location()).toMatch(/^\/platform\/risk/);
    expect(screen.getByLabelText('押金比例')).toHaveValue('41');

    await user.click(closeRisk());
    const again = await waitFor(() => {
      const found = screen
        .getAllByRole('dialog')
        .filter((item) => item.textContent?.includes('有尚未提交的内容') && item !== ask);
      expect(found).toHaveLength(1);
      return found[0];
    });
    await user.click(button(again, /关闭并丢弃/));
    await waitFor(() => expect(location()).toBe('/platform/list'));
    expect(within(bar).queryByText('风控设置')).toBeNull();
    expect(seen.filter((request) => request.path === '/api/plant_scale/scale')).toHaveLength(0);
  });

  it('still asks before another platform of the same screen replaces unsaved changes', async () => {
    const { user, location, history } = await openRisk();
    const deposit = screen.getByLabelText('押金比例');
    await user.clear(deposit);
    await user.type(deposit, '41');
    await screen.findByRole('list', { name: '将修改 1 项' });
    act(() => history().push(`/platform/risk?platformId=${db.platforms[1].id}`));
    const ask = await dialogWith('有未保存的修改');
    await user.click(button(ask, /留下继续编辑/));
    expect(location()).toBe(`/platform/risk?platformId=${db.platforms[0].id}`);
    expect(screen.getByLabelText('押金比例')).toHaveValue('41');
  });
});
