/**
 * Ticking a row re-renders that row's box and the selection bar, not the table's cells (issue:
 * every click at once). A render count, not a timing: the cells of 订单发货 draw through
 * `Stacked`, counted here; ListScreen's columns tell antd's table to skip a cell whose row is
 * unchanged (`shouldCellUpdate`, src/components/ListScreen/fields.tsx), and mark a row as drawn
 * when they draw it. The first tick of a page loads the selection bar, whose words make Umi a
 * new intl and the screen new columns (docs/decisions.md, "Every click at once"): counted from
 * the second tick on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Cells from '@/components/cells';
import { onScreen, renderApp, tableReady } from '../render';

const drawn = vi.hoisted(() => ({ stacked: 0 }));

vi.mock('@/components/cells', async (original) => {
  const cells = await original<typeof Cells>();
  return {
    ...cells,
    Stacked: (props: Parameters<typeof cells.Stacked>[0]) => {
      drawn.stacked += 1;
      return cells.Stacked(props);
    },
  };
});

const rows = () => onScreen(document.querySelectorAll('.ant-table-tbody .ant-table-row'));

describe('a tick on a list', () => {
  it('draws no row’s cells again: a row ticked after the first, then the page’s header box', async () => {
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
    await new Promise((done) => setTimeout(done, 300));

    drawn.stacked = 0;
    await user.click(box(next));
    await waitFor(() => expect(box(next)).toBeChecked());
    await screen.findByText('已选 2 单');
    expect(drawn.stacked).toBe(0);

    const header = document.querySelector('.ant-table-thead .ant-checkbox-input') as HTMLElement;
    await user.click(header);
    await waitFor(() => expect(rows().every((each) => box(each).disabled || box(each).checked)).toBe(true));
    expect(screen.queryByText('已选 2 单')).toBeNull();
    expect(drawn.stacked).toBe(0);
  });
});
