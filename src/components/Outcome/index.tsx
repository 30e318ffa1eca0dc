import { lazy, useCallback, useRef, useState, type ReactNode } from 'react';
import { useSubmit } from '@/components/data';
import type { ApiError } from '@/core/request';
import { outcomeUnknown, sendOnce, settleIntent, type Intent } from '@/core/intent';

/** What re-reading the server's state says about a send whose answer was lost. */
export interface OutcomeTruth {
  /** Whether the move happened (the flow row is there, the settlement is confirmed). */
  applied: boolean;
  /** What was read, as the operator should see it (the balance now, the latest rows). */
  details?: ReactNode;
}

/**
 * Re-reads the truth after an unknown outcome. `sentAt` is when the last send started (a
 * row written since then is the move's); `args` are what was sent.
 */
export type VerifyOutcome<A extends unknown[]> = (sentAt: number, ...args: A) => Promise<OutcomeTruth> | undefined;

export type OutcomeState =
  | { phase: 'checking' }
  | { phase: 'known'; truth: OutcomeTruth }
  /** The re-read failed too: still unknown; a resend carries the same key. */
  | { phase: 'unchecked'; reason: string };

export interface OnceSubmit<A extends unknown[], R> {
  /** What the operator means: the call and its business values (see core/intent). */
  intent: (...args: A) => Intent;
  /** Sends with the intent's key. */
  run: (requestId: string, ...args: A) => Promise<R>;
  /** Re-reads the state after a time-out, a dropped connection or a 5xx. */
  verify?: VerifyOutcome<A>;
}

/**
 * The one way a money move or a print is sent: one run at a time, its key kept per intent
 * (core/intent), and after a lost answer no "failed" but an honest unknown: the state is
 * re-read at once (`verify`), and what actually happened is shown before a resend is
 * offered (which carries the same key, so the server applies the intent once). When the
 * re-read finds the move done, the intent is settled: the next send of the same values is
 * a new intent.
 */
export function useOnceSubmit<A extends unknown[], R>(options: OnceSubmit<A, R>) {
  const latest = useRef(options);
  latest.current = options;
  const last = useRef<{ args: A; sentAt: number }>();
  const [outcome, setOutcome] = useState<OutcomeState>();
  const send = useSubmit((...args: A) => {
    last.current = { args, sentAt: Date.now() };
    const { intent, run } = latest.current;
    return sendOnce(intent(...args), (requestId) => run(requestId, ...args));
  });

  const check = useCallback(async () => {
    const sent = last.current;
    const { verify, intent } = latest.current;
    if (!sent || !verify) return;
    // A send with nothing to re-read (undefined) keeps its error, as any failure does.
    const reading = verify(sent.sentAt, ...sent.args);
    if (!reading) return;
    setOutcome({ phase: 'checking' });
    try {
      const truth = await reading;
      if (truth.applied) settleIntent(intent(...sent.args));
      setOutcome({ phase: 'known', truth });
    } catch (error) {
      setOutcome({ phase: 'unchecked', reason: (error as Error)?.message ?? '' });
    }
  }, []);

  const run = async (...args: A) => {
    setOutcome(undefined);
    const result = await send.run(...args);
    if (!result.ok && result.error && outcomeUnknown(result.error) && latest.current.verify) await check();
    return result;
  };

  const { clearError } = send;
  return {
    run,
    submitting: send.submitting || outcome?.phase === 'checking',
    /** The last failure, unless its outcome is being or was re-read (then `outcome` speaks). */
    error: outcome ? undefined : (send.error as ApiError | undefined),
    clearError: () => {
      clearError();
      setOutcome(undefined);
    },
    outcome,
    /** Re-reads again (the unchecked state's button). */
    recheck: check,
    /** The re-read found the move done: the dialog's work is over. */
    applied: outcome?.phase === 'known' && outcome.truth.applied,
  };
}

/** What a dialog shows in place of its fields after a lost answer: loaded only then. */
export const OutcomePanel = lazy(() => import(/* webpackChunkName: "outcome-panel" */ './Panel'));
