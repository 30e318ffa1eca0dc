/**
 * Ticking a row re-renders the table's boxes, the selection bar and the batch button, not the
 * table's cells, the rows' actions or the search form (issue: every click at once). A render
 * count, not a timing: the cells of 订单发货 draw through `Stacked`, its actions through
 * `RowActions`, and the search form holds 常用筛选, all counted here. The selection lives in a
 * store that only the table, the bar and the button read (src/components/ListScreen/
 * SelectableTable.tsx), so a tick leaves the screen and ProTable alone; ListScreen's columns tell antd's table to skip a cell whose row is
 * unchanged (`shouldCellUpdate`, src/components/ListScreen/fields.tsx), and mark a row as drawn
 * when they draw it. The first tick of a page loads the selection bar, whose words make Umi a
 * new intl and the screen new columns (docs/decisions.md, "Every click at once"): counted from
 * the second tick on.
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

describe('a tick on a list', () => {
  it('draws no row’s cells, actions or search form again: a row ticked after the first, then the page’s header box', async () => {
    const { user } = await renderApp('/orderDeliver', { as: 'admin' });
    await tableReady();
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(10));
    // Every row drew its cells once (three stacked cells a row).
    expect(drawn.stacked).toBeGreaterThanOrEqual(rows().length * 3);
    await new Promise((done) => setTimeout(done, 300));

    const box = (row: HTMLElement) => within(row).getByRole('checkbox') as HTMLInputElement;
    const [row, next] = rows().filter((each) => !box(each).disabled);
    await user.click(box(row));
    await waitFor(() => expect(box(row)).toBeChecked());
    await screen.findByText('已选 1 单');
    // The first tick's selection bar brings its words; what they render again has ended once
    // nothing is drawn for half a second (a busy machine may take a while to get there).
    const reset = () => Object.assign(drawn, { stacked: 0, actions: 0, searchForm: 0 });
    await waitFor(
      async () => {
        reset();
        await new Promise((done) => setTimeout(done, 500));
        expect(drawn).toEqual({ stacked: 0, actions: 0, searchForm: 0 });
      },
      { timeout: 15_000, interval: 0 },
    );
    await user.click(box(next));
    await waitFor(() => expect(box(next)).toBeChecked());
    await screen.findByText('已选 2 单');
    // Neither the cells, nor the rows' actions, nor the search form above the table.
    expect(drawn).toEqual({ stacked: 0, actions: 0, searchForm: 0 });
    // The batch button reads the selection itself.
    expect(screen.getByRole('button', { name: /批量云打印 \(2\)/ })).toBeEnabled();

    const header = document.querySelector('.ant-table-thead .ant-checkbox-input') as HTMLElement;
    await user.click(header);
    await waitFor(() => expect(rows().every((each) => box(each).disabled || box(each).checked)).toBe(true));
    expect(screen.queryByText('已选 2 单')).toBeNull();
    expect(drawn).toEqual({ stacked: 0, actions: 0, searchForm: 0 });
  });
});
