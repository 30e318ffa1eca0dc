import { lazy, Suspense, useSyncExternalStore } from 'react';
import { openedRecord, subscribeRecord } from './recordStore';

const RecordHost = lazy(() => import(/* webpackChunkName: "record-host" */ './RecordHost'));

/** The layout's place for a record opened over the screen: the host loads with the first one. */
export default function Records() {
  const record = useSyncExternalStore(subscribeRecord, openedRecord);
  if (!record) return null;
  return (
    <Suspense fallback={null}>
      <RecordHost />
    </Suspense>
  );
}
