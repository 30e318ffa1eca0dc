/**
 * Runs `run` right after the next frame is painted (and within a quarter second in any case: a
 * window in the background paints no frames); the returned function forgets it. One frame
 * serves every caller. For work that must not share a task with the render that called for it: a
 * kept page's refresh as its tab is shown again, the page-tab bar's measuring of its tabs.
 */
const afterPaintRuns = new Set<() => void>();
let afterPaintPending = false;

export function afterPaint(run: () => void): () => void {
  afterPaintRuns.add(run);
  if (!afterPaintPending) {
    afterPaintPending = true;
    const flush = () => {
      if (!afterPaintPending) return;
      afterPaintPending = false;
      const runs = [...afterPaintRuns];
      afterPaintRuns.clear();
      runs.forEach((each) => each());
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(flush));
    setTimeout(flush, 250);
  }
  return () => afterPaintRuns.delete(run);
}
