import { useContext, useMemo, useRef } from 'react';
// The page's own address (a kept tab's, src/features/tabs), and none outside a router.
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { normalizePath } from '@/core/menus';
import { setUnsaved } from '@/core/unsavedWork';

/**
 * Marks the screen as holding unsaved input once the operator types into the dialog, until it
 * closes (submitted or cancelled): closing the screen's tab asks first (src/core/unsavedWork.ts).
 * The path is the page's own, taken at the first keystroke. `lostOnReload`: the input is not
 * kept as a draft (uploaded files), so reloading the page asks too. `drafted`: a draft keeps it
 * (a form with a `draftId`), so a new version's reload need not wait for it.
 */
export function useUnsavedMark(holder: string, lostOnReload = false, drafted = false) {
  const where = useContext(LocationContext) as { location?: { pathname: string } } | null;
  const pagePath = where?.location?.pathname ?? window.location.pathname;
  const latest = useRef(pagePath);
  latest.current = pagePath;
  const path = useRef<string | undefined>(undefined);
  return useMemo(
    () => ({
      mark: () => {
        if (path.current !== undefined) return;
        path.current = normalizePath(latest.current);
        setUnsaved(path.current, holder, true, lostOnReload, drafted);
      },
      clear: () => {
        if (path.current === undefined) return;
        setUnsaved(path.current, holder, false);
        path.current = undefined;
      },
    }),
    [holder, lostOnReload, drafted],
  );
}
