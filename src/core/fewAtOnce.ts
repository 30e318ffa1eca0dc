/** Calls at once: a batch of 200 is not a burst of 200 on the backend. */
const AT_ONCE = 4;

/**
 * `call` for each item, a few at a time, the answers in the items' order. Stops at the first
 * failure, and before each call once `signal` is aborted.
 */
export async function fewAtOnce<I, R>(
  items: readonly I[],
  call: (item: I, signal?: AbortSignal) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      signal?.throwIfAborted();
      const at = next;
      next += 1;
      answers[at] = await call(items[at], signal);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return answers;
}
