import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import type { AppliedRecord, IntentWhat } from '@/core/intent';
import outcomeMessages from '@/locales/zh-CN/outcome';
import { colorVar } from '@/theme';
import type { OutcomeState } from './truth';

addScreenMessages(outcomeMessages);

/** Beijing time of a moment, as the server writes it (HH:mm on the same day, else the date too). */
function timeOf(at: number, now = Date.now()): string {
  const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 16);
  const [day, time] = [beijing(at).slice(0, 10), beijing(at).slice(11)];
  return day === beijing(now).slice(0, 10) ? time : `${day} ${time}`;
}

/** "14:03 已生效，流水号 …": when the earlier move was applied, and the record it made. */
function useEarlier() {
  const { t } = useMessages();
  return (record: AppliedRecord, what?: IntentWhat) => ({
    time: timeOf(record.at),
    ref: record.ref ? t(what ? `intent.ref.${what}` : 'intent.ref', { ref: record.ref }) : '',
  });
}

/** What a dialog shows in place of its fields while the outcome of a send is unknown, re-read or repeated. */
export default function OutcomePanel({ outcome }: { outcome: OutcomeState }) {
  const { t } = useMessages();
  const earlier = useEarlier();
  if (outcome.phase === 'checking')
    return (
      <Alert
        type="warning"
        showIcon
        role="status"
        icon={<Spin size="small" />}
        title={t('outcome.checking')}
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
        title={t('outcome.unchecked')}
        description={t('outcome.unchecked.body', { reason: outcome.reason })}
        data-testid="outcome"
      />
    );
  if (outcome.phase === 'repeat')
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('outcome.repeat', {
          what: t(`intent.what.${outcome.what}`),
          ...earlier(outcome.recent, outcome.what),
        })}
        description={t('outcome.repeat.body', { what: t(`intent.what.${outcome.what}`) })}
        data-testid="outcome"
      />
    );
  if (outcome.phase === 'replayed')
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('outcome.replayed')}
        description={t('outcome.replayed.body', earlier(outcome.earlier, outcome.earlier.what))}
        data-testid="outcome"
      />
    );
  const { applied, details } = outcome.truth;
  return (
    <Alert
      type={applied ? 'success' : 'info'}
      showIcon
      role="status"
      title={t(applied ? 'outcome.applied' : 'outcome.notApplied')}
      description={
        <>
          <div>{t(applied ? 'outcome.applied.body' : 'outcome.notApplied.body')}</div>
          {applied && <div>{t('outcome.applied.kept')}</div>}
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
          <dt style={{ color: colorVar('textSecondary') }}>{item.label}</dt>
          <dd style={{ margin: 0 }}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
