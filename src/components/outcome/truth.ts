/**
 * The send-once protocol's one place for what happens after a keyed call's answer was lost:
 * the server's state is re-read, and a move found done is noted against the intents of the
 * submission (their keys stay: only the server's answer to a key ends it, core/intent).
 * Used by the kit's dialogs (useOnceSubmit) and by the batch confirmation alike.
 */
import type { ReactNode } from 'react';
import {
  IntentScope,
  noteFound,
  outcomeUnknown,
  repeatedIntent,
  type AppliedRecord,
  type IntentWhat,
} from '@/core/intent';
import type { ApiError } from '@/core/apiError';
import { closeNotice, OUTCOME_CHECKING_NOTICE } from '@/core/notice';

/** What re-reading the server's state says about a send whose answer was lost. */
export interface OutcomeTruth {
  /** Whether the move happened (the flow row is there, the settlement is confirmed). */
  applied: boolean;
  /** What was read, as the operator should see it (the balance now, the latest rows). */
  details?: ReactNode;
  /** The record the move made, when the re-read found it (when, and its number). */
  found?: Partial<AppliedRecord>;
}

export type OutcomeState =
  | { phase: 'checking' }
  | { phase: 'known'; truth: OutcomeTruth }
  /** The re-read failed too: still unknown; a resend carries the same key. */
  | { phase: 'unchecked'; reason: string }
  /** Nothing was sent: the same move was applied moments ago (a repeat takes its own button). */
  | { phase: 'repeat'; recent: AppliedRecord; what: IntentWhat }
  /** The server answered with its earlier success of the same key: nothing moved this time. */
  | { phase: 'replayed'; earlier: AppliedRecord };

/** How a failed send ends: known (refused), nothing sent (a repeat), or unknown (re-read it). */
export type FailureKind = 'refused' | 'repeat' | 'unknown';

export function failureKind(error: ApiError | undefined): FailureKind {
  if (repeatedIntent(error)) return 'repeat';
  return error && outcomeUnknown(error) ? 'unknown' : 'refused';
}

/** Re-reads the truth of a lost send: known, or still unchecked when the re-read fails too. */
export async function readTruth(
  scope: IntentScope,
  reading: Promise<OutcomeTruth>,
): Promise<Extract<OutcomeState, { phase: 'known' | 'unchecked' }>> {
  try {
    const truth = await reading;
    if (truth.applied) {
      noteFound(scope, { at: truth.found?.at ?? Date.now(), ref: truth.found?.ref });
      closeNotice(OUTCOME_CHECKING_NOTICE);
    }
    return { phase: 'known', truth };
  } catch (error) {
    return { phase: 'unchecked', reason: (error as Error)?.message ?? '' };
  }
}

export { IntentScope };
