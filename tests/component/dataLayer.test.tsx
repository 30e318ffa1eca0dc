/**
 * The data layer's promises, seen through real screens: a newer load cancels the older one,
 * the last rows stay beside an error, a change refreshes what read it (here a shared option
 * list), and sign-out forgets everything the user loaded.
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { dataClient } from '@/components/data';
import { addPlatform } from '@/services/platform';
import { server } from '@mock/node';
import { renderApp, tableReady, tableRows, waitForLocation } from '../render';

describe('data layer', () => {
  it('cancels the older load when a newer one starts, and shows only the newer answer', async () => {
    const aborted: string[] = [];
    server.use(
      http.get('*/api/express/shipList', async ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        if (page === '3') {
          request.signal.addEventListener('abort', () => aborted.push(page));
          await delay(4000);
        }
        return undefined as never;
      }),
    );
    const { history, location } = await renderApp('/orderDeliver?tab=all', { as: 'admin' });
    await tableReady();
    history().push('/orderDeliver?tab=all&page=3');
    await waitFor(() =>
      expect(document.querySelector('.ant-table-wrapper .ant-spin[aria-busy="true"]')).not.toBeNull(),
    );
    history().push('/orderDeliver?tab=all&page=2');
    await waitForLocation(location, '/orderDeliver?tab=all&page=2');
    await waitFor(() => expect(aborted).toEqual(['3']));
    await tableReady();
    expect(document.querySelector('.ant-pagination-item-active')).toHaveTextContent('2');
  });

  it('keeps the rows on screen beside an error when the next page fails', async () => {
    server.use(
      http.get('*/api/express/shipList', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ code: 500, data: null, msg: '发货服务维护中' })
          : (undefined as never),
      ),
    );
    const scrolledTo: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record what would be brought into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { history } = await renderApp('/orderDeliver?tab=all', { as: 'admin' });
    await tableReady();
    const first = tableRows()[0].textContent;
    history().push('/orderDeliver?tab=all&page=2');
    expect(await screen.findByText('数据加载失败：发货服务维护中', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(tableRows()[0].textContent).toBe(first);
    // Said to be the last good load, and dimmed as such.
    expect(screen.getByText('下面是上次成功加载的数据，可能已过期；重试后更新。')).toBeInTheDocument();
    expect(tableRows()[0].closest('.list-stale')).not.toBeNull();
    // The pager names the page whose rows are shown, and those rows wait for a reload.
    expect(document.querySelector('.ant-pagination-item-active')).toHaveTextContent('1');
    const prints = screen.getAllByRole('button', { name: '打印面单' });
    expect(prints.length).toBeGreaterThan(0);
    for (const button of prints) expect(button).toBeDisabled();
    // The notice is brought to where the operator is (the pager, at the foot of the page).
    expect(scrolledTo.some((node) => node.textContent?.includes('上次成功加载的数据'))).toBe(true);
  });

  it('refreshes a shared option list wherever a call changed it: a new platform in the recharge filter at once', async () => {
    const { user } = await renderApp('/finance/recharge', { as: 'admin' });
    await tableReady();
    const platformFilter = () => screen.getAllByRole('combobox').find((box) => box.id.endsWith('platformId'))!;
    await user.click(platformFilter());
    await screen.findAllByRole('option');
    expect(screen.queryByText('数据层测试平台', { selector: '.ant-select-item-option-content' })).toBeNull();
    await user.keyboard('{Escape}');
    // Added elsewhere (through the same service a form would call): the platform options,
    // kept fresh for minutes, load again because addPlatform declares it changes them.
    await addPlatform({
      name: '数据层测试平台',
      alipayAppId: '2021000000000001',
      companyName: '数据层科技有限公司',
      contactName: '王测试',
      mobile: '13912345678',
      scopeIds: [1],
      creditFeePrice: 100,
      expireTime: '2030-12-31',
    });
    await user.click(platformFilter());
    expect(
      await screen.findByText('数据层测试平台', { selector: '.ant-select-item-option-content' }),
    ).toBeInTheDocument();
  });

  it('forgets everything the user loaded at sign-out', async () => {
    const { user, location } = await renderApp('/finance/recharge', { as: 'admin' });
    await tableReady();
    expect(dataClient().getQueryCache().getAll().length).toBeGreaterThan(0);
    await user.hover(await screen.findByTestId('current-user'));
    await user.click(await screen.findByText('退出登录'));
    await waitForLocation(location, '/main/login');
    expect(dataClient().getQueryCache().getAll()).toHaveLength(0);
  });
});
