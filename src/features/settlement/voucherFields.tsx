import { ProFormTextArea } from '@ant-design/pro-components';
import { useMessages } from '@/adapters/intl';
import UploadField, { type UploadFieldProps } from '@/components/UploadField';
import { MAX_SETTLEMENT_VOUCHERS } from '@/services/rules';

/**
 * The fields a payment voucher is uploaded with, one home for the single upload
 * (VoucherDialog) and the batch (批量上传凭证): the files (images or PDF, up to the rule's
 * count, required) and the remark.
 */
export function VoucherFiles({ name = 'voucherUrls', label }: { name?: UploadFieldProps['name']; label?: string }) {
  const { t } = useMessages();
  return (
    <UploadField
      name={name}
      label={label ?? t('settlement.voucher.files')}
      kind="voucher"
      max={MAX_SETTLEMENT_VOUCHERS}
      required
    />
  );
}

export function VoucherRemark() {
  const { t } = useMessages();
  return (
    <ProFormTextArea
      name="remark"
      label={t('settlement.voucher.remark')}
      fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 2 } }}
    />
  );
}

/** The remark as sent: trimmed, and left out when blank. */
export const sentRemark = (remark: string | undefined) => remark?.trim() || undefined;
