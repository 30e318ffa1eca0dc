import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '@/core/afterPaint';

/**
 * False until a frame is painted after the component mounts. For a part of the console's frame
 * that measures itself as it mounts (antd's Tabs): mounted with the layout, it made React render
 * again inside the layout's commit, and the browser lay out the whole new page there; a frame
 * later it lays out only itself. A part held back this way keeps its place meanwhile (its
 * container has its size), so nothing around it moves. Use it in the small component that holds
 * the part: its state change re-renders everything below the component that calls it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
