import type { ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import styles from './totals.less';
import '@/components/kitMessages';

export interface TotalItem {
  label: string;
  value: ReactNode;
  tone?: 'income' | 'expense';
}

/**
 * The totals of a list's whole filter (every page), above the table. They come with the
 * page they describe, so they dim while the next one loads and show a dash if it failed.
 */
export default function ListTotals({
  items,
  scope,
  state,
}: {
  items: TotalItem[] | undefined;
  scope: string;
  state: { loading: boolean; error: boolean };
}) {
  const { t } = useMessages();
  return (
    <section
      className={styles.totals}
      aria-label={scope}
      aria-busy={state.loading}
      data-testid="list-totals"
      style={{ opacity: state.loading ? 0.6 : 1 }}
    >
      <span className={styles.scope}>{scope}</span>
      {(items ?? []).map((item) => (
        <span key={item.label} className={styles.item}>
          <span className={styles.label}>{item.label}</span>
          <span className={`${styles.value} ${item.tone ? styles[item.tone] : ''}`}>
            {state.error || !items ? t('list.totals.none') : item.value}
          </span>
        </span>
      ))}
    </section>
  );
}
