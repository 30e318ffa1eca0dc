import { Empty, Skeleton } from 'antd';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { statusLabel } from '@/components/cells';
import DetailDrawer from '@/components/DetailDrawer';
import LoadFailed from '@/components/LoadFailed';
import { useApiQuery } from '@/components/data';
import { useCan } from '@/components/Permission';
import type { RecordViewProps } from '@/features/records/recordStore';
import shipMessages from '@/locales/zh-CN/shipping';
import { getStatusDescList } from '@/services/orders';
import { getShipList } from '@/services/shipping';
import ShipmentDetail from './ShipmentDetail';

addScreenMessages(shipMessages);

/**
 * An order opened over any screen (src/features/records): its detail and print history, read
 * by its number through the list's own keyword filter. Printing stays on 订单发货, where the
 * batch, the carrier and the result live: 在列表中查看 opens it there.
 */
export default function OrderRecord({ record, onClose }: RecordViewProps) {
  const { t } = useMessages();
  const canPrint = useCan('ship:print');
  const canReprint = useCan('ship:reprint');
  const statuses = useApiQuery(getStatusDescList, undefined, { staleTime: 5 * 60_000 });
  const found = useApiQuery(getShipList, { page: 1, limit: 10, keyword: record.no ?? record.id });
  const row = found.data?.list.find((candidate) => candidate.id === record.id);
  if (row)
    return (
      <ShipmentDetail
        row={row}
        orderStatusLabel={(value) => statusLabel(statuses.data, value)}
        rights={{ canPrint, canReprint }}
        onClose={onClose}
      />
    );
  return (
    <DetailDrawer open onClose={onClose} title={t('shipping.detail.title', { orderNo: record.no ?? '' })}>
      {found.error ? (
        <LoadFailed title={t('records.loadFailed', { reason: found.error.message })} onRetry={found.reload} />
      ) : found.loading ? (
        <Skeleton active />
      ) : (
        <Empty description={t('records.gone')} />
      )}
    </DetailDrawer>
  );
}
