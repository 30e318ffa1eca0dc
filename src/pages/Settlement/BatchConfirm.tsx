import { useMessages } from '@/adapters/intl';
import { verifyConfirmed } from '@/features/settlement/outcome';
import { confirmDelivery, type Settlement } from '@/services/settlement';
import BatchDialog from './BatchDialog';
import { useSettlementBatch } from './useSettlementBatch';

/**
 * 批量确认交付: one confirmation naming the count and the total in figures and in 大写,
 * then one request per settlement (each with its own idempotency key, the same one a single
 * confirmation of it would carry), a result per row, and a retry of the failed only. A row
 * whose answer was lost is re-read before it counts as done or failed.
 */
export default function BatchConfirm({ rows, onClose }: { rows: Settlement[]; onClose: () => void }) {
  const { t } = useMessages();
  const batch = useSettlementBatch({
    send: (row, call) => confirmDelivery({ settleNo: row.settleNo }, call),
    verify: (row) => verifyConfirmed(row.settleNo),
  });
  return (
    <BatchDialog
      rows={rows}
      title={t('settlement.batch.title', { count: rows.length })}
      okText={t('settlement.batch.ok', { count: rows.length })}
      onStart={() => void batch.run(rows)}
      batch={batch}
      labels={{ done: t('settlement.batch.done'), checked: t('settlement.batch.doneChecked') }}
      onClose={onClose}
      summary={{
        body: (figures) => t('settlement.batch.body', figures),
        note: t('settlement.batch.note'),
      }}
    />
  );
}
