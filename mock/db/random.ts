/** A seeded PRNG (mulberry32): the same seed gives the same fake data on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** The mock's "now": fixed, so dates in the data never drift between runs. */
export const MOCK_NOW = Date.UTC(2026, 10, 20, 2, 0, 0); // 2026-11-20 10:00 Beijing

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in Beijing time. */
export function beijingTime(epochMs: number): string {
  const d = new Date(epochMs + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The clock used for new records: real time, but never before the seeded data. */
export function nowText(): string {
  return beijingTime(Math.max(Date.now(), MOCK_NOW));
}
