/**
 * 批量确认交付's run: one request per settlement, a few at once, each with the key a single
 * confirmation of it would carry; a row whose answer was lost is re-read before it counts as
 * done or failed; the list refreshes once, after the last. And how a row's result reads.
 */
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useRef, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { failureKind, IntentScope, readTruth } from '@/components/outcome/truth';
import type { ApiError } from '@/core/apiError';
import { verifyConfirmed } from '@/features/settlement/outcome';
import { batchDataChanges } from '@/services/endpoint';
import { confirmDelivery, type Settlement } from '@/services/settlement';

/** How many confirmations are in flight at once. */
const AT_ONCE = 4;

export type RowState =
  | { state: 'waiting' | 'sending' | 'checking' }
  | { state: 'done'; how?: 'checked' | 'replayed' }
  | { state: 'failed'; reason: string };

export function useBatchConfirm() {
  const { t } = useMessages();
  const [results, setResults] = useState<Record<string, RowState>>();
  const running = useRef(false);
  const set = (settleNo: string, state: RowState) => setResults((current) => ({ ...current, [settleNo]: state }));

  // Each row is its own intent (confirmDelivery's key is the settlement's): a retry of a row
  // whose outcome was unknown carries the key it had, so the server confirms it once.
  const confirmOne = async (row: Settlement) => {
    set(row.settleNo, { state: 'sending' });
    const scope = new IntentScope();
    try {
      await confirmDelivery({ settleNo: row.settleNo }, { quiet: true, scope });
      set(row.settleNo, { state: 'done', how: scope.replayed ? 'replayed' : undefined });
    } catch (error) {
      if (failureKind(error as ApiError) !== 'unknown') {
        set(row.settleNo, { state: 'failed', reason: (error as Error).message });
        return;
      }
      set(row.settleNo, { state: 'checking' });
      const outcome = await readTruth(scope, verifyConfirmed(row.settleNo));
      set(
        row.settleNo,
        outcome.phase === 'unchecked'
          ? { state: 'failed', reason: t('settlement.batch.unknown') }
          : outcome.truth.applied
            ? { state: 'done', how: 'checked' }
            : { state: 'failed', reason: t('settlement.batch.notApplied') },
      );
    }
  };

  const run = async (targets: Settlement[]) => {
    if (running.current) return;
    running.current = true;
    setResults((current) => ({
      ...current,
      ...Object.fromEntries(targets.map((row) => [row.settleNo, { state: 'waiting' } as RowState])),
    }));
    const queue = [...targets];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) await confirmOne(row);
    };
    // The list and its counts refresh once, after the last confirmation.
    await batchDataChanges(() => Promise.all(Array.from({ length: Math.min(AT_ONCE, targets.length) }, worker)));
    running.current = false;
  };

  return { results, run };
}

export function ResultCell({ item }: { item: RowState | undefined }) {
  const { t } = useMessages();
  if (item?.state === 'failed')
    return (
      <Typography.Text type="danger">
        <CloseCircleFilled /> {item.reason}
      </Typography.Text>
    );
  if (!item || item.state === 'waiting')
    return <Typography.Text type="secondary">{t('settlement.batch.waiting')}</Typography.Text>;
  if (item.state === 'sending' || item.state === 'checking')
    return (
      <Typography.Text type="secondary">
        <LoadingOutlined /> {t(item.state === 'checking' ? 'settlement.batch.checking' : 'settlement.batch.sending')}
      </Typography.Text>
    );
  if (item.state === 'done')
    return (
      <Typography.Text type="success">
        <CheckCircleFilled />{' '}
        {t(
          item.how === 'checked'
            ? 'settlement.batch.doneChecked'
            : item.how === 'replayed'
              ? 'settlement.batch.doneReplayed'
              : 'settlement.batch.done',
        )}
      </Typography.Text>
    );
  return null;
}
