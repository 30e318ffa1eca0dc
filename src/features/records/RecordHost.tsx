import { ArrowLeftOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from '@umijs/max';
import { Button, Space } from 'antd';
import { Suspense, useSyncExternalStore } from 'react';
import { useMessages } from '@/adapters/intl';
import './messages';
import { DrawerExtra } from '@/components/DetailDrawer/placement';
import { backRecord, closeRecord, openedRecord, previousRecord, recordViews, subscribeRecord } from './recordStore';

/**
 * The one place records open over any screen (./recordStore.ts): the kind's own detail drawer,
 * with 在列表中查看 beside its actions, an explicit choice that opens the list filtered to it, and
 * 返回 when it was opened from a link inside another record.
 * Rendered by the layout, outside the kept pages: the screen beneath is not touched.
 */
export default function RecordHost() {
  const { t } = useMessages();
  const navigate = useNavigate();
  const record = useSyncExternalStore(subscribeRecord, openedRecord);
  const views = useSyncExternalStore(subscribeRecord, recordViews);
  const previous = useSyncExternalStore(subscribeRecord, previousRecord);
  if (!record || !views) return null;
  const View = views[record.kind];
  const inList = (
    <Space>
      {previous && (
        <Button icon={<ArrowLeftOutlined />} onClick={backRecord}>
          {t('records.back')}
        </Button>
      )}
      <Button
        icon={<UnorderedListOutlined />}
        onClick={() => {
          closeRecord();
          navigate(record.inList);
        }}
      >
        {t('records.inList')}
      </Button>
    </Space>
  );
  return (
    <DrawerExtra.Provider value={inList}>
      <Suspense fallback={null}>
        <View key={`${record.kind}-${record.id}`} record={record} onClose={closeRecord} />
      </Suspense>
    </DrawerExtra.Provider>
  );
}
