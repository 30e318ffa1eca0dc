import { useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import ListScreen from '@/components/ListScreen';
import { usePlatformOptions } from '@/components/options';
import { formatSignedMoney } from '@/core/money';
import financeMessages from '@/locales/zh-CN/finance';
import { getFlowList, type FinanceFlow as FlowRow, type FlowListQuery, type FlowSummary } from '@/services/finance';
import { MISSING } from '@/core/i18n';
import { flowFields } from './columns';

addScreenMessages(financeMessages);

/** 资金流水: every change of every platform's balance, + green and − red, with the totals of the filter. */
export default function FinanceFlow() {
  const messages = useMessages();
  const { t } = messages;
  const platforms = usePlatformOptions();

  const fields = useMemo(() => flowFields(messages, platforms), [messages, platforms]);

  return (
    <ListScreen<FlowRow, FlowListQuery, FlowSummary>
      id="finance-flow"
      title={t('finance.flow.title')}
      rowKey="flowNo"
      fields={fields}
      fetchPage={getFlowList}
      exportAction="finance:export"
      totals={(summary) => [
        { label: t('finance.flow.totals.count'), value: t('list.totals.count', { count: summary.count }) },
        { label: t('finance.flow.totals.income'), value: formatSignedMoney(summary.income, 'income'), tone: 'income' },
        {
          label: t('finance.flow.totals.expense'),
          value: formatSignedMoney(summary.expense, 'expense'),
          tone: 'expense',
        },
        {
          label: t('finance.flow.totals.net'),
          value:
            summary.net === undefined
              ? MISSING
              : formatSignedMoney(Math.abs(summary.net), summary.net < 0 ? 'expense' : 'income'),
          tone: (summary.net ?? 0) < 0 ? 'expense' : 'income',
        },
      ]}
    />
  );
}
