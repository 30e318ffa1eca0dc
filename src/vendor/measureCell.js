/**
 * Stands in, at build time, for rc-table's `MeasureCell`: one cell of the hidden row by which a
 * table with a fixed header, a sticky header or sideways scrolling learns its columns' widths.
 * The library read each cell's `offsetWidth` in a layout effect as the table mounted: the first
 * read made the browser lay out the whole new screen inside React's commit (28 ms of style and
 * layout in the task that shows a list, and again when its first rows come). The same cells are
 * watched by a ResizeObserver (the row's `ResizeObserver.Collection`), which reports their widths
 * after the browser's own layout of the frame; this cell leaves the measuring to it. Every
 * console table declares its columns' widths (src/components/ListScreen), which a fixed table
 * layout keeps, so the widths it reports are the ones the header was drawn with.
 *
 * tests/unit/measureCell.test.tsx holds it to the library's cell; tests/browser/columns.test.ts
 * checks the header's columns on the rows' in the first frames that show them. Plain JavaScript: it
 * replaces a module of node_modules.
 */
import * as React from 'react';
import ResizeObserver from '@rc-component/resize-observer';

const MeasureCell = ({ columnKey, title }) =>
  React.createElement(
    ResizeObserver,
    { data: columnKey },
    React.createElement(
      'td',
      { style: { paddingTop: 0, paddingBottom: 0, borderTop: 0, borderBottom: 0, height: 0 } },
      React.createElement('div', { style: { height: 0, overflow: 'hidden', fontWeight: 'bold' } }, title || '\xa0'),
    ),
  );

export default MeasureCell;
