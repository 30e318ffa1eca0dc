import { history } from '@umijs/max';
import { lazy, useEffect, useSyncExternalStore } from 'react';
import { clearErrors, installErrorReporting } from '@/core/errorReport';
import { newerVersion, subscribeVersion, watchVersion } from '@/core/version';
import NewVersion from './NewVersion';

const Diagnostics = lazy(() => import(/* webpackChunkName: "diagnostics" */ './Diagnostics'));

/**
 * The shift watch, loaded once the operator first acts (or after a while): a new version noticed
 * (focus, visibility, every few minutes, a chunk that failed) and offered at a safe moment; errors
 * reported (core/errorReport.ts), those of before it loaded too; 诊断信息 when asked for.
 */
export default function ShiftWatch({
  userId,
  diagnostics,
  onCloseDiagnostics,
}: {
  userId: number | undefined;
  diagnostics: boolean;
  onCloseDiagnostics: () => void;
}) {
  const newer = useSyncExternalStore(subscribeVersion, newerVersion);
  useEffect(() => {
    installErrorReporting(() => history.location.pathname);
    return watchVersion();
  }, []);
  // What was reported belongs to the user who was signed in.
  useEffect(() => () => clearErrors(), [userId]);
  return (
    <>
      {newer && <NewVersion version={newer} />}
      {diagnostics && <Diagnostics onClose={onCloseDiagnostics} />}
    </>
  );
}
