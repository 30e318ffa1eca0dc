import { Alert, Button, Modal, Result, Table } from 'antd';
import { useEffect, useRef } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import batchMessages from '@/locales/zh-CN/settlementBatch';
import { Money } from '@/components/cells';
import { formatMoney, sumFen, toChineseCapital } from '@/core/money';
import { type Settlement } from '@/services/settlement';
import { ResultCell, useBatchConfirm } from './useBatchConfirm';

addScreenMessages(batchMessages);

/**
 * 批量确认交付: one confirmation naming the count and the total in figures and in 大写,
 * then one request per settlement (each with its own idempotency key, the same one a single
 * confirmation of it would carry), a result per row, and a retry of the failed only. A row
 * whose answer was lost is re-read before it counts as done or failed.
 */
export default function BatchConfirm({ rows, onClose }: { rows: Settlement[]; onClose: () => void }) {
  const { t } = useMessages();
  const { results, run } = useBatchConfirm();
  const total = sumFen(rows.map((row) => row.settleAmount));

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
                  render: (_: unknown, row: Settlement) => <ResultCell item={results[row.settleNo]} />,
                },
              ]
            : []),
        ]}
      />
    </Modal>
  );
}
