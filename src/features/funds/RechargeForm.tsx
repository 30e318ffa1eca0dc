import { useMemo } from 'react';
import { ProForm, ProFormDependency, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { Descriptions, Select, Skeleton, Typography } from 'antd';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import FormDialog from '@/components/FormDialog';
import MoneyField from '@/components/MoneyField';
import { platformSelectProps } from '@/components/options';
import UploadField from '@/components/UploadField';
import type { OutcomeTruth } from '@/components/outcome';
import { OutcomeFacts } from '@/components/outcome/OutcomePanel';
import { serverTime, writtenSince } from '@/core/intent';
import { formatMoney, toChineseCapital } from '@/core/money';
import {
  getRechargeList,
  MAX_RECHARGE_FEN,
  PAY_TYPES,
  recharge,
  type PayType,
  type Recharge,
} from '@/services/finance';
import { getPlatformInfo } from '@/services/platform';
import type { Option } from '@/services/types';
import financeMessages from '@/locales/zh-CN/finance';

// Opened from 平台管理 too, where 充值记录's messages may not be loaded yet.
addScreenMessages(financeMessages);

type Values = { platformId: number; amount: number; payType: PayType; vouchers?: string[]; remark?: string } & Record<
  string,
  unknown
>;

/** The platform's balance as the server has it now, plus `add` (the review's before and after). */
function ReviewBalance({ platformId, add }: { platformId: number; add: number }) {
  const info = useApiQuery(getPlatformInfo, { id: platformId });
  if (info.data?.id !== platformId) return <Skeleton.Input size="small" active />;
  return <strong data-testid={add ? 'review-after' : 'review-balance'}>{formatMoney(info.data.balance + add)}</strong>;
}

/**
 * After a lost answer: the platform's latest recharges and its balance now; the recharge
 * was recorded if one written since the send has its amount, pay type and voucher.
 */
async function readRecharge(
  values: Values,
  sentAt: number,
  t: ReturnType<typeof useMessages>['t'],
): Promise<OutcomeTruth> {
  const [info, recharges] = await Promise.all([
    getPlatformInfo({ id: values.platformId }),
    getRechargeList({ platformId: values.platformId, page: 1, limit: 20 }),
  ]);
  const voucher = values.vouchers?.[0];
  const row = recharges.list.find(
    (item) =>
      item.amount === values.amount &&
      item.payType === values.payType &&
      (!voucher || item.voucherUrl === voucher) &&
      writtenSince(item.createTime, sentAt),
  );
  return {
    applied: Boolean(row),
    found: row && { at: serverTime(row.createTime), ref: row.rechargeNo },
    details: (
      <OutcomeFacts
        items={[
          {
            label: t('finance.recharge.outcome.row'),
            value: row
              ? t('finance.recharge.outcome.found', {
                  rechargeNo: row.rechargeNo,
                  time: row.createTime,
                  status: t(`finance.recharge.status.${row.status}`),
                })
              : t('finance.recharge.outcome.none'),
          },
          { label: t('finance.recharge.outcome.balance'), value: formatMoney(info.balance) },
        ]}
      />
    ),
  };
}

/**
 * Funds a platform: platform, amount (yuan typed, fen sent, 大写 shown), pay type, the
 * transfer voucher for a bank transfer, remark; then a review with the amount in figures and
 * in capitals. The confirm button locks while the request runs, and the request carries one
 * idempotency key per reviewed submission, so a retry or a double send credits once.
 */
export default function RechargeForm({
  open,
  platforms,
  platformId,
  onClose,
  onDone,
}: {
  open: boolean;
  platforms?: Option<number>[];
  /** The platform to fund, chosen when the dialog opens (a link from a failed print). */
  platformId?: number;
  onClose: () => void;
  onDone: (result: Recharge) => void;
}) {
  const { t } = useMessages();
  // One object per platform: a new one would reset what the operator typed.
  const chosen = useMemo(() => (platformId ? { platformId } : undefined), [platformId]);
  const platformName = (id: number) => platforms?.find((option) => option.value === id)?.label ?? String(id);
  return (
    <FormDialog<Values, Recharge>
      title={t('finance.recharge.add')}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      draftId="recharge"
      initialValues={{ payType: 1 }}
      values={chosen}
      submitText={t('finance.recharge.next')}
      confirmText={t('finance.recharge.confirm')}
      review={(values) => (
        <>
          <Typography.Title level={5}>{t('finance.recharge.review.title')}</Typography.Title>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('finance.recharge.review.platform')}>
              {platformName(values.platformId)}
            </Descriptions.Item>
            <Descriptions.Item label={t('finance.recharge.review.amount')}>
              <strong data-testid="review-amount">{formatMoney(values.amount)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('finance.recharge.review.capital')}>
              <strong data-testid="review-capital">{toChineseCapital(values.amount)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('finance.recharge.review.payType')}>
              {t(`finance.recharge.payType.${values.payType}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('finance.recharge.review.balance')}>
              <ReviewBalance platformId={values.platformId} add={0} />
            </Descriptions.Item>
            <Descriptions.Item label={t('finance.recharge.review.after')}>
              <ReviewBalance platformId={values.platformId} add={values.amount} />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('finance.recharge.review.note')}
          </Typography.Paragraph>
        </>
      )}
      verify={(values, sentAt) => readRecharge(values, sentAt, t)}
      describe={(values) =>
        t('intent.about.platform', { name: platformName(values.platformId), amount: formatMoney(values.amount) })
      }
      submit={(values, call) =>
        recharge(
          {
            platformId: values.platformId,
            amount: values.amount,
            payType: values.payType,
            voucherUrl: values.vouchers?.[0],
            remark: values.remark?.trim() || undefined,
          },
          call,
        )
      }
      onDone={(result) => onDone(result)}
    >
      <ProForm.Item
        name="platformId"
        label={t('finance.recharge.field.platform')}
        rules={[{ required: true, message: t('form.select', { label: t('finance.recharge.field.platform') }) }]}
      >
        <Select placeholder={t('list.select')} {...platformSelectProps(platforms)} />
      </ProForm.Item>
      <MoneyField name="amount" label={t('finance.recharge.field.amount')} max={MAX_RECHARGE_FEN} showCapital />
      <ProFormRadio.Group
        name="payType"
        label={t('finance.recharge.field.payType')}
        radioType="button"
        options={PAY_TYPES.map((value) => ({ value, label: t(`finance.recharge.payType.${value}`) }))}
        rules={[{ required: true, message: t('form.select', { label: t('finance.recharge.field.payType') }) }]}
      />
      <ProFormDependency name={['payType']}>
        {({ payType }) => (
          <UploadField
            name="vouchers"
            label={t('finance.recharge.field.voucher')}
            kind="voucher"
            max={1}
            required={payType === 1}
          />
        )}
      </ProFormDependency>
      <ProFormTextArea
        name="remark"
        label={t('finance.recharge.field.remark')}
        fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 2 } }}
      />
    </FormDialog>
  );
}
