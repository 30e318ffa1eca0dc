import { Space } from 'antd';
import { useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import DetailDrawer from '@/components/DetailDrawer';
import FieldsView from '@/components/ListScreen/FieldsView';
import { useApiQuery } from '@/components/data';
import RecordLoad from '@/features/records/RecordLoad';
import Related from '@/features/records/Related';
import { platformRef } from '@/features/records/refs';
import type { RecordViewProps } from '@/features/records/recordStore';
import shipMessages from '@/locales/zh-CN/shipping';
import { getStatusDescList } from '@/services/orders';
import { getShipList } from '@/services/shipping';
import { shippingFields } from './columns';
import PrintHistory from './PrintHistory';

addScreenMessages(shipMessages);

const NO_FAILURES = new Set<string>();
/** The order is the record shown: its number opens nothing more here. */
const STAY = () => undefined;

/**
 * An order opened over any screen (src/features/records): its row as 订单发货 shows it, field by
 * field, and its print history, read by its number through the list's own keyword filter.
 * Printing stays on 订单发货, where the batch, the carrier and the result live: 在列表中查看 opens
 * it there. Built from the list's fields rather than the screen's drawer: that one's
 * ProDescriptions, loaded from outside the screen, grew every list's first load by 5 KiB.
 */
export default function OrderRecord({ record, onClose }: RecordViewProps) {
  const messages = useMessages();
  const { t } = messages;
  const statuses = useApiQuery(getStatusDescList, undefined, { staleTime: 5 * 60_000 });
  const fields = useMemo(
    () => shippingFields(messages, { statuses: statuses.data, failed: NO_FAILURES }, STAY),
    [messages, statuses.data],
  );
  const found = useApiQuery(getShipList, { page: 1, limit: 10, keyword: record.no ?? record.id });
  const row = found.data?.list.find((candidate) => candidate.id === record.id);
  return (
    <DetailDrawer open onClose={onClose} title={t('shipping.detail.title', { orderNo: record.no ?? '' })}>
      <RecordLoad found={Boolean(row)} load={found}>
        {row && (
          <Space orientation="vertical" size={24} style={{ width: '100%' }}>
            <FieldsView fields={fields} row={row} />
            <Related
              items={[
                {
                  label: t('shipping.col.platform'),
                  name: row.platformName,
                  to: platformRef(row.platformId, row.platformName ?? ''),
                },
              ]}
            />
            <PrintHistory row={row} loading={found.loading} failed={found.error} onRetry={found.reload} />
          </Space>
        )}
      </RecordLoad>
    </DetailDrawer>
  );
}
