import { lazy, Suspense, useEffect, useState } from 'react';
import { clearCallLog } from '@/core/callLog';

const ShiftWatch = lazy(() => import(/* webpackChunkName: "shift-watch" */ './ShiftWatch'));

/** How long a signed-in console waits for a first click or key before it loads the watch anyway. */
const LOAD_AFTER_MS = 20_000;

/**
 * A shift across deploys and faults, for the signed-in shell (./ShiftWatch.tsx): loaded at the
 * operator's first click or key, or after twenty seconds, never on a screen's first load (the
 * version a page just loaded is the served one). The calls kept for 诊断信息 go with the user.
 */
export function useShiftWatch(userId: number | undefined) {
  const [wanted, setWanted] = useState(false);
  const [diagnostics, setDiagnostics] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const timer = window.setTimeout(want, LOAD_AFTER_MS);
    window.addEventListener('pointerdown', want, { capture: true, once: true });
    window.addEventListener('keydown', want, { capture: true, once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', want, { capture: true });
      window.removeEventListener('keydown', want, { capture: true });
    };
  }, [wanted]);
  useEffect(() => () => clearCallLog(), [userId]);
  const element = (wanted || diagnostics) && (
    <Suspense fallback={null}>
      <ShiftWatch userId={userId} diagnostics={diagnostics} onCloseDiagnostics={() => setDiagnostics(false)} />
    </Suspense>
  );
  return { openDiagnostics: () => setDiagnostics(true), element };
}
