import { ProForm, ProFormDependency, ProFormRadio } from '@ant-design/pro-components';
import { Form, Skeleton, type TableColumnsType } from 'antd';
import { useEffect, useRef } from 'react';
import LoadFailed from '@/components/LoadFailed';
import { useMessages } from '@/adapters/intl';
import { Masked } from '@/components/cells';
import { useCan } from '@/components/Permission';
import { useUnsavedMark } from '@/components/useUnsavedMark';
import { formatMoney } from '@/core/money';
import { verifyVoucher } from '@/features/settlement/outcome';
import { usePayees, type Payees } from '@/features/settlement/payees';
import { sentRemark, VoucherFiles, VoucherRemark } from '@/features/settlement/voucherFields';
import { uploadSettlementVoucher, type Settlement } from '@/services/settlement';
import BatchDialog from './BatchDialog';
import { useSettlementBatch } from './useSettlementBatch';

type Mode = 'one' | 'each';
type Values = { mode: Mode; voucherUrls?: string[]; each?: Record<string, string[]>; remark?: string };

/** The vouchers a row is settled with: the shared ones, or its own. */
const vouchersOf = (values: Values, row: Settlement) =>
  (values.mode === 'one' ? values.voucherUrls : values.each?.[row.settleNo]) ?? [];

/** Who each settlement is paid to, as the single upload shows it: the accountant checks the transfers against these. */
function payeeColumns(
  t: ReturnType<typeof useMessages>['t'],
  payees: Payees | undefined,
): TableColumnsType<Settlement> {
  const payee = (row: Settlement) => (row.agentId === undefined ? undefined : payees?.get(row.agentId));
  const loading = <Skeleton.Input size="small" active />;
  return [
    {
      title: t('settlement.payee.holder'),
      key: 'holder',
      width: 130,
      ellipsis: true,
      render: (_, row) => (payees ? payee(row)?.accountHolder || row.agentName : loading),
    },
    {
      title: t('settlement.payee.bank'),
      key: 'bank',
      width: 170,
      ellipsis: true,
      render: (_, row) => (payees ? payee(row)?.bankName || '-' : loading),
    },
    {
      title: t('settlement.payee.account'),
      key: 'account',
      width: 210,
      render: (_, row) =>
        payees ? (
          <Masked kind="bankAccount" value={payee(row)?.bankAccountMasked} whole={payee(row)?.bankAccount} revealed />
        ) : (
          loading
        ),
    },
  ];
}

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

  const canReadPayees = useCan('agent:view');
  const payees = usePayees(rows, canReadPayees);

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
      width={canReadPayees ? 1080 : 760}
      columns={canReadPayees ? payeeColumns(t, payees.data) : undefined}
      above={
        payees.error && (
          <LoadFailed
            title={t('settlement.payee.loadFailed', { reason: payees.error.message })}
            onRetry={payees.reload}
          />
        )
      }
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
