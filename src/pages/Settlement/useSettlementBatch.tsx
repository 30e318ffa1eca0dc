/**
 * A settlement batch's run (批量确认交付, 批量上传凭证): one request per settlement, a few at
 * once, each with the key a single action on it would carry (its endpoint's intent: the
 * settlement and every value sent); a row whose answer was lost is re-read before it counts as
 * done or failed; the list refreshes once, after the last. And how a row's result reads.
 */
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useRef, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { failureKind, IntentScope, readTruth, type OutcomeTruth } from '@/components/outcome/truth';
import type { ApiError } from '@/core/apiError';
import { formatMoney } from '@/core/money';
import { batchDataChanges } from '@/services/endpoint';
import type { Settlement } from '@/services/settlement';

/** How many requests are in flight at once. */
const AT_ONCE = 4;

export type RowState =
  | { state: 'waiting' | 'sending' | 'checking' }
  | { state: 'done'; how?: 'checked' | 'replayed' }
  | { state: 'failed'; reason: string };

/** What one row of a batch sends, and how its lost answer is checked. */
export interface BatchAction {
  send: (row: Settlement, call: { quiet: true; scope: IntentScope }) => Promise<unknown>;
  verify: (row: Settlement) => Promise<OutcomeTruth>;
}

export function useSettlementBatch(action: BatchAction) {
  const { t } = useMessages();
  const [results, setResults] = useState<Record<string, RowState>>();
  const running = useRef(false);
  const set = (settleNo: string, state: RowState) => setResults((current) => ({ ...current, [settleNo]: state }));

  // Each row is its own intent: a retry of a row whose outcome was unknown sends the same
  // values, so it carries the key it had and the server applies it once.
  const runOne = async (row: Settlement) => {
    set(row.settleNo, { state: 'sending' });
    const scope = new IntentScope();
    scope.about = t('intent.about.settlement', { no: row.settleNo, amount: formatMoney(row.settleAmount) });
    try {
      await action.send(row, { quiet: true, scope });
      set(row.settleNo, { state: 'done', how: scope.replayed ? 'replayed' : undefined });
    } catch (error) {
      if (failureKind(error as ApiError) !== 'unknown') {
        set(row.settleNo, { state: 'failed', reason: (error as Error).message });
        return;
      }
      set(row.settleNo, { state: 'checking' });
      const outcome = await readTruth(scope, action.verify(row));
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
      for (let row = queue.shift(); row; row = queue.shift()) await runOne(row);
    };
    // The list and its counts refresh once, after the last request.
    await batchDataChanges(() => Promise.all(Array.from({ length: Math.min(AT_ONCE, targets.length) }, worker)));
    running.current = false;
  };

  return { results, run };
}

export type SettlementBatch = ReturnType<typeof useSettlementBatch>;

/** What a row that went through says: the action's own words, plain or after a re-read. */
export interface DoneLabels {
  done: string;
  checked: string;
}

export function ResultCell({ item, labels }: { item: RowState | undefined; labels: DoneLabels }) {
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
  if (item.state !== 'done') return null;
  return (
    <Typography.Text type="success">
      <CheckCircleFilled />{' '}
      {item.how === 'checked'
        ? labels.checked
        : item.how === 'replayed'
          ? t('settlement.batch.doneReplayed')
          : labels.done}
    </Typography.Text>
  );
}
