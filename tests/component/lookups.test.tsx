/**
 * Looking orders up by number on 订单发货: a pasted column is one search (each number looked
 * up, those not found named, the found selectable for a batch), and a number searched in the
 * wrong status tab says where it is.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import {
  buttonNamed,
  orderListCalls,
  recordRequests,
  renderApp,
  tableRows,
  tableReady,
  waitForLocation,
} from '../render';

const keywordBox = () => screen.getByPlaceholderText('输入订单号或运单号');

describe('orders looked up by number', () => {
  it('searches a pasted column number by number: found across the tabs, the unknown named, all found selectable', async () => {
    const toShip = db.shipments.filter((row) => row.shipStatus === 0).slice(0, 3);
    const shipped = db.shipments.filter((row) => row.shipStatus === 2).slice(0, 2);
    const unknown = ['ZL20990101000001', 'ZL20990101000002'];
    const pasted = [
      toShip[0].orderNo,
      shipped[0].orderNo,
      unknown[0],
      toShip[1].orderNo,
      shipped[1].orderNo,
      unknown[1],
      toShip[2].orderNo,
    ];
    const seen = recordRequests();
    const { user } = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    await user.click(keywordBox());
    // As Excel puts a column on the clipboard: one number per line.
    await user.paste(pasted.join('\r\n'));
    await user.click(buttonNamed(/^查\s*询$/));
    // Seven lookups, a few at a time: beside two CPU hogs 6–10 s, so the suite's own limit (20 s), not 10.
    const note = await screen.findByTestId('many-numbers');
    expect(note).toHaveTextContent('按 7 个单号逐个查找，找到 5 条');
    expect(note).toHaveTextContent(`未找到 2 个： ${unknown.join(' ')}`);
    // Each number was asked on its own, never the joined text.
    const asked = orderListCalls(seen).map((request) => request.query.keyword);
    expect(asked).toEqual(expect.arrayContaining(pasted));
    expect(asked.some((keyword) => keyword?.includes(' '))).toBe(false);
    // The tab opened on (待发货) shows the three it holds; 全部 shows all five.
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    await user.click(screen.getByRole('tab', { name: /全部/ }));
    await waitFor(() => expect(tableRows()).toHaveLength(5));
    // Select all found: the header checkbox takes every printable row found, on one page.
    await user.click(within(document.querySelector('.ant-table-thead')!).getByRole('checkbox'));
    expect(await screen.findByText('已选 3 单')).toBeInTheDocument();
  });

  it('says where a number is when the tab shown holds none, and goes there in one click', async () => {
    const shipped = db.shipments.find((row) => row.shipStatus === 2)!;
    const { user, location } = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    await user.type(keywordBox(), shipped.orderNo);
    await user.click(buttonNamed(/^查\s*询$/));
    const note = await screen.findByTestId('found-elsewhere');
    expect(note).toHaveTextContent('在「已发货」中找到 1 条');
    await user.click(within(note).getByRole('button'));
    await waitForLocation(location, `/orderDeliver?keyword=${shipped.orderNo}&tab=2`);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(screen.getByText(shipped.orderNo)).toBeInTheDocument();
  });
});
