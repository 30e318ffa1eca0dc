/**
 * A pasted column of numbers in a list's keyword box (orders from a merchant's sheet, waybills
 * from a carrier's): each number is searched on its own through the list endpoint's one-keyword
 * filter (src/core/findEach.ts), across every tab; the tabs then show where the rows found are,
 * and the list names the numbers nothing was found for.
 */
import { Alert, Button, Space, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { Messages } from '@/adapters/intl';
import { findEach, type FoundEach } from '@/core/findEach';
import { MAX_NUMBERS_PER_SEARCH, numbersIn } from '@/core/searchText';
import type { Endpoint } from '@/services/endpoint';
import { ALL_TAB } from '@/core/urlQuery';
import type { TablePage } from '@/core/pagination';
import type { PageQuery, PageResult } from '@/services/types';
import type { ListFilters, Row } from './listTypes';
import { tabCountsLoader, withoutTab, type ListTabs } from './tabs';
import { useListData, type ManyNumbersSearch, type TabCounts } from './useListData';

/** What a screen says of its keyword: which filter takes one number, and which row a number names. */
export interface ManyNumbers<T> {
  filter: string;
  /** Whether a row is the one a number names (its order or waybill number), not a partial match. */
  names: (row: T, number: string) => boolean;
}

/** Rows one number may find (an order number finds one; a waybill, its parcels). */
const ROWS_PER_NUMBER = 10;

export function manyNumbersSearch<T extends Row>(
  spec: ManyNumbers<T>,
  fetchPage: Endpoint<ListFilters & PageQuery, PageResult<T, unknown>>,
  rowKey: string,
  tabParam: string | undefined,
): ManyNumbersSearch<T> {
  const text = (filters: object) => (filters as ListFilters)[spec.filter];
  return {
    numbers: (filters) => numbersIn(typeof text(filters) === 'string' ? (text(filters) as string) : ''),
    scope: (filters) => withoutTab(filters as ListFilters, tabParam),
    load: (numbers, filters, signal) =>
      findEach(
        numbers,
        (number, called) =>
          fetchPage(
            { ...withoutTab(filters as ListFilters, tabParam), [spec.filter]: number, page: 1, limit: ROWS_PER_NUMBER },
            { signal: called },
          ).then((answer) => answer.list),
        { key: (row) => String(row[rowKey]), names: spec.names, signal },
      ),
    counts: (rows) => {
      const counts: TabCounts = { all: rows.length };
      if (tabParam) for (const row of rows) counts[String(row[tabParam])] = (counts[String(row[tabParam])] ?? 0) + 1;
      return counts;
    },
  };
}

/**
 * The list's rows: a page as usual, or, when the keyword holds several numbers, every row found
 * for them, of which a tab shows those it holds.
 */
export function useFoundRows<T extends Row, S>(
  props: { manyNumbers?: ManyNumbers<T>; rowKey: string; tabs?: ListTabs<PageQuery> },
  fetchPage: Endpoint<ListFilters & PageQuery, PageResult<T, S>>,
  page: TablePage,
  filters: ListFilters,
  activeTab: string,
) {
  const tabParam = props.tabs?.param;
  const { manyNumbers, rowKey } = props;
  const many = useMemo(
    () => manyNumbers && manyNumbersSearch(manyNumbers, fetchPage as never, rowKey, tabParam),
    [manyNumbers, fetchPage, rowKey, tabParam],
  );
  const loaded = useListData<T, ListFilters, S>(fetchPage, page, filters, tabCountsLoader(props.tabs), many);
  return useMemo(
    () => ({
      ...loaded,
      activeTab,
      rows:
        loaded.many && tabParam && activeTab !== ALL_TAB
          ? loaded.rows.filter((row) => String(row[tabParam]) === activeTab)
          : loaded.rows,
    }),
    [loaded, tabParam, activeTab],
  );
}

/** Above the rows: what a search by numbers found, or where a search found nothing in this tab. */
export function FindNotes<T>({
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
  const list = (numbers: string[]) => (
    <Typography.Text copyable={{ text: numbers.join('\n') }} style={{ wordBreak: 'break-all' }}>
      {numbers.join('、')}
    </Typography.Text>
  );
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
