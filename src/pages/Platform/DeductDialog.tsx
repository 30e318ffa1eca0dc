import { ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Descriptions, Skeleton } from 'antd';
import { useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { Money } from '@/components/cells';
import FormDialog from '@/components/FormDialog';
import MoneyField from '@/components/MoneyField';
import type { OutcomeTruth } from '@/components/outcome';
import { OutcomeFacts } from '@/components/outcome/OutcomePanel';
import { serverTime, writtenSince } from '@/core/intent';
import { formatMoney, toChineseCapital } from '@/core/money';
import { getFlowList } from '@/services/finance';
import { getPlatformInfo, handDeductionFee, MAX_DEDUCTION_FEN, type Platform } from '@/services/platform';

type Values = { amount: number; reason: string } & Record<string, unknown>;

/** What the dialog sends: its values for one platform (the intent the key belongs to). */
const deduction = (platformId: number, values: Values) => ({
  platformId,
  amount: values.amount,
  reason: values.reason.trim(),
});

/**
 * After a lost answer: the platform's balance now and its latest manual deductions; the
 * deduction happened if one of them, written since the send, has its amount and reason.
 */
async function readDeduction(
  platformId: number,
  values: Values,
  sentAt: number,
  t: ReturnType<typeof useMessages>['t'],
): Promise<OutcomeTruth> {
  const [info, flows] = await Promise.all([
    getPlatformInfo({ id: platformId }),
    getFlowList({ platformId, type: 'manualDeduction', page: 1, limit: 20 }),
  ]);
  const reason = values.reason.trim();
  const row = flows.list.find(
    (flow) =>
      flow.direction === 'expense' &&
      flow.amount === values.amount &&
      writtenSince(flow.createTime, sentAt) &&
      (flow.remark ?? '').includes(reason),
  );
  return {
    applied: Boolean(row),
    found: row && { at: serverTime(row.createTime), ref: row.flowNo },
    details: (
      <OutcomeFacts
        items={[
          { label: t('platform.col.balance'), value: <Money fen={info.balance} /> },
          {
            label: t('platform.deduct.outcome.row'),
            value: row
              ? t('platform.deduct.outcome.found', {
                  flowNo: row.flowNo,
                  time: row.createTime,
                  amount: formatMoney(row.amount),
                })
              : t('platform.deduct.outcome.none'),
          },
        ]}
      />
    ),
  };
}

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
    <FormDialog<Values, { balanceAfter?: number }>
      key={platform?.id ?? 'none'}
      title={t('platform.deduct.title', { name })}
      open={Boolean(platform)}
      onOpenChange={(open) => !open && onClose()}
      submitText={t('platform.deduct.next')}
      confirmText={t('platform.deduct.confirm')}
      danger
      review={(values) => {
        // The same deduction, found applied by a re-read after its lost answer: confirming it
        // again is answered by the server's replay, and the balance already has it.
        const applied = handDeductionFee.foundApplied(deduction(platform!.id, values));
        return applied ? (
          <Alert
            type="info"
            showIcon
            title={t('platform.deduct.review.applied.title')}
            description={t('platform.deduct.review.applied', {
              name,
              amount: formatMoney(values.amount),
              ref: applied.ref ?? '-',
              balance: formatMoney(balance),
            })}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t('platform.deduct.confirm')}
            description={t('platform.deduct.review', {
              name,
              amount: formatMoney(values.amount),
              capital: toChineseCapital(values.amount),
              reason: values.reason.trim(),
              after: formatMoney((balance ?? 0) - values.amount),
            })}
          />
        );
      }}
      verify={(values, sentAt) => readDeduction(platform!.id, values, sentAt, t)}
      describe={(values) => t('intent.about.platform', { name, amount: formatMoney(values.amount) })}
      submit={(values, call) => handDeductionFee(deduction(platform!.id, values), call)}
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
