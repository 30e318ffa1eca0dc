/**
 * The titles of a screen's main-thread figures, as the bench prints them (scripts/bench.mjs) and
 * as docs/performance.md shows them (scripts/bench-doc.mjs), in this order.
 */
export const TASK_COLUMNS = [
  'longest task ms',
  'longest task ms, 深色',
  'longest, no tool attached',
  'longest, 深色, no tool attached',
  'long tasks ms',
  'TBT ms',
];
