/** How a call failed, in the console's own terms: the request layer throws it, screens read it. */

export type ApiErrorKind =
  | 'business'
  | 'unauthorized'
  | 'timeout'
  | 'network'
  | 'http'
  | 'format'
  | 'contract'
  | 'aborted'
  /** A keyed call answered with a server error in the envelope (code ≥ 500) or a key conflict. */
  | 'server'
  /** Nothing sent: the same move was applied moments ago (core/intent RepeatedIntent). */
  | 'repeat';

/** Why a call failed. Screens read `kind` to pick an error state; the notice was already shown. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code?: number;
  readonly status?: number;

  constructor(kind: ApiErrorKind, text: string, extra: { code?: number; status?: number } = {}) {
    super(text);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = extra.code;
    this.status = extra.status;
  }
}

const UNKNOWN_KINDS: readonly ApiErrorKind[] = ['timeout', 'network', 'http', 'format', 'contract', 'server'];

/**
 * Whether a failure leaves the outcome unknown: the request may have reached the server and
 * been applied (a time-out, a dropped connection, a 5xx, a body that is not the envelope, an
 * answer whose data breaks the contract; on a keyed call also a server error in the envelope
 * or a key conflict). A business refusal, a 109 before anything ran, or an abort are known.
 */
export function outcomeUnknown(error: unknown): boolean {
  const kind = (error as { kind?: ApiErrorKind } | undefined)?.kind;
  return kind !== undefined && UNKNOWN_KINDS.includes(kind);
}
