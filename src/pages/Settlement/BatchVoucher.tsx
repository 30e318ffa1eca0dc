import { ProForm, ProFormDependency, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useRef } from 'react';
import { useMessages } from '@/adapters/intl';
import UploadField from '@/components/UploadField';
import { formatMoney } from '@/core/money';
import { verifyVoucher } from '@/features/settlement/outcome';
import { MAX_SETTLEMENT_VOUCHERS } from '@/services/rules';
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
  const batch = useSettlementBatch({
    send: (row, call) =>
      uploadSettlementVoucher(
        {
          settleNo: row.settleNo,
          voucherUrls: vouchersOf(sent.current!, row),
          remark: sent.current!.remark?.trim() || undefined,
        },
        call,
      ),
    verify: (row) => verifyVoucher(row.settleNo, vouchersOf(sent.current!, row)),
  });

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
      onClose={onClose}
      summary={{
        body: (figures) => t('settlement.batchVoucher.body', figures),
        note: t('settlement.batchVoucher.note'),
      }}
      form={
        <ProForm<Values> form={form} submitter={false} layout="vertical" initialValues={{ mode: 'one' }}>
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
                  <UploadField
                    key={row.settleNo}
                    name={['each', row.settleNo]}
                    label={t('settlement.batchVoucher.rowLabel', {
                      settleNo: row.settleNo,
                      agent: row.agentName,
                      amount: formatMoney(row.settleAmount),
                    })}
                    kind="voucher"
                    max={MAX_SETTLEMENT_VOUCHERS}
                    required
                  />
                ))
              ) : (
                <UploadField
                  name="voucherUrls"
                  label={t('settlement.voucher.files')}
                  kind="voucher"
                  max={MAX_SETTLEMENT_VOUCHERS}
                  required
                />
              )
            }
          </ProFormDependency>
          <ProFormTextArea
            name="remark"
            label={t('settlement.voucher.remark')}
            fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 2 } }}
          />
        </ProForm>
      }
    />
  );
}
