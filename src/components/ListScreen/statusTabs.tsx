/**
 * A list's tabs: which parameter a tab sets, and the count on each tab's badge for the filters
 * on screen, from the list's count endpoint or, where the API has none, from one-row pages.
 */
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { useDataQuery } from '@/components/data';
import { ALL_TAB } from '@/core/urlQuery';
import type { Endpoint } from '@/services/endpoint';
import type { PageQuery, PageResult } from '@/services/types';
import { colorVar } from '@/theme';
import type { ListFilters, ListQuery } from './listTypes';
import type { TabCounts } from './useListData';

export interface ListTabs<Q extends PageQuery> {
  /** The API parameter the active tab sets (the `all` tab sets none). */
  param: keyof ListQuery<Q> & string;
  items: { key: string; label: ReactNode; /** A badge in colour (the tab that needs work). */ highlight?: boolean }[];
  /**
   * Counts per tab key for the filters on screen (without the tab's own parameter), loaded
   * with the rows so that badges and rows always change together: from the list's own count
   * endpoint, or `fromTotals` where the API has none (each tab's count is the total of a
   * one-row page of the list with that tab's parameter).
   */
  counts?: Endpoint<ListQuery<Q>, TabCounts> | 'fromTotals';
}

/** Filters without the tab's own parameter: what a tab's count is counted for. */
export function withoutTab(query: ListFilters, param: string | undefined): ListFilters {
  if (!param) return query;
  const { [param]: _tab, ...rest } = query;
  return rest;
}

/** The list's count endpoint, loaded with its rows. */
export function tabCountsLoader<Q extends PageQuery>(tabs: ListTabs<Q> | undefined) {
  const counts = tabs?.counts;
  if (!counts || counts === 'fromTotals') return undefined;
  return {
    endpoint: counts as unknown as Endpoint<never, TabCounts>,
    id: counts.path,
    load: (query: ListFilters, options?: { signal?: AbortSignal }) =>
      counts(withoutTab(query, tabs.param) as unknown as ListQuery<Q>, options),
  };
}

/**
 * Tab counts where the API has no count endpoint: each tab's count is the total of a one-row
 * page of the list with that tab's parameter. Loaded beside the rows, not with them: tabs
 * whose labels arrive later are counted then without loading the rows again, and a new tab
 * (same filters) counts nothing again.
 */
export function useTabTotals<Q extends PageQuery>(
  tabs: ListTabs<Q> | undefined,
  fetchPage: Endpoint<ListFilters & PageQuery, PageResult<unknown, unknown>>,
  filters: ListFilters,
): TabCounts | undefined {
  const keys = tabs?.counts === 'fromTotals' ? tabs.items.map(({ key }) => key) : [];
  const param = tabs?.param;
  const counted = withoutTab(filters, param);
  const totals = useDataQuery<TabCounts>({
    key: [fetchPage.path, 'tab-totals', keys, counted],
    reads: fetchPage.reads,
    enabled: keys.length > 0,
    keepPrevious: true,
    load: async (signal) => {
      const answers = await Promise.all(
        keys.map((key) =>
          fetchPage(
            { ...counted, ...(key === ALL_TAB || !param ? {} : { [param]: key }), page: 1, limit: 1 },
            { signal },
          ),
        ),
      );
      return Object.fromEntries(keys.map((key, index) => [key, answers[index].total]));
    },
  });
  return totals.data;
}

/** The tabs as ProTable's toolbar draws them: each label with its count, work waiting in colour. */
function tabItems(items: ListTabs<PageQuery>['items'], counts: TabCounts | undefined) {
  return items.map(({ key, label, highlight }) => {
    const count = counts?.[key];
    return {
      key,
      label: (
        <span data-testid={`tab-${key}`}>
          {label}
          {count !== undefined && (
            <Badge
              count={count}
              overflowCount={99999}
              showZero
              // Work waiting is coloured only when there is some: 0 is nothing to do.
              color={colorVar(highlight && count > 0 ? 'warningBadge' : 'muted')}
              title={String(count)}
              style={{ marginInlineStart: 6 }}
            />
          )}
        </span>
      ),
    };
  });
}

/** ProTable's toolbar for a screen with tabs: the tab bar, the current tab, a change of tab. */
export function tabToolbar(
  tabs: ListTabs<PageQuery> | undefined,
  activeKey: string | undefined,
  counts: TabCounts | undefined,
  onChange: (key: string) => void,
) {
  if (!tabs) return undefined;
  return {
    menu: {
      type: 'tab' as const,
      activeKey,
      items: tabItems(tabs.items, counts),
      onChange: (key: unknown) => onChange(String(key)),
    },
  };
}
