import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import type { OutcomeState } from './index';
import outcomeMessages from '@/locales/zh-CN/outcome';
import { addScreenMessages } from '@/adapters/intl';

addScreenMessages(outcomeMessages);

/** What a dialog shows in place of its fields while the outcome of a send is unknown or re-read. */
export default function OutcomePanel({ outcome }: { outcome: OutcomeState }) {
  const { t } = useMessages();
  if (outcome.phase === 'checking')
    return (
      <Alert
        type="warning"
        showIcon
        role="status"
        icon={<Spin size="small" />}
        message={t('outcome.checking')}
        description={t('outcome.checking.body')}
        data-testid="outcome"
      />
    );
  if (outcome.phase === 'unchecked')
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        message={t('outcome.unchecked')}
        description={t('outcome.unchecked.body', { reason: outcome.reason })}
        data-testid="outcome"
      />
    );
  const { applied, details } = outcome.truth;
  return (
    <Alert
      type={applied ? 'success' : 'info'}
      showIcon
      role="status"
      message={t(applied ? 'outcome.applied' : 'outcome.notApplied')}
      description={
        <>
          <div>{t(applied ? 'outcome.applied.body' : 'outcome.notApplied.body')}</div>
          {details && <div style={{ marginTop: 8 }}>{details}</div>}
        </>
      }
      data-testid="outcome"
    />
  );
}

/** The facts a re-read found, as label and value lines under the outcome. */
export function OutcomeFacts({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 }}>
      {items.map((item, index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt style={{ color: 'rgba(0,0,0,0.55)' }}>{item.label}</dt>
          <dd style={{ margin: 0 }}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
