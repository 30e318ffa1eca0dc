/**
 * The build's rc-table measuring cell (src/vendor/measureCell.js, a stand-in: plugins/standIns.ts)
 * draws what the library's cell draws and leaves the measuring to its ResizeObserver: it reads no
 * width as it mounts, which made the browser lay out the whole new screen inside React's commit.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LibraryCell from 'antd/node_modules/@rc-component/table/es/Body/MeasureCell';
import standIn from '@/vendor/measureCell.js';

// Plain JavaScript: its props as the library's cell declares them.
const StandInCell = standIn as unknown as typeof LibraryCell;

afterEach(() => vi.restoreAllMocks());

/** Mounts `Cell` in a table row; counts the cell's widths read as it mounts, and those reported. */
function mount(Cell: typeof LibraryCell) {
  let reads = 0;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.tagName === 'TD') reads += 1;
    return 120;
  });
  const reported: [string, number][] = [];
  const view = render(
    <table>
      <tbody>
        <tr>
          <Cell columnKey="amount" title="金额" onColumnResize={(key, width) => reported.push([String(key), width])} />
        </tr>
      </tbody>
    </table>,
  );
  return { html: view.container.innerHTML, reads, reported };
}

describe('the measuring cell, as the build has it', () => {
  it('draws the library’s cell', () => {
    expect(mount(StandInCell).html).toBe(mount(LibraryCell).html);
  });

  it('reads no width as it mounts, where the library’s reads one and reports it at once', () => {
    const library = mount(LibraryCell);
    expect(library.reads).toBeGreaterThan(0);
    expect(library.reported).toEqual([['amount', 120]]);
    const standIn = mount(StandInCell);
    expect(standIn.reads).toBe(0);
    expect(standIn.reported).toEqual([]);
  });
});
