import { Alert, Table, type TableColumnsType } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import batchMessages from '@/locales/zh-CN/settlementBatch';
import { Money } from '@/components/cells';
import { ImportDialog, type CheckedRow, type ImportSpec } from '@/components/imports';
import { ResultCell } from '@/components/rowBatch';
import RunStep from '@/components/rowBatch/RunStep';
import { safeFileUrl } from '@/core/fileUrl';
import { formatMoney, sumFen, toChineseCapital } from '@/core/money';
import {
  bankResultFields,
  matchBankResult,
  type BankPayout,
  type BankResultColumn,
} from '@/features/settlement/bankResult';
import { verifyVoucher } from '@/features/settlement/outcome';
import { loadPayees } from '@/features/settlement/payees';
import { settlementsNamed } from '@/features/settlement/settlementsNow';
import { uploadSettlementVoucher, type Settlement } from '@/services/settlement';
import { uploadFile } from '@/services/upload';
import { useSettlementBatch } from './useSettlementBatch';

addScreenMessages(batchMessages);

type Line = CheckedRow<BankResultColumn, BankPayout>;

/**
 * 导入银行结果: the bank's result file of a batch transfer, matched line by line through the
 * import kit (src/features/settlement/bankResult.ts); the paid lines that match settle their
 * settlements, each once under its own key, with the file itself as the voucher.
 */
export default function BankResultImport({ onClose }: { onClose: () => void }) {
  const messages = useMessages();
  const { t } = messages;
  const spec = useMemo<ImportSpec<BankResultColumn, BankPayout>>(
    () => ({
      kind: 'bank-result',
      title: t('settlement.bankResult.title'),
      fields: bankResultFields(messages),
      check: async (rows, signal) => {
        const now = await settlementsNamed(
          rows.map((row) => row.cells.purpose.trim()),
          signal,
        );
        const payees = await loadPayees([...now.values()], signal);
        return matchBankResult(messages, rows, now, payees);
      },
      run: (props) => <BankResultRun {...props} />,
    }),
    [messages, t],
  );
  return <ImportDialog spec={spec} onClose={onClose} />;
}

function BankResultRun({
  ready,
  file,
  back,
  close,
}: {
  ready: Line[];
  file: File;
  back: () => void;
  close: () => void;
}) {
  const { t } = useMessages();
  const voucher = useRef<string>(undefined);
  const [uploading, setUploading] = useState(false);
  const serialOf = useMemo(
    () => new Map(ready.map((line) => [line.value!.settlement.settleNo, line.value!.serial])),
    [ready],
  );
  const remark = (row: Settlement) =>
    t('settlement.bankResult.remark', { file: file.name, serial: serialOf.get(row.settleNo) || 'none' });
  const batch = useSettlementBatch({
    send: (row, call) =>
      uploadSettlementVoucher({ settleNo: row.settleNo, voucherUrls: [voucher.current!], remark: remark(row) }, call),
    verify: (row) => verifyVoucher(row.settleNo, [voucher.current!]),
  });
  const rows = ready.map((line) => line.value!.settlement);
  const total = sumFen(rows.map((row) => row.settleAmount));
  const { results } = batch;

  const start = async () => {
    // The file goes up once: every payout of this import carries it as its voucher.
    if (!voucher.current) {
      setUploading(true);
      try {
        const body = new FormData();
        body.append('file', file, file.name);
        const url = safeFileUrl((await uploadFile(body)).url);
        if (!url) return;
        voucher.current = url;
      } catch {
        // a failed upload is said by the request layer (请求错误); nothing was settled
        return;
      } finally {
        setUploading(false);
      }
    }
    await batch.run(rows);
  };

  const columns: TableColumnsType<Settlement> = [
    { title: t('settlement.col.settleNo'), dataIndex: 'settleNo', width: 170 },
    { title: t('settlement.col.agent'), dataIndex: 'agentName', ellipsis: true },
    {
      title: t('settlement.col.amount'),
      dataIndex: 'settleAmount',
      align: 'right',
      width: 130,
      render: (amount: number) => <Money fen={amount} />,
    },
    { title: t('settlement.bankResult.col.serial'), width: 170, render: (_, row) => serialOf.get(row.settleNo) },
    {
      title: t('rowBatch.result'),
      width: 240,
      render: (_, row) =>
        results ? (
          <ResultCell
            item={results[row.settleNo]}
            labels={{ done: t('settlement.batchVoucher.done'), checked: t('settlement.batchVoucher.doneChecked') }}
          />
        ) : null,
    },
  ];
  return (
    <RunStep<Settlement>
      rows={rows}
      keyOf={(row) => row.settleNo}
      results={results}
      review={
        <Alert
          type="warning"
          showIcon
          data-testid="bank-result-review"
          title={t('settlement.bankResult.review', {
            count: rows.length,
            amount: formatMoney(total),
            capital: toChineseCapital(total),
          })}
          description={t('settlement.bankResult.note')}
        />
      }
      table={
        <Table<Settlement> size="small" rowKey="settleNo" columns={columns} dataSource={rows} pagination={false} />
      }
      startLabel={t('settlement.bankResult.ok', { count: rows.length })}
      starting={uploading}
      onStart={() => void start()}
      onBack={back}
      onRetry={(failed) => void batch.run(failed)}
      onClose={close}
    />
  );
}
