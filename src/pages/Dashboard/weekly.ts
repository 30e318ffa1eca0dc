/**
 * The workbench's week: the last seven days as `YYYY-MM-DD`, oldest first, in Beijing time
 * (the wire's dates are Beijing time, whatever the browser's zone).
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export function lastDays(now: Date, count = 7): string[] {
  const today = Math.floor((now.getTime() + BEIJING_OFFSET_MS) / DAY_MS);
  return Array.from({ length: count }, (_, index) =>
    new Date((today - (count - 1 - index)) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** `11-17` for the chart's axis. */
export const shortDay = (day: string) => day.slice(5);
