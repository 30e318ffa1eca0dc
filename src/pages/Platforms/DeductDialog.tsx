import { ProFormTextArea } from '@ant-design/pro-form';
import { Alert, Descriptions, Skeleton } from 'antd';
import { useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { Money } from '@/components/cells';
import FormDialog from '@/components/FormDialog';
import MoneyField from '@/components/MoneyInput';
import { formatMoney, toChineseCapital } from '@/core/money';
import { getPlatformInfo, handDeductionFee, MAX_DEDUCTION_FEN, type Platform } from '@/services/platform';

type Values = { amount: number; reason: string } & Record<string, unknown>;

/**
 * Manual deduction from a platform's balance: amount (at most the balance, read afresh when
 * the dialog opens) and reason, then a review that states the platform, the amount in
 * figures and capitals and the balance after; one deduction per confirmation however often
 * it is sent (idempotency key).
 */
export default function DeductDialog({
  platform,
  onClose,
  onDone,
}: {
  platform: Platform | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useMessages();
  const fresh = useApiQuery(getPlatformInfo, { id: platform?.id ?? 0 }, { enabled: Boolean(platform) });
  // The balance as the server has it now: a cached one may be older than the last move.
  const balance = !fresh.loading && fresh.data?.id === platform?.id ? fresh.data?.balance : undefined;
  const name = platform?.name ?? '';
  return (
    <FormDialog<Values, { balanceAfter: number }>
      key={platform?.id ?? 'none'}
      title={t('platform.deduct.title', { name })}
      open={Boolean(platform)}
      onOpenChange={(open) => !open && onClose()}
      submitText={t('platform.deduct.next')}
      confirmText={t('platform.deduct.confirm')}
      review={(values) => (
        <Alert
          type="warning"
          showIcon
          message={t('platform.deduct.confirm')}
          description={t('platform.deduct.review', {
            name,
            amount: formatMoney(values.amount),
            capital: toChineseCapital(values.amount),
            after: formatMoney((balance ?? 0) - values.amount),
          })}
        />
      )}
      intent={(values) => ['handDeductionFee', platform?.id, values.amount, values.reason.trim()]}
      submit={(values, { requestId }) =>
        handDeductionFee({ platformId: platform!.id, amount: values.amount, reason: values.reason.trim(), requestId })
      }
      onDone={(result, values) =>
        onDone(
          t('platform.deduct.done', {
            name,
            amount: formatMoney(values.amount),
            after: formatMoney(result.balanceAfter),
          }),
        )
      }
    >
      {balance === undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('platform.col.balance')}>
              <Money fen={balance} />
            </Descriptions.Item>
          </Descriptions>
          <MoneyField
            name="amount"
            label={t('platform.deduct.amount')}
            max={Math.min(balance, MAX_DEDUCTION_FEN)}
            showCapital
          />
          <ProFormTextArea
            name="reason"
            label={t('platform.deduct.reason')}
            placeholder={t('platform.deduct.reason.placeholder')}
            fieldProps={{ maxLength: 100, showCount: true, autoSize: { minRows: 2 } }}
            rules={[
              { required: true, whitespace: true, message: t('form.required', { label: t('platform.deduct.reason') }) },
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
