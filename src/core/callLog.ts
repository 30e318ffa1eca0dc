/**
 * The last calls this tab made, for 诊断信息 and for the error report: when, which endpoint,
 * how it ended (the envelope's code, or the kind of failure), how long it took and the server's
 * request id when it sent one. Never a body, a parameter or a token. Kept in memory only.
 */
export interface CallRecord {
  at: number;
  method: string;
  /** The endpoint's path, without its query. */
  endpoint: string;
  /** `200`, the envelope's or HTTP code, or the failure's kind (`timeout`, `network`…). */
  code: string;
  ms: number;
  requestId?: string;
}

const KEPT = 20;
const calls: CallRecord[] = [];
let failureListener: ((call: CallRecord) => void) | undefined;

export function recordCall(call: CallRecord, failed: boolean): void {
  calls.push(call);
  if (calls.length > KEPT) calls.shift();
  if (failed) failureListener?.(call);
}

export function recentCalls(): readonly CallRecord[] {
  return [...calls];
}

/** Who hears of a failed call (the error report, loaded with the signed-in shell). */
export function onCallFailure(listener: (call: CallRecord) => void): void {
  failureListener = listener;
}

/** At a sign-out: the next operator's 诊断信息 starts empty. */
export function clearCallLog(): void {
  calls.length = 0;
}
