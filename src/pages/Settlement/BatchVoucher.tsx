import { ProForm, ProFormDependency, ProFormRadio } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useMessages } from '@/adapters/intl';
import { useUnsavedMark } from '@/components/useUnsavedMark';
import { formatMoney } from '@/core/money';
import { verifyVoucher } from '@/features/settlement/outcome';
import { sentRemark, VoucherFiles, VoucherRemark } from '@/features/settlement/voucherFields';
import { uploadSettlementVoucher, type Settlement } from '@/services/settlement';
import BatchDialog from './BatchDialog';
import { useSettlementBatch } from './useSettlementBatch';

type Mode = 'one' | 'each';
type Values = { mode: Mode; voucherUrls?: string[]; each?: Record<string, string[]>; remark?: string };

/** The vouchers a row is settled with: the shared ones, or its own. */
const vouchersOf = (values: Values, row: Settlement) =>
  (values.mode === 'one' ? values.voucherUrls : values.each?.[row.settleNo]) ?? [];

/**
 * 批量上传凭证: the payment vouchers of several 待上传凭证 settlements in one dialog, either one
 * voucher for all (a bank's batch transfer receipt) or one per settlement, then one upload call
 * per settlement (each settles its row once: the key is the settlement and its vouchers, as a
 * single upload of it would carry), a result per row and a retry of the failed only.
 */
export default function BatchVoucher({ rows, onClose }: { rows: Settlement[]; onClose: () => void }) {
  const { t } = useMessages();
  const [form] = Form.useForm<Values>();
  // What was sent: a retry sends the same values, so each row keeps its key.
  const sent = useRef<Values>(undefined);
  // Chosen vouchers are not kept as a draft: closing the tab or reloading asks first, until
  // every settlement is settled or the dialog is closed.
  const unsaved = useUnsavedMark('settlement-batch-voucher', true);
  const batch = useSettlementBatch({
    send: (row, call) =>
      uploadSettlementVoucher(
        {
          settleNo: row.settleNo,
          voucherUrls: vouchersOf(sent.current!, row),
          remark: sentRemark(sent.current!.remark),
        },
        call,
      ),
    verify: (row) => verifyVoucher(row.settleNo, vouchersOf(sent.current!, row)),
  });

  const allDone = rows.every((row) => batch.results?.[row.settleNo]?.state === 'done');
  useEffect(() => {
    if (allDone) unsaved.clear();
  }, [allDone, unsaved]);
  const close = () => {
    unsaved.clear();
    onClose();
  };

  const start = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    sent.current = values;
    await batch.run(rows);
  };

  return (
    <BatchDialog
      rows={rows}
      title={t('settlement.batchVoucher.title', { count: rows.length })}
      okText={t('settlement.batchVoucher.ok', { count: rows.length })}
      onStart={() => void start()}
      batch={batch}
      labels={{ done: t('settlement.batchVoucher.done'), checked: t('settlement.batchVoucher.doneChecked') }}
      onClose={close}
      summary={{
        body: (figures) => t('settlement.batchVoucher.body', figures),
        note: t('settlement.batchVoucher.note'),
      }}
      form={
        <ProForm<Values>
          form={form}
          submitter={false}
          layout="vertical"
          initialValues={{ mode: 'one' }}
          onValuesChange={() => unsaved.mark()}
        >
          <ProFormRadio.Group
            name="mode"
            label={t('settlement.batchVoucher.mode')}
            radioType="button"
            options={[
              { value: 'one', label: t('settlement.batchVoucher.mode.one') },
              { value: 'each', label: t('settlement.batchVoucher.mode.each') },
            ]}
          />
          <ProFormDependency name={['mode']}>
            {({ mode }) =>
              (mode as Mode) === 'each' ? (
                rows.map((row) => (
                  <VoucherFiles
                    key={row.settleNo}
                    name={['each', row.settleNo]}
                    label={t('settlement.batchVoucher.rowLabel', {
                      settleNo: row.settleNo,
                      agent: row.agentName,
                      amount: formatMoney(row.settleAmount),
                    })}
                  />
                ))
              ) : (
                <VoucherFiles />
              )
            }
          </ProFormDependency>
          <VoucherRemark />
        </ProForm>
      }
    />
  );
}
