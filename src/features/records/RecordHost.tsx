import { UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from '@umijs/max';
import { Button } from 'antd';
import { Suspense, useSyncExternalStore } from 'react';
import { useMessages } from '@/adapters/intl';
import { DrawerExtra } from '@/components/DetailDrawer/placement';
import { closeRecord, openedRecord, recordViews, subscribeRecord } from './recordStore';

/**
 * The one place records open over any screen (./recordStore.ts): the kind's own detail drawer,
 * with 在列表中查看 beside its actions, an explicit choice that opens the list filtered to it.
 * Rendered by the layout, outside the kept pages: the screen beneath is not touched.
 */
export default function RecordHost() {
  const { t } = useMessages();
  const navigate = useNavigate();
  const record = useSyncExternalStore(subscribeRecord, openedRecord);
  const views = useSyncExternalStore(subscribeRecord, recordViews);
  if (!record || !views) return null;
  const View = views[record.kind];
  const inList = (
    <Button
      icon={<UnorderedListOutlined />}
      onClick={() => {
        closeRecord();
        navigate(record.inList);
      }}
    >
      {t('records.inList')}
    </Button>
  );
  return (
    <DrawerExtra.Provider value={inList}>
      <Suspense fallback={null}>
        <View key={`${record.kind}-${record.id}`} record={record} onClose={closeRecord} />
      </Suspense>
    </DrawerExtra.Provider>
  );
}
