import { Spin } from 'antd';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useSubmit, type SubmitResult } from '@/components/data';
import { IntentScope, type RepeatedIntent } from '@/core/intent';
import type { ApiError } from '@/core/apiError';
import { failureKind, readTruth, type OutcomeState, type OutcomeTruth } from './truth';

export type { OutcomeState, OutcomeTruth };

/**
 * Re-reads the truth after an unknown outcome. `sentAt` is when the last send started (a
 * row written since then is the move's); `args` are what was sent.
 */
type VerifyOutcome<A extends unknown[]> = (sentAt: number, ...args: A) => Promise<OutcomeTruth> | undefined;

export interface OnceSubmit<A extends unknown[], R> {
  /**
   * Sends: a keyed call gets `scope` in its options (`call(values, { scope })`), and makes,
   * reuses and ends its key itself (services/endpoint keyedEndpoint).
   */
  run: (scope: IntentScope, ...args: A) => Promise<R>;
  /** Re-reads the state after a time-out, a dropped connection or a server error. */
  verify?: VerifyOutcome<A>;
  /** What the operator calls the move (平台“…” ¥12.34): a sign-out leaving it unknown names it. */
  describe?: (...args: A) => string | undefined;
}

/**
 * The one way a money move or a print is sent from a dialog: one run at a time, and after a
 * lost answer no "failed" but an honest unknown: the state is re-read at once (`verify`), and
 * what actually happened is shown. The key stays with the intent whatever the re-read finds:
 * a resend (here, or from a dialog opened anew with the same values) is answered by the
 * server's replay (`outcome.phase === 'replayed'`). The same values sent moments after they
 * were applied are named first (`repeat`), and sent again only through `repeat(...)`.
 */
export function useOnceSubmit<A extends unknown[], R>(options: OnceSubmit<A, R>) {
  const latest = useRef(options);
  latest.current = options;
  const last = useRef<{ args: A; sentAt: number; scope: IntentScope } | undefined>(undefined);
  const [outcome, setOutcome] = useState<OutcomeState>();
  const send = useSubmit((scope: IntentScope, ...args: A) => latest.current.run(scope, ...args));

  const check = useCallback(async () => {
    const sent = last.current;
    const reading = sent && latest.current.verify?.(sent.sentAt, ...sent.args);
    if (!sent || !reading) return;
    setOutcome({ phase: 'checking' });
    setOutcome(await readTruth(sent.scope, reading));
  }, []);

  const go = async (repeat: boolean, args: A): Promise<SubmitResult<R> & { replayed?: boolean }> => {
    setOutcome(undefined);
    // Fetched while the call is on its way: a lost answer's panel is ready when it is needed.
    void loadPanel();
    const scope = new IntentScope();
    scope.repeat = repeat;
    scope.about = latest.current.describe?.(...args);
    last.current = { args, sentAt: Date.now(), scope };
    const result = await send.run(scope, ...args);
    if (result.ok) {
      if (!scope.replayed) return result;
      setOutcome({ phase: 'replayed', earlier: scope.replayed });
      return { ...result, replayed: true };
    }
    const kind = failureKind(result.error);
    if (kind === 'repeat') {
      const repeated = result.error as RepeatedIntent;
      setOutcome({ phase: 'repeat', recent: repeated.recent, what: repeated.what });
    } else if (kind === 'unknown' && latest.current.verify) await check();
    return result;
  };

  const { clearError } = send;
  const phase = outcome?.phase;
  return {
    run: (...args: A) => go(false, args),
    /** The operator confirmed a deliberate repeat of a move applied moments ago. */
    repeat: (...args: A) => go(true, args),
    submitting: send.submitting || phase === 'checking',
    /** The last failure, unless the outcome panel speaks for it. */
    error: outcome ? undefined : (send.error as ApiError | undefined),
    clearError: () => {
      clearError();
      setOutcome(undefined);
    },
    outcome,
    /** Re-reads again (the unchecked state's button). */
    recheck: check,
    /** The re-read found the move done, or the server replayed it: the dialog's work is over. */
    applied: (outcome?.phase === 'known' && outcome.truth.applied) || phase === 'replayed',
    /** The outcome is not the server's answer yet: the values sent may not be edited. */
    locked: phase === 'checking' || phase === 'known' || phase === 'unchecked',
  };
}

const loadPanel = () => import(/* webpackChunkName: "outcome-panel" */ './OutcomePanel');
const OutcomePanel = lazy(loadPanel);

/**
 * What a dialog shows in place of its fields after a lost answer, or a replay. Its panel is
 * fetched when a send starts, not with the screen; until it is there, a spinner holds its
 * place (never an empty dialog with only its buttons).
 */
export function OutcomeView({ outcome }: { outcome: OutcomeState }) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" style={{ padding: '24px 0', textAlign: 'center' }}>
          <Spin />
        </div>
      }
    >
      <OutcomePanel outcome={outcome} />
    </Suspense>
  );
}
