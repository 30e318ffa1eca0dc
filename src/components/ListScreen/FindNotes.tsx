/** What a list says above its rows after a search (./manyNumbers.tsx): loaded only then. */
import { Alert, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import type { Messages } from '@/adapters/intl';
import { CopyableNo } from '@/components/cells';
import type { FoundEach } from '@/core/findEach';
import { MAX_NUMBERS_PER_SEARCH } from '@/core/searchText';
import { ALL_TAB } from '@/core/urlQuery';
import type { TabCounts } from './useListData';

/** Above the rows: what a search by numbers found, or where a search found nothing in this tab. */
export default function FindNotes<T>({
  t,
  tabs,
  data,
  counts,
  go,
}: {
  t: Messages['t'];
  tabs?: { items: { key: string; label: ReactNode }[] };
  /** The rows as useFoundRows gives them, with the tab they are for. */
  data: {
    many?: FoundEach<T>;
    loaded: boolean;
    loading: boolean;
    error?: unknown;
    rows: readonly T[];
    activeTab: string;
  };
  counts: TabCounts | undefined;
  go: (tab: string) => void;
}) {
  if (data.many) return <ManyNumbersNote t={t} found={data.many} />;
  if (!tabs || data.activeTab === ALL_TAB || !data.loaded || data.loading || data.error || data.rows.length > 0)
    return null;
  return <ElsewhereNote t={t} tabs={tabs.items} counts={counts ?? {}} go={go} />;
}

/** What the search by numbers found: how many, and the numbers with nothing found or not searched. */
function ManyNumbersNote<T>({ t, found }: { t: Messages['t']; found: FoundEach<T> }) {
  // Copied with spaces between: pasted back into the box, they are a column again.
  const list = (numbers: string[]) => <CopyableNo value={numbers.join(' ')} />;
  const missing = found.notFound.length > 0 || found.over.length > 0;
  return (
    <Alert
      type={missing ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="many-numbers"
      title={t('list.many.found', { asked: found.asked, found: found.rows.length })}
      description={
        missing ? (
          <Space orientation="vertical" size={4}>
            {found.notFound.length > 0 && (
              <span>
                {t('list.many.notFound', { count: found.notFound.length })} {list(found.notFound)}
              </span>
            )}
            {found.over.length > 0 && (
              <span>
                {t('list.many.over', { max: MAX_NUMBERS_PER_SEARCH, count: found.over.length })} {list(found.over)}
              </span>
            )}
          </Space>
        ) : undefined
      }
    />
  );
}

/**
 * Nothing in this tab for the filters, but some in another: says where (在「已发货」中找到 1 条),
 * with one click to go there. From the tab counts loaded with the rows.
 */
function ElsewhereNote({
  t,
  tabs,
  counts,
  go,
}: {
  t: Messages['t'];
  tabs: { key: string; label: ReactNode }[];
  counts: TabCounts;
  go: (tab: string) => void;
}) {
  const found = tabs.filter((tab) => tab.key !== 'all' && (counts[tab.key] ?? 0) > 0);
  if (found.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="found-elsewhere"
      title={
        <Space wrap size={4}>
          {found.map((tab) => (
            <Button key={tab.key} type="link" size="small" style={{ padding: 0 }} onClick={() => go(tab.key)}>
              {t('list.elsewhere', {
                tab: typeof tab.label === 'string' ? tab.label : tab.key,
                count: counts[tab.key],
              })}
            </Button>
          ))}
        </Space>
      }
    />
  );
}
