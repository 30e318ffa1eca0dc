import { useEffect } from 'react';
import { lostOnReload } from '@/core/unsavedWork';
import KeptPages from './KeptPages';
import TabBar from './TabBar';
import { useTabs } from './useTabs';

/**
 * The operator's workspace inside the layout: the bar of open page tabs and their pages, each
 * kept as it was left (docs/requirements.md#tabs). Keyed by the signed-in user where it is used.
 */
export default function Workspace() {
  const { tabs, shown, pageLocation, close, modalHolder } = useTabs();
  useAskBeforeUnload();
  return (
    <>
      <TabBar tabs={tabs} shown={shown} onClose={close} />
      <KeptPages open={tabs.map((tab) => tab.path)} shown={shown} location={pageLocation} />
      {modalHolder}
    </>
  );
}

/** Reloading or closing the page asks first while a kept page holds input a reload would lose. */
function useAskBeforeUnload() {
  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!lostOnReload()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);
}
