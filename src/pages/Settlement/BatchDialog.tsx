import { Alert, Button, Modal, Result, Table, type TableColumnsType } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import batchMessages from '@/locales/zh-CN/settlementBatch';
import { Money } from '@/components/cells';
import { formatMoney, sumFen, toChineseCapital } from '@/core/money';
import type { Settlement } from '@/services/settlement';
import { ResultCell, type DoneLabels } from '@/components/rowBatch';
import type { SettlementBatch } from './useSettlementBatch';

addScreenMessages(batchMessages);

/**
 * The dialog of a settlement batch: before the run, what the operator reviews (and fills in)
 * and the settlements; during and after it, a result per row, the summary, and a retry of the
 * failed only. It cannot be closed while requests are under way.
 */
export default function BatchDialog({
  rows,
  title,
  summary,
  form,
  okText,
  onStart,
  batch,
  labels,
  onClose,
  columns = [],
  above,
  width = 760,
}: {
  rows: Settlement[];
  title: string;
  /** What the operator reviews before the run: the count and the total in figures and in 大写. */
  summary: { body: (figures: { count: number; amount: string; capital: string }) => string; note: string };
  /** What the run needs filled in first (hidden, and kept, once it starts). */
  form?: ReactNode;
  okText: string;
  /** Starts the run (a form checks its fields first). */
  onStart: () => void;
  batch: SettlementBatch;
  labels: DoneLabels;
  onClose: () => void;
  /** More about each settlement, after the amount (a payout's payee). */
  columns?: TableColumnsType<Settlement>;
  /** Above the settlements, through the run (why the payees are missing, say). */
  above?: ReactNode;
  width?: number;
}) {
  const { t } = useMessages();
  const { results, run } = batch;
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
        <Button key="ok" type="primary" onClick={onStart}>
          {okText}
        </Button>,
      ]
    : [
        finished && failed.length > 0 && (
          <Button key="retry" type="primary" onClick={() => void run(failed)}>
            {t('rowBatch.retry', { count: failed.length })}
          </Button>
        ),
        <Button key="close" ref={closeButton} disabled={busy} onClick={onClose}>
          {t('rowBatch.close')}
        </Button>,
      ];

  return (
    <Modal
      open
      title={title}
      onCancel={() => !busy && onClose()}
      mask={{ closable: false }}
      closable={!busy}
      footer={footer}
      width={width}
      // The footer's buttons stay in the window whatever the batch: the body scrolls instead.
      style={{ top: 24 }}
      styles={{ body: { maxHeight: 'calc(100vh - 190px)', overflowY: 'auto' } }}
      destroyOnHidden
    >
      {/* Kept mounted (hidden) through the run: a form's values stay what was sent. */}
      <div hidden={Boolean(results)}>
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={summary.body({ count: rows.length, amount: formatMoney(total), capital: toChineseCapital(total) })}
          description={summary.note}
          data-testid="batch-review"
        />
        {form}
      </div>
      {finished && (
        <Result
          style={{ padding: '4px 0 12px' }}
          status={failed.length === 0 ? 'success' : done === 0 ? 'error' : 'warning'}
          title={t('rowBatch.summary', { ok: done, failed: failed.length })}
        />
      )}
      {above}
      {(results || rows.length > 0) && (
        <BatchTable rows={rows} total={total} columns={columns} results={results} labels={labels} />
      )}
    </Modal>
  );
}

/** The batch's settlements, with each one's result once the run starts, and their total. */
function BatchTable({
  rows,
  total,
  columns,
  results,
  labels,
}: {
  rows: Settlement[];
  total: number;
  columns: TableColumnsType<Settlement>;
  results: SettlementBatch['results'];
  labels: DoneLabels;
}) {
  const { t } = useMessages();
  const trailing = columns.length + (results ? 1 : 0);
  return (
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
        ...columns,
        ...(results
          ? [
              {
                title: t('rowBatch.result'),
                key: 'result',
                width: 220,
                render: (_: unknown, row: Settlement) => <ResultCell item={results[row.settleNo]} labels={labels} />,
              },
            ]
          : []),
      ]}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              {t('settlement.batch.total', { count: rows.length })}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong data-testid="batch-total">
                <Money fen={total} />
              </strong>
            </Table.Summary.Cell>
            {trailing > 0 && <Table.Summary.Cell index={3} colSpan={trailing} />}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
