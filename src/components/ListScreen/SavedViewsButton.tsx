import { lazy, Suspense, useState } from 'react';
import { readPreference } from '@/core/preferences';
import type { SavedViewsProps } from './SavedViews';
import { ViewsButton } from './ViewsButton';

/** The panel and its popover come with the first click, not with every list's first load. */
const SavedViews = lazy(() => import(/* webpackChunkName: "saved-views" */ './SavedViews'));

export default function SavedViewsButton(props: SavedViewsProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <ViewsButton count={readPreference(props.storageKey, Array.isArray)?.length ?? 0} onClick={() => setWanted(true)} />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <SavedViews {...props} />
    </Suspense>
  );
}
