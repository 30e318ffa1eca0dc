/**
 * A run of one request per row (a batch of settlements, the lines of an import): a few at
 * once, each row its own intent (a keyed call carries the key a single action on it would, so
 * a retry of a row whose outcome was unknown applies it once); a row whose answer was lost is
 * re-read before it counts as done or failed; the lists refresh once, after the last. And how
 * a row's result reads.
 */
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useRef, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import importMessages from '@/locales/zh-CN/imports';
import { failureKind, IntentScope, readTruth, type OutcomeTruth } from '@/components/outcome/truth';
import type { ApiError } from '@/core/apiError';
import { batchDataChanges } from '@/services/endpoint';

addScreenMessages(importMessages);

/** How many requests are in flight at once. */
const AT_ONCE = 4;

export type RowState =
  | { state: 'waiting' | 'sending' | 'checking' }
  | { state: 'done'; how?: 'checked' | 'replayed' }
  | { state: 'failed'; reason: string };

/** What one row sends, and how its lost answer is checked. */
export interface RowAction<T> {
  keyOf: (row: T) => string;
  /** What the row's move is, in the operator's words (a sign-out names it while unknown). */
  about: (row: T) => string;
  send: (row: T, call: { quiet: true; scope: IntentScope }) => Promise<unknown>;
  verify: (row: T) => Promise<OutcomeTruth>;
  /** The words of a failure after a lost answer, when the move has its own. */
  labels?: { unknown?: string; notApplied?: string };
}

export function useRowBatch<T>(action: RowAction<T>) {
  const { t } = useMessages();
  const [results, setResults] = useState<Record<string, RowState>>();
  const running = useRef(false);
  const set = (key: string, state: RowState) => setResults((current) => ({ ...current, [key]: state }));

  const runOne = async (row: T) => {
    const key = action.keyOf(row);
    set(key, { state: 'sending' });
    const scope = new IntentScope();
    scope.about = action.about(row);
    try {
      await action.send(row, { quiet: true, scope });
      set(key, { state: 'done', how: scope.replayed ? 'replayed' : undefined });
    } catch (error) {
      if (failureKind(error as ApiError) !== 'unknown') {
        set(key, { state: 'failed', reason: (error as Error).message });
        return;
      }
      set(key, { state: 'checking' });
      const outcome = await readTruth(scope, action.verify(row));
      set(
        key,
        outcome.phase === 'unchecked'
          ? { state: 'failed', reason: action.labels?.unknown ?? t('rowBatch.unknown') }
          : outcome.truth.applied
            ? { state: 'done', how: 'checked' }
            : { state: 'failed', reason: action.labels?.notApplied ?? t('rowBatch.notApplied') },
      );
    }
  };

  const run = async (targets: T[]) => {
    if (running.current) return;
    running.current = true;
    setResults((current) => ({
      ...current,
      ...Object.fromEntries(targets.map((row) => [action.keyOf(row), { state: 'waiting' } as RowState])),
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
    return <Typography.Text type="secondary">{t('rowBatch.waiting')}</Typography.Text>;
  if (item.state === 'sending' || item.state === 'checking')
    return (
      <Typography.Text type="secondary">
        <LoadingOutlined /> {t(item.state === 'checking' ? 'rowBatch.checking' : 'rowBatch.sending')}
      </Typography.Text>
    );
  if (item.state !== 'done') return null;
  return (
    <Typography.Text type="success">
      <CheckCircleFilled />{' '}
      {item.how === 'checked' ? labels.checked : item.how === 'replayed' ? t('rowBatch.doneReplayed') : labels.done}
    </Typography.Text>
  );
}
