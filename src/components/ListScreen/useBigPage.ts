import { useEventListener } from 'ahooks';
import { useState } from 'react';

/** Pages longer than this render only the rows in view (antd's virtual table). */
export const VIRTUAL_ABOVE_ROWS = 20;

/** Room left for the table body under the header, search form, toolbar and pager. */
const CHROME_HEIGHT = 420;
const MIN_BODY_HEIGHT = 360;

/**
 * A page of 50 or 100 rows scrolls inside the table, with the header pinned, and only the
 * rows in view are rendered: laying out a hundred rows at once holds the page for
 * hundreds of milliseconds on an office machine. Short pages keep the plain table.
 */
export function useBigPage(pageSize: number) {
  const [viewportHeight, setViewportHeight] = useState(() => window.innerHeight);
  useEventListener('resize', () => setViewportHeight(window.innerHeight));
  const virtual = pageSize > VIRTUAL_ABOVE_ROWS;
  return { virtual, bodyHeight: virtual ? Math.max(MIN_BODY_HEIGHT, viewportHeight - CHROME_HEIGHT) : undefined };
}
