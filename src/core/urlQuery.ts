/**
 * A list screen's view (filters, tab, page) lives in the URL query, so reload, back and
 * forward and a shared link all restore it. Each filter declares its kind; values are
 * written as readable text (`?platformId=101&date=2026-11-01,2026-11-20&page=2`).
 */
import { MAX_PAGE_SIZE } from './pagination';

type FilterKind = 'text' | 'number' | 'dateRange';

/**
 * One filter of a list screen. `name` is the endpoint's query parameter (so a typo is a
 * type error); a date range is one form field that becomes two parameters, `apiNames`.
 */
export type FilterSpec<Q = Record<string, unknown>> =
  | { name: keyof Q & string; kind: 'text' | 'number'; apiNames?: undefined }
  | { name: string; kind: 'dateRange'; apiNames: [keyof Q & string, keyof Q & string] };

export type FormValue = string | number | [string, string] | undefined;

/** Reserved query keys of every list screen. */
export const PAGE_KEY = 'page';
/** The page size: `pageSize` in the console's code and URL; only the wire calls it `limit`. */
export const PAGE_SIZE_KEY = 'pageSize';
export const TAB_KEY = 'tab';
/** The tab that shows every row, whatever the tab's parameter. */
export const ALL_TAB = 'all';
/** 充值记录 opened with `?rechargeFor=<platform id>` opens the recharge dialog for that platform. */
export const RECHARGE_FOR_KEY = 'rechargeFor';
/** `open=<row key>`: the list opens that row's detail once (the search palette's results); then the key leaves the URL. */
export const OPEN_KEY = 'open';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseValue(kind: FilterKind, raw: string | null): FormValue {
  if (raw === null || raw.trim() === '') return undefined;
  if (kind === 'number') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
  }
  if (kind === 'dateRange') {
    const [start, end] = raw.split(',');
    return DATE.test(start ?? '') && DATE.test(end ?? '') ? [start, end] : undefined;
  }
  return raw.trim();
}

/** The search form's values as the URL describes them. */
export function formValuesFromSearch(specs: FilterSpec[], search: URLSearchParams): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  for (const spec of specs) {
    const value = parseValue(spec.kind, search.get(spec.name));
    if (value !== undefined) values[spec.name] = value;
  }
  return values;
}

/** The API's filter parameters as the URL describes them (a date range becomes two). */
export function apiFiltersFromSearch(specs: FilterSpec[], search: URLSearchParams): Record<string, string | number> {
  const filters: Record<string, string | number> = {};
  for (const spec of specs) {
    const value = parseValue(spec.kind, search.get(spec.name));
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const [startName, endName] = spec.apiNames ?? [`${spec.name}Start`, `${spec.name}End`];
      filters[startName] = value[0];
      filters[endName] = value[1];
    } else {
      filters[spec.name] = value;
    }
  }
  return filters;
}

/** A date-like form value (string, Date or dayjs) as `YYYY-MM-DD`. */
function dateText(value: unknown): string | undefined {
  if (!value) return undefined;
  if (typeof value === 'string') return DATE.test(value.slice(0, 10)) ? value.slice(0, 10) : undefined;
  const withFormat = value as { format?: (pattern: string) => string };
  if (typeof withFormat.format === 'function') return withFormat.format('YYYY-MM-DD');
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return undefined;
}

/** The URL query for submitted form values; empty values leave no trace. */
export function searchFromFormValues(specs: FilterSpec[], values: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const spec of specs) {
    const value = values[spec.name];
    if (value === undefined || value === null || value === '') continue;
    if (spec.kind === 'dateRange') {
      if (!Array.isArray(value)) continue;
      const [start, end] = value.map(dateText);
      if (start && end) search.set(spec.name, `${start},${end}`);
    } else {
      const text = String(value).trim();
      if (text) search.set(spec.name, text);
    }
  }
  return search;
}

export function readPage(search: URLSearchParams, defaultSize: number): { current: number; pageSize: number } {
  const current = Number(search.get(PAGE_KEY));
  const pageSize = Number(search.get(PAGE_SIZE_KEY));
  return {
    current: Number.isInteger(current) && current >= 1 ? current : 1,
    pageSize: Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE ? pageSize : defaultSize,
  };
}

/**
 * A link to one view of a list screen, written as the list reads it: `filters` by the list
 * endpoint's own query names (a renamed filter fails tsc), `tab` by its key. Screens link to
 * each other's views only through this (the workbench's cards), so no screen spells another's
 * URL by hand.
 */
export function listLink<Q>(
  path: string,
  view: { filters?: { [K in keyof Q]?: string | number }; tab?: string | number; open?: string | number } = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(view.filters ?? {}))
    if (value !== undefined && value !== '') search.set(name, String(value));
  if (view.tab !== undefined) search.set(TAB_KEY, String(view.tab));
  if (view.open !== undefined) search.set(OPEN_KEY, String(view.open));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
