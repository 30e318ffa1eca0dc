import { history } from '@umijs/max';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { clearCallLog } from '@/core/callLog';
import { newerVersion, subscribeVersion, watchVersion } from '@/core/version';

const NewVersion = lazy(() => import(/* webpackChunkName: "shift-watch" */ './NewVersion'));
const Diagnostics = lazy(() => import(/* webpackChunkName: "diagnostics" */ './Diagnostics'));

/**
 * A shift across deploys and faults, for the signed-in shell: a new version noticed (focus,
 * visibility, every few minutes, a chunk that failed) and offered at a safe moment; errors
 * reported once the first paint is done (core/errorReport.ts, its own chunk); 诊断信息 from the
 * user menu. What it kept of a user (calls, errors) goes when the user does.
 */
export function useShiftWatch(userId: number | undefined) {
  const newer = useSyncExternalStore(subscribeVersion, newerVersion);
  const [diagnostics, setDiagnostics] = useState(false);
  useEffect(() => {
    const stop = watchVersion();
    const install = window.setTimeout(() => {
      void import(/* webpackChunkName: "error-report" */ '@/core/errorReport').then((report) =>
        report.installErrorReporting(() => history.location.pathname),
      );
    }, 0);
    return () => {
      stop();
      window.clearTimeout(install);
    };
  }, []);
  useEffect(
    () => () => {
      clearCallLog();
      void import(/* webpackChunkName: "error-report" */ '@/core/errorReport').then((report) => report.clearErrors());
    },
    [userId],
  );
  const element = (
    <Suspense fallback={null}>
      {newer && <NewVersion version={newer} />}
      {diagnostics && <Diagnostics onClose={() => setDiagnostics(false)} />}
    </Suspense>
  );
  return { openDiagnostics: () => setDiagnostics(true), element };
}
