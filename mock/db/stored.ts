/**
 * A record as the fake backend keeps it. The contract lets a backend leave out what a screen
 * only shows (src/services: `optional`); this backend is a full one and always has those
 * fields: `Stored<T, 'a' | 'b'>` makes them present in its own tables, so its searches,
 * sorts and sums need no fallbacks. What it sends is still checked against the contract.
 */
export type Stored<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };
