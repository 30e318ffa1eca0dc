export type AttemptKind = 'first' | 'retry' | 'reprint';

/**
 * What each print attempt was, by its place among the order's attempts and its reprint flag:
 * a reprint of a waybill printed before is 补打; an attempt after earlier ones that all failed
 * is 重试; the order's first attempt is 首次打印. `attempts` newest first, as the order
 * carries them; the kinds in the same order.
 */
export function attemptKinds(attempts: readonly { reprint?: boolean; success?: boolean }[]): AttemptKind[] {
  const kinds: AttemptKind[] = new Array(attempts.length);
  let earlier = 0;
  let printed = false;
  for (let at = attempts.length - 1; at >= 0; at -= 1) {
    const attempt = attempts[at];
    kinds[at] = attempt.reprint || printed ? 'reprint' : earlier > 0 ? 'retry' : 'first';
    earlier += 1;
    printed ||= Boolean(attempt.success);
  }
  return kinds;
}
