import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '@/core/afterPaint';

/**
 * False until a frame is painted after the component mounts. For parts of the console's frame
 * that measure or animate as they mount (antd's Tabs, rc-menu's submenus and tooltips): mounted
 * with the layout, each made React render again inside the layout's commit, and the browser lay
 * out the whole new page there; a frame later each lays out only itself. A part held back this
 * way keeps its place meanwhile (its container has its size), so nothing around it moves.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
