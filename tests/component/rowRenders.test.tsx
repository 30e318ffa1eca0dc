/**
 * Ticking a row re-renders the table's boxes, the selection bar and the batch button, not the
 * table's cells, the rows' actions or the search form (issue: every click at once). A render
 * count, not a timing: the cells of 订单发货 draw through `Stacked`, its actions through
 * `RowActions`, and the search form holds 常用筛选, all counted here. The selection lives in a
 * store that only the table, the bar and the button read (src/components/ListScreen/
 * SelectableTable.tsx), so a tick leaves the screen and ProTable alone; ListScreen's columns
 * tell antd's table to skip a cell whose row is unchanged (`shouldCellUpdate`, src/components/
 * ListScreen/fields.tsx), and mark a row as drawn when they draw it. New words make Umi a new intl and every translated component render again
 * (docs/decisions.md, "Every click at once"): the bar the first tick loads brings none; 选择全部's
 * words come when the whole page is first selected, counted after they arrived.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Cells from '@/components/cells';
import type * as SavedViewsButton from '@/components/ListScreen/SavedViewsButton';
import { onScreen, renderApp, tableReady } from '../render';

const drawn = vi.hoisted(() => ({ stacked: 0, actions: 0, searchForm: 0 }));

vi.mock('@/components/cells', async (original) => {
  const cells = await original<typeof Cells>();
  return {
    ...cells,
    Stacked: (props: Parameters<typeof cells.Stacked>[0]) => {
      drawn.stacked += 1;
      return cells.Stacked(props);
    },
    RowActions: (props: Parameters<typeof cells.RowActions>[0]) => {
      drawn.actions += 1;
      return cells.RowActions(props);
    },
  };
});

// 常用筛选 sits in the search form's buttons: it renders whenever the search form does.
vi.mock('@/components/ListScreen/SavedViewsButton', async (original) => {
  const button = await original<typeof SavedViewsButton>();
  return {
    default: (props: Parameters<typeof button.default>[0]) => {
      drawn.searchForm += 1;
      return button.default(props);
    },
  };
});

const rows = () => onScreen(document.querySelectorAll('.ant-table-tbody .ant-table-row'));

const NOTHING = { stacked: 0, actions: 0, searchForm: 0 };
const reset = () => Object.assign(drawn, NOTHING);
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Until nothing is drawn for half a second (a busy machine may take a while to get there). */
const quiet = () =>
  waitFor(
    async () => {
      reset();
      await pause(500);
      expect(drawn).toEqual(NOTHING);
    },
    { timeout: 15_000, interval: 0 },
  );

describe('a tick on a list', () => {
  it('draws no row’s cells, actions or search form again: the first tick, the next, the page’s header box', async () => {
    const { user } = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(10));
    // Every row drew its cells once (three stacked cells a row).
    expect(drawn.stacked).toBeGreaterThanOrEqual(rows().length * 3);
    // The bell loads, with its words, once the screen has settled: before the operator's ticks.
    await screen.findByTestId('todo-bell', {}, { timeout: 20_000 });
    await quiet();

    const box = (row: HTMLElement) => within(row).getByRole('checkbox') as HTMLInputElement;
    const [row, next] = rows().filter((each) => !box(each).disabled);
    // The first tick loads the selection bar and, as the operator's first click, the shell's shift
    // watch; neither brings words: nothing else renders, then or once their code has arrived.
    await user.click(box(row));
    await waitFor(() => expect(box(row)).toBeChecked());
    await screen.findByText('已选 1 单');
    await pause(500);
    expect(drawn).toEqual(NOTHING);

    await user.click(box(next));
    await waitFor(() => expect(box(next)).toBeChecked());
    await screen.findByText('已选 2 单');
    // Neither the cells, nor the rows' actions, nor the search form above the table.
    expect(drawn).toEqual(NOTHING);
    // The batch button reads the selection itself.
    expect(screen.getByRole('button', { name: /批量云打印 \(2\)/ })).toBeEnabled();

    // The whole page: 选择全部 … 符合条件的 comes with its words, once a visit.
    const header = () => document.querySelector('.ant-table-thead .ant-checkbox-input') as HTMLElement;
    await user.click(header());
    await waitFor(() => expect(rows().every((each) => box(each).disabled || box(each).checked)).toBe(true));
    expect(screen.queryByText('已选 2 单')).toBeNull();
    await screen.findByTestId('select-across');
    await quiet();
    // Its words are here now: the header box draws nothing else, off and on again.
    await user.click(header());
    await waitFor(() => expect(screen.queryByTestId('select-across')).toBeNull());
    await user.click(header());
    await screen.findByTestId('select-across');
    await pause(500);
    expect(drawn).toEqual(NOTHING);
  });
});
