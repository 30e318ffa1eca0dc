import { useModel } from '@umijs/max';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { findMenuRoute } from '@/core/menus';
import { forgetRecords, openedRecord, subscribeRecord } from './recordStore';
import { RECORD_LISTS } from './refs';

export { forgetRecords };

const RecordHost = lazy(() => import(/* webpackChunkName: "record-host" */ './RecordHost'));

/** The layout's place for a record opened over the screen: the host loads with the first one. */
export default function Records() {
  const record = useSyncExternalStore(subscribeRecord, openedRecord);
  const { initialState } = useModel('@@initialState');
  // However it was opened (the palette, the bell, a link), a record shows only where the
  // signed-in user's menu has its list.
  if (!record || !findMenuRoute(initialState?.routes ?? [], RECORD_LISTS[record.kind])) return null;
  return (
    <Suspense fallback={null}>
      <RecordHost />
    </Suspense>
  );
}
