import { useModel } from '@umijs/max';
import { Alert, Button, Checkbox, Modal, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import batchMessages from '@/locales/zh-CN/settlementBatch';
import { Money } from '@/components/cells';
import { useDataQuery } from '@/components/data';
import LoadFailed from '@/components/LoadFailed';
import { formatMoney, sumFen, toChineseCapital } from '@/core/money';
import { getAgentInfo } from '@/services/agent';
import { getAgentSettlementList, type Settlement } from '@/services/settlement';
import type { RefusedSettlement } from '@/features/settlement/transferCheck';
import { prepareTransfers } from '@/features/settlement/transferList';
import type { Listed } from '@/features/settlement/transferMemory';
import TransferFormat from './TransferFormat';
import { useTransferFile } from './useTransferFile';

addScreenMessages(batchMessages);

/**
 * 导出转账清单: the selection re-read and judged by the bank's rules before anything is written.
 * The operator sees what will be paid (count, total, 大写), every settlement that cannot be paid
 * with why, and those already in an earlier list (when, by whom), which stay out unless the
 * operator says the earlier list never reached the bank. The file holds the payable lines only.
 */
export default function TransferDialog({ rows, onClose }: { rows: Settlement[]; onClose: () => void }) {
  const messages = useMessages();
  const { t } = messages;
  const { initialState } = useModel('@@initialState');
  const by = initialState?.currentUser?.nickname || initialState?.currentUser?.name || '';
  // Read afresh each time the dialog opens: a list is judged by the server's state now.
  const [opened] = useState(() => Date.now());
  const check = useDataQuery({
    key: ['transfer-check', opened, rows.map((row) => row.settleNo)],
    reads: [...getAgentSettlementList.reads, ...getAgentInfo.reads],
    load: (signal) => prepareTransfers(rows, signal),
  });
  const [again, setAgain] = useState(false);
  const prepared = check.data;
  const lines = prepared ? prepared.payable.filter((line) => again || !prepared.listed.has(line.settleNo)) : [];
  const total = sumFen(lines.map((line) => line.amount));

  const file = useTransferFile(lines, by, onClose);

  return (
    <Modal
      open
      title={t('settlement.transfer.title', { count: rows.length })}
      onCancel={onClose}
      width={860}
      style={{ top: 24 }}
      styles={{ body: { maxHeight: 'calc(100vh - 190px)', overflowY: 'auto' } }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('form.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={!prepared || lines.length === 0}
          loading={file.writing}
          onClick={() => void file.write()}
        >
          {t('settlement.transfer.ok', { count: lines.length })}
        </Button>,
      ]}
    >
      {check.error && (
        <LoadFailed
          title={t('settlement.transfer.loadFailed', { reason: check.error.message })}
          onRetry={check.reload}
        />
      )}
      {!prepared && !check.error && (
        <Spin spinning>
          <Typography.Paragraph type="secondary" style={{ padding: '24px 0', textAlign: 'center' }}>
            {t('settlement.transfer.loading')}
          </Typography.Paragraph>
        </Spin>
      )}
      {prepared && (
        <div data-testid="transfer-review">
          <Alert
            type={lines.length > 0 ? 'info' : 'warning'}
            showIcon
            style={{ marginBottom: 12 }}
            title={
              lines.length > 0
                ? t('settlement.transfer.payable', {
                    count: lines.length,
                    amount: formatMoney(total),
                    capital: toChineseCapital(total),
                  })
                : t('settlement.transfer.nothing')
            }
            description={t('settlement.transfer.payableNote')}
          />
          {prepared.refused.length > 0 && <RefusedTable refused={prepared.refused} />}
          <TransferFormat
            form={file.form}
            profile={file.profile}
            onChange={file.change}
            lineCount={lines.length}
            open={file.formatOpen}
            onOpenChange={file.setFormatOpen}
          />
          {file.unencodable.length > 0 && (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginTop: 12 }}
              title={t('settlement.transfer.gbk', {
                count: file.unencodable.length,
                chars: [...new Set(file.unencodable.flatMap((item) => item.chars))].join(' '),
              })}
              description={file.unencodable.map((item) => item.settleNo).join('、')}
            />
          )}
          {prepared.listed.size > 0 && <ListedAlert listed={prepared.listed} again={again} onAgain={setAgain} />}
        </div>
      )}
    </Modal>
  );
}

/** Settlements already in an earlier list (when, by whom): kept out unless the operator says so. */
function ListedAlert({
  listed,
  again,
  onAgain,
}: {
  listed: ReadonlyMap<string, Listed>;
  again: boolean;
  onAgain: (again: boolean) => void;
}) {
  const { t } = useMessages();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      data-testid="transfer-listed"
      title={t('settlement.transfer.listed', { count: listed.size })}
      description={
        <>
          <ul style={{ margin: '4px 0 8px', paddingInlineStart: 20 }}>
            {[...listed].map(([settleNo, item]) => (
              <li key={settleNo}>
                {t('settlement.transfer.listedOne', {
                  settleNo,
                  at: new Date(item.at).toLocaleString('zh-CN', { hour12: false }),
                  by: item.by,
                })}
              </li>
            ))}
          </ul>
          <Checkbox checked={again} onChange={(event) => onAgain(event.target.checked)}>
            {t('settlement.transfer.listedAgain', { count: listed.size })}
          </Checkbox>
        </>
      }
    />
  );
}

/** The settlements left out of the list, each with every reason. */
function RefusedTable({ refused }: { refused: RefusedSettlement[] }) {
  const { t } = useMessages();
  const columns: TableColumnsType<RefusedSettlement> = [
    { title: t('settlement.col.settleNo'), dataIndex: 'settleNo', width: 170 },
    { title: t('settlement.col.agent'), dataIndex: 'agentName', ellipsis: true },
    {
      title: t('settlement.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: (amount: number) => <Money fen={amount} />,
    },
    {
      title: t('settlement.transfer.reason'),
      key: 'reasons',
      render: (_, row) =>
        row.reasons
          .map((reason) =>
            t(`settlement.transfer.refused.${reason}`, {
              amount: row.amountNow === undefined ? '' : formatMoney(row.amountNow),
            }),
          )
          .join('；'),
    },
  ];
  return (
    <>
      <Typography.Paragraph strong style={{ margin: '4px 0 8px' }} type="danger">
        {t('settlement.transfer.refusedTitle', { count: refused.length })}
      </Typography.Paragraph>
      <Table<RefusedSettlement>
        size="small"
        rowKey="settleNo"
        pagination={false}
        columns={columns}
        dataSource={refused}
        data-testid="transfer-refused"
      />
    </>
  );
}
