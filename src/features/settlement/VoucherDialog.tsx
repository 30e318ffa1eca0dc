import { ProFormTextArea } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useMessages } from '@/adapters/intl';
import FormDialog from '@/components/FormDialog';
import UploadField from '@/components/UploadField';
import { formatMoney } from '@/core/money';
import type { IntentScope } from '@/core/intent';
import type { Settlement, VoucherUpload } from '@/services/settlement';
import { MAX_SETTLEMENT_VOUCHERS } from '@/services/rules';
import Payee from './Payee';
import { verifyVoucher } from './outcome';

type Values = { voucherUrls: string[]; remark?: string };

/**
 * Uploads the payment voucher of a confirmed settlement (images or PDF, several files),
 * which settles it. `send` is the endpoint of the screen it opens from: the settlement
 * list's, or the agent detail's (agentList/uploadSettlementVoucher).
 */
export default function VoucherDialog({
  row,
  send,
  onClose,
  onDone,
}: {
  row: Settlement | undefined;
  send: (input: VoucherUpload, call: { scope: IntentScope }) => Promise<unknown>;
  onClose: () => void;
  onDone: (row: Settlement) => void;
}) {
  const { t } = useMessages();
  return (
    <FormDialog<Values, unknown>
      key={row?.settleNo ?? 'none'}
      title={row ? t('settlement.voucher.title', { settleNo: row.settleNo }) : ''}
      open={Boolean(row)}
      onOpenChange={(open) => !open && onClose()}
      submitText={t('settlement.voucher.submit')}
      verify={(values) => verifyVoucher(row!.settleNo, values.voucherUrls)}
      // Uploading the voucher settles the row (the money was paid out): once per intent.
      submit={(values, call) =>
        send(
          { settleNo: row!.settleNo, voucherUrls: values.voucherUrls, remark: values.remark?.trim() || undefined },
          call,
        )
      }
      onDone={() => row && onDone(row)}
    >
      {row && (
        <Typography.Paragraph>
          {t('settlement.voucher.summary', {
            agent: row.agentName,
            period: row.period,
            amount: formatMoney(row.settleAmount),
          })}
        </Typography.Paragraph>
      )}
      {row && <Payee row={row} />}
      <UploadField
        name="voucherUrls"
        label={t('settlement.voucher.files')}
        kind="voucher"
        max={MAX_SETTLEMENT_VOUCHERS}
        required
      />
      <ProFormTextArea
        name="remark"
        label={t('settlement.voucher.remark')}
        fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 2 } }}
      />
    </FormDialog>
  );
}
