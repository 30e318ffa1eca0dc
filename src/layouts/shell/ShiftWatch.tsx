import { history } from '@umijs/max';
import { lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { addScreenMessages } from '@/adapters/intl';
import { clearErrors, installErrorReporting } from '@/core/errorReport';
import { newerVersion, subscribeVersion, watchVersion } from '@/core/version';
import diagnosticsMessages from '@/locales/zh-CN/diagnostics';
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
  // The card's words arrive when a new version is first noticed, not with the watch: new words
  // render every translated component again, and the watch loads at the operator's first click
  // (which they would slow). The card itself comes with the watch: after a deploy, the old
  // build's chunks may be gone from the server.
  const [cardWords, setCardWords] = useState(false);
  useEffect(() => {
    if (!newer || cardWords) return;
    addScreenMessages(diagnosticsMessages);
    setCardWords(true);
  }, [newer, cardWords]);
  useEffect(() => {
    installErrorReporting(() => history.location.pathname);
    return watchVersion();
  }, []);
  // What was reported belongs to the user who was signed in.
  useEffect(() => () => clearErrors(), [userId]);
  return (
    <>
      {newer && cardWords && <NewVersion version={newer} />}
      {diagnostics && <Diagnostics onClose={onCloseDiagnostics} />}
    </>
  );
}
