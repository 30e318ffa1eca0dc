import { Descriptions } from 'antd';
import { useMessages } from '@/adapters/intl';
import './messages';
import type { RecordRef } from './recordStore';
import RecordLink from './RecordLink';

/**
 * The records a record names (a settlement's agent and platform, an order's platform), each a
 * link that opens it over the screen. Names without an id are shown as text.
 */
export default function Related({ items }: { items: { label: string; name?: string; to?: RecordRef }[] }) {
  const { t } = useMessages();
  const shown = items.filter((item) => item.name);
  if (shown.length === 0) return null;
  return (
    <Descriptions
      size="small"
      title={t('records.related')}
      column={shown.length}
      items={shown.map((item) => ({
        key: item.label,
        label: item.label,
        children: <RecordLink to={item.to}>{item.name}</RecordLink>,
      }))}
    />
  );
}
