import { useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { Money } from '@/components/cells';
import { formatCount } from '@/core/money';
import ListScreen from '@/components/ListScreen';
import consumptionMessages from '@/locales/zh-CN/consumption';
import {
  getConsumeLog,
  getConsumeSelectList,
  type ConsumeLog,
  type ConsumeLogQuery,
  type ConsumeSummary,
} from '@/services/consumption';
import { consumptionFields } from './columns';

addScreenMessages(consumptionMessages);

/** 消费记录: what each platform's services cost it (risk queries, SMS, e-signing, waybills…), with the totals of the filter. */
export default function Consumption() {
  const messages = useMessages();
  const { t } = messages;
  // The type and platform options come from select_list.
  const options = useApiQuery(getConsumeSelectList, undefined, { staleTime: 5 * 60_000 });

  const failed = options.error ? t('options.platforms.failed') : undefined;
  const fields = useMemo(() => consumptionFields(messages, options.data, failed), [messages, options.data, failed]);

  return (
    <ListScreen<ConsumeLog, ConsumeLogQuery, ConsumeSummary>
      id="consumption"
      title={t('consumption.title')}
      rowKey="id"
      fields={fields}
      fetchPage={getConsumeLog}
      exportAction="finance:export"
      totals={(summary, filters) => [
        { label: t('consumption.totals.count'), value: t('list.totals.count', { count: summary.count }) },
        // Quantities add up within one type only (SMS sent and credit queries are not one count).
        ...(filters.type ? [{ label: t('consumption.totals.quantity'), value: formatCount(summary.quantity) }] : []),
        // What was charged: money, not an error (no red).
        { label: t('consumption.totals.amount'), value: <Money fen={summary.amount} /> },
      ]}
    />
  );
}
