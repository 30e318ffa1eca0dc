/**
 * 风控设置's fields: the approval ratios (which may not add up past 100 %), the lowest credit
 * score and the deposit ratio, each with what it does under it.
 */
import { ProFormText, type ProFormInstance } from '@ant-design/pro-components';
import type { RefObject } from 'react';
import { useMessages } from '@/adapters/intl';
import PercentField from '@/components/PercentField';
import type { KeysUnder } from '@/core/i18n';
import { ratioSumProblem, scoreOf, SCORE, type RiskFormValues } from './riskRules';

export default function RiskFields({ formRef }: { formRef: RefObject<ProFormInstance<RiskFormValues> | undefined> }) {
  const { t } = useMessages();
  const label = (field: KeysUnder<'risk.field'>) => t(`risk.field.${field}`);
  const sumRule = {
    validator: () => {
      const sum = ratioSumProblem(formRef.current?.getFieldsValue() ?? {});
      return sum ? Promise.reject(new Error(t('risk.cross.sum', { sum }))) : Promise.resolve();
    },
  };
  return (
    <>
      <PercentField
        name="autoApproveRatio"
        label={label('autoApproveRatio')}
        wire="percent"
        extra={t('risk.field.autoApproveRatio.extra')}
        rules={[sumRule]}
        dependencies={['manualReviewRatio']}
      />
      <PercentField
        name="manualReviewRatio"
        label={label('manualReviewRatio')}
        wire="percent"
        extra={t('risk.field.manualReviewRatio.extra')}
        rules={[sumRule]}
        dependencies={['autoApproveRatio']}
      />
      <ProFormText
        name="minCreditScore"
        label={label('minCreditScore')}
        extra={t('risk.field.minCreditScore.extra')}
        // No length cap: a cap would turn 1000 into 100 silently; the rule says it is out of range.
        fieldProps={{ inputMode: 'numeric', style: { width: 160 } }}
        rules={[
          {
            required: true,
            validator: (_: unknown, value?: string) =>
              !String(value ?? '').trim()
                ? Promise.reject(new Error(t('form.required', { label: label('minCreditScore') })))
                : scoreOf(value) === undefined
                  ? Promise.reject(new Error(t('risk.field.minCreditScore.invalid', SCORE)))
                  : Promise.resolve(),
          },
        ]}
      />
      <PercentField
        name="depositRatio"
        label={label('depositRatio')}
        wire="percent"
        extra={t('risk.field.depositRatio.extra')}
      />
    </>
  );
}
