import { useEventListener } from 'ahooks';
import { useState } from 'react';
import { useOnPageVisibility, usePageVisibility } from '@/components/pageVisibility';

/** Pages longer than this render only the rows in view (antd's virtual table). */
export const VIRTUAL_ABOVE_ROWS = 20;

/** Below this window width, no column is pinned: pinned columns would fill the screen. */
const NARROW_BELOW_PX = 768;

/** The row-selection column's width. */
export const SELECTION_WIDTH = 40;

/** The layout's fixed header: a sticky table header sits right under it. */
export const STICKY_HEADER_OFFSET = 56;

/** Room left for a list's table body under the header, search form, toolbar and pager. */
const CHROME_HEIGHT = 420;
const MIN_BODY_HEIGHT = 360;

/**
 * How the table fits the window. A page of 50 or 100 rows scrolls inside the table, with
 * the header pinned, and only the rows in view are rendered: laying out a hundred rows at
 * once holds the page for hundreds of milliseconds on an office machine. Short pages keep
 * the plain table (a tree, whose rows are not a page, passes its own threshold on its
 * entries). In a narrow window nothing is pinned, so every column can scroll into view.
 */
export function useTableFit(
  rows: number,
  {
    virtualAbove = VIRTUAL_ABOVE_ROWS,
    chromeHeight = CHROME_HEIGHT,
  }: { virtualAbove?: number; chromeHeight?: number } = {},
) {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  // A page hidden in its tab follows the window only when it is shown again.
  const visibility = usePageVisibility();
  const follow = () =>
    setSize((last) =>
      last.width === window.innerWidth && last.height === window.innerHeight
        ? last
        : { width: window.innerWidth, height: window.innerHeight },
    );
  useEventListener('resize', () => visibility.isShown() && follow());
  useOnPageVisibility((shown) => shown && follow());
  const virtual = rows > virtualAbove;
  return {
    virtual,
    bodyHeight: virtual ? Math.max(MIN_BODY_HEIGHT, size.height - chromeHeight) : undefined,
    narrow: size.width < NARROW_BELOW_PX,
  };
}
