/**
 * What the operator is looking at, as the URL says it: the filters (as the API takes them and
 * as the search form shows them), the tab and the page, and how a change to any of them
 * becomes the next URL. Reload, back and forward and a shared link restore the same view.
 */
import { useEffect, useMemo, type RefObject } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@/core/pagination';
import { isNumber, readPreference, writePreference } from '@/core/preferences';
import {
  ALL_TAB,
  apiFiltersFromSearch,
  formValuesFromSearch,
  PAGE_KEY,
  PAGE_SIZE_KEY,
  readPage,
  searchFromFormValues,
  TAB_KEY,
  type FilterSpec,
} from '@/core/urlQuery';
import type { PageQuery } from '@/services/types';
import type { ListFilters } from './listTypes';
import type { ListTabs } from './statusTabs';
import { useUrlSearch } from './useUrlSearch';

export interface ViewChange {
  form?: Record<string, unknown>;
  tab?: string;
  current?: number;
  pageSize?: number;
}

/**
 * `sizeKey`: where the operator's page size for this list is remembered: a visit whose URL
 * names none opens at the size last chosen, not back at 10.
 */
export function useListView<Q extends PageQuery>(
  filterList: FilterSpec[],
  tabs: ListTabs<Q> | undefined,
  sizeKey: string,
) {
  const { search, setSearch, latest } = useUrlSearch();
  const remembered = readPreference(sizeKey, isNumber);
  const defaultSize = PAGE_SIZE_OPTIONS.includes(remembered as number) ? (remembered as number) : DEFAULT_PAGE_SIZE;
  const page = readPage(search, defaultSize);
  const tabOf = (params: URLSearchParams) => (tabs ? (params.get(TAB_KEY) ?? tabs.items[0]?.key) : undefined);
  const activeTab = tabOf(search);
  const tabParam = tabs?.param;
  // A new object only when the URL or the filter list changes (the query key is compared by value anyway).
  const filters = useMemo(() => {
    const values: ListFilters = apiFiltersFromSearch(filterList, search);
    if (tabParam && activeTab !== undefined && activeTab !== ALL_TAB) values[tabParam] = activeTab;
    return values;
  }, [filterList, search, tabParam, activeTab]);
  // Keyed by the filters alone: a new page, size or tab leaves the search form untouched.
  const formValuesKey = JSON.stringify(formValuesFromSearch(filterList, search));
  const formValues = useMemo(
    () => JSON.parse(formValuesKey) as ReturnType<typeof formValuesFromSearch>,
    [formValuesKey],
  );

  /**
   * A new URL from a change to the view; filters or tab changes go back to page 1. It builds
   * on the address as it is, not as rendered: a tab clicked just before 查询 is kept even
   * when its render has not finished. The same URL again calls `unchanged` (查询 with the
   * filters already on screen still loads afresh: the operator asked for it).
   */
  const navigate = (changes: ViewChange, unchanged: () => void) => {
    const now = latest();
    const next = searchFromFormValues(filterList, changes.form ?? formValuesFromSearch(filterList, now));
    const tab = changes.tab ?? tabOf(now);
    if (tabs && tab && tab !== tabs.items[0]?.key) next.set(TAB_KEY, tab);
    const nowPage = readPage(now, defaultSize);
    const current = changes.current ?? (changes.form || changes.tab ? 1 : nowPage.current);
    const pageSize = changes.pageSize ?? nowPage.pageSize;
    if (changes.pageSize) writePreference(sizeKey, changes.pageSize);
    if (current > 1) next.set(PAGE_KEY, String(current));
    if (pageSize !== DEFAULT_PAGE_SIZE) next.set(PAGE_SIZE_KEY, String(pageSize));
    if (next.toString() === now.toString()) unchanged();
    else setSearch(next);
  };

  /** A saved view (its filters and tab): from page 1, at the page size the operator has now. */
  const openView = (saved: string) => {
    const next = new URLSearchParams(saved);
    const size = latest().get(PAGE_SIZE_KEY);
    if (size) next.set(PAGE_SIZE_KEY, size);
    setSearch(next);
  };

  return {
    page,
    activeTab,
    filters,
    formValues,
    hasFilters: Object.keys(formValues).length > 0,
    navigate,
    search,
    openView,
  };
}

/** Back/forward or a pasted link: the search form shows what the URL says. */
export function useFormFollowsUrl(
  formRef: RefObject<
    { resetFields: () => void; setFieldsValue: (values: Record<string, unknown>) => void } | undefined
  >,
  formValues: Record<string, unknown>,
) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.resetFields();
    form.setFieldsValue(formValues);
  }, [formRef, formValues]);
}
