/**
 * A pasted column of numbers as one search. The contract's list endpoints take one keyword, so
 * each number is asked on its own, a few at a time, and the answers are put together: the rows
 * found (each once) and the numbers nothing was found for. Cancelled with its signal (the text
 * changed); at most MAX_NUMBERS_PER_SEARCH numbers, the rest named as not searched.
 */
import { fewAtOnce } from './fewAtOnce';
import { MAX_NUMBERS_PER_SEARCH } from './searchText';

export interface FoundEach<T> {
  /** The rows found, in the order of the numbers, each once. */
  rows: T[];
  /** How many numbers were searched. */
  asked: number;
  /** Numbers searched with nothing found. */
  notFound: string[];
  /** Numbers beyond the limit: not searched. */
  over: string[];
}

export async function findEach<T>(
  numbers: readonly string[],
  find: (number: string, signal?: AbortSignal) => Promise<readonly T[]>,
  options: {
    /** A row's identity: a row found by two numbers is listed once. */
    key: (row: T) => string;
    /** Whether a row is the one a number names (the keyword filter may match more loosely). */
    names?: (row: T, number: string) => boolean;
    signal?: AbortSignal;
    limit?: number;
  },
): Promise<FoundEach<T>> {
  const limit = options.limit ?? MAX_NUMBERS_PER_SEARCH;
  const asked = numbers.slice(0, limit);
  const answers = await fewAtOnce(
    asked,
    async (number, signal) => {
      const rows = await find(number, signal);
      return options.names ? rows.filter((row) => options.names!(row, number)) : rows;
    },
    options.signal,
  );
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const found of answers)
    for (const row of found) {
      const key = options.key(row);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  return {
    rows,
    asked: asked.length,
    notFound: asked.filter((_, at) => answers[at].length === 0),
    over: numbers.slice(limit),
  };
}
