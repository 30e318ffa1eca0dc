import { Typography } from 'antd';
import { useMessages } from '@/adapters/intl';
import FormDialog from '@/components/FormDialog';
import { formatMoney } from '@/core/money';
import type { IntentScope } from '@/core/intent';
import type { Settlement, VoucherUpload } from '@/services/settlement';
import Payee from './Payee';
import { verifyVoucher } from './outcome';
import { sentRemark, VoucherFiles, VoucherRemark } from './voucherFields';

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
      describe={() => row && t('intent.about.settlement', { no: row.settleNo, amount: formatMoney(row.settleAmount) })}
      // Uploading the voucher settles the row (the money was paid out): once per intent.
      submit={(values, call) =>
        send({ settleNo: row!.settleNo, voucherUrls: values.voucherUrls, remark: sentRemark(values.remark) }, call)
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
      <VoucherFiles />
      <VoucherRemark />
    </FormDialog>
  );
}
