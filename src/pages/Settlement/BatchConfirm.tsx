import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Result, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import batchMessages from '@/locales/zh-CN/settlementBatch';
import { Money } from '@/components/cells';
import { verifyConfirmed } from '@/features/settlement/outcome';
import { failureKind, IntentScope, readTruth } from '@/components/outcome/truth';
import type { ApiError } from '@/core/apiError';
import { formatMoney, sumFen, toChineseCapital } from '@/core/money';
import { batchDataChanges } from '@/services/endpoint';
import { confirmDelivery, type Settlement } from '@/services/settlement';

addScreenMessages(batchMessages);

/** How many confirmations are in flight at once. */
const AT_ONCE = 4;

type RowState =
  | { state: 'waiting' | 'sending' | 'checking' }
  | { state: 'done'; how?: 'checked' | 'replayed' }
  | { state: 'failed'; reason: string };

/**
 * 批量确认交付: one confirmation naming the count and the total in figures and in 大写,
 * then one request per settlement (each with its own idempotency key, the same one a single
 * confirmation of it would carry), a result per row, and a retry of the failed only. A row
 * whose answer was lost is re-read before it counts as done or failed.
 */
export default function BatchConfirm({ rows, onClose }: { rows: Settlement[]; onClose: () => void }) {
  const { t } = useMessages();
  const [results, setResults] = useState<Record<string, RowState>>();
  const running = useRef(false);
  const total = sumFen(rows.map((row) => row.settleAmount));

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

  const states = results ? rows.map((row) => results[row.settleNo]) : [];
  const busy = states.some((item) => item && ['waiting', 'sending', 'checking'].includes(item.state));
  const failed = rows.filter((row) => results?.[row.settleNo]?.state === 'failed');
  const done = states.filter((item) => item?.state === 'done').length;
  const finished = Boolean(results) && !busy;
  // The button that started the run is gone from the footer: focus goes to 关闭, so Esc (which
  // the dialog hears only from inside itself) closes the result.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (finished) closeButton.current?.focus();
  }, [finished]);

  const footer = !results
    ? [
        <Button key="cancel" onClick={onClose}>
          {t('form.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={() => void run(rows)}>
          {t('settlement.batch.ok', { count: rows.length })}
        </Button>,
      ]
    : [
        finished && failed.length > 0 && (
          <Button key="retry" type="primary" onClick={() => void run(failed)}>
            {t('settlement.batch.retry', { count: failed.length })}
          </Button>
        ),
        <Button key="close" ref={closeButton} disabled={busy} onClick={onClose}>
          {t('settlement.batch.close')}
        </Button>,
      ];

  const resultCell = (row: Settlement) => {
    const item = results?.[row.settleNo];
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
  };

  return (
    <Modal
      open
      title={t('settlement.batch.title', { count: rows.length })}
      onCancel={() => !busy && onClose()}
      mask={{ closable: false }}
      closable={!busy}
      footer={footer}
      width={720}
      destroyOnHidden
    >
      {!results ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('settlement.batch.body', {
            count: rows.length,
            amount: formatMoney(total),
            capital: toChineseCapital(total),
          })}
          description={t('settlement.batch.note')}
          data-testid="batch-review"
        />
      ) : (
        finished && (
          <Result
            style={{ padding: '4px 0 12px' }}
            status={failed.length === 0 ? 'success' : done === 0 ? 'error' : 'warning'}
            title={t('settlement.batch.summary', { ok: done, failed: failed.length })}
          />
        )
      )}
      <Table<Settlement>
        size="small"
        rowKey="settleNo"
        dataSource={rows}
        pagination={false}
        // Only the rows in view are rendered: a batch of hundreds stays quick.
        virtual
        scroll={{ y: 280 }}
        columns={[
          { title: t('settlement.col.settleNo'), dataIndex: 'settleNo', width: 170 },
          { title: t('settlement.col.agent'), dataIndex: 'agentName', ellipsis: true },
          {
            title: t('settlement.col.amount'),
            key: 'amount',
            align: 'right',
            width: 130,
            render: (_, row) => <Money fen={row.settleAmount} />,
          },
          ...(results
            ? [
                {
                  title: t('settlement.batch.result'),
                  key: 'result',
                  width: 220,
                  render: (_: unknown, row: Settlement) => resultCell(row),
                },
              ]
            : []),
        ]}
      />
    </Modal>
  );
}
