/**
 * A settlement batch's run (批量确认交付, 批量上传凭证, a bank result's payouts): the kit's row
 * run (src/components/RowBatch), each settlement with the key a single action on it would
 * carry, named by its number and amount.
 */
import { useMessages } from '@/adapters/intl';
import type { IntentScope, OutcomeTruth } from '@/components/outcome/truth';
import { useRowBatch } from '@/components/rowBatch';
import { formatMoney } from '@/core/money';
import type { Settlement } from '@/services/settlement';

/** What one row of a batch sends, and how its lost answer is checked. */
export interface BatchAction {
  send: (row: Settlement, call: { quiet: true; scope: IntentScope }) => Promise<unknown>;
  verify: (row: Settlement) => Promise<OutcomeTruth>;
}

export function useSettlementBatch(action: BatchAction) {
  const { t } = useMessages();
  return useRowBatch<Settlement>({
    ...action,
    keyOf: (row) => row.settleNo,
    about: (row) => t('intent.about.settlement', { no: row.settleNo, amount: formatMoney(row.settleAmount) }),
    labels: { unknown: t('settlement.batch.unknown'), notApplied: t('settlement.batch.notApplied') },
  });
}

export type SettlementBatch = ReturnType<typeof useSettlementBatch>;
