/** The API's page parameters (what the pagination helper sends). */
export interface PageQuery {
  page: number;
  /** At most MAX_PAGE_SIZE. */
  limit: number;
}

/** The most rows one list call returns (the backend contract; the mock enforces it). */
export const MAX_PAGE_SIZE = 500;

/** The API's answer to a list call; a money list adds the totals of its whole filter. */
export interface PageResult<T, S = never> {
  list: T[];
  total: number;
  summary?: S;
}

/** The page size a list starts with (docs/requirements.md#limits). */
export const DEFAULT_PAGE_SIZE = 10;
/**
 * A selection is one page's rows, so a batch (hundreds of waybills printed, a month's
 * settlements confirmed) needs pages that large: up to the API's most. A big page renders
 * only the rows in view (ListScreen's virtual body).
 */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 200, MAX_PAGE_SIZE];

/** ProTable's page state. */
export interface TablePage {
  current?: number;
  pageSize?: number;
}

/**
 * ProTable's `{current, pageSize}` -> the API's `{page, limit}` (1-based, size ≥ 1).
 * @internal exported for its tests
 */
export function toPageQuery({ current, pageSize }: TablePage = {}): PageQuery {
  const page = Number.isFinite(current) && (current as number) >= 1 ? Math.floor(current as number) : 1;
  const limit =
    Number.isFinite(pageSize) && (pageSize as number) >= 1 ? Math.floor(pageSize as number) : DEFAULT_PAGE_SIZE;
  return { page, limit };
}

/** One page as the list shows it. */
export interface TableResult<T, S = never> {
  data: T[];
  total: number;
  /** Totals of the whole filter, where the endpoint sends them. */
  summary?: S;
}

/**
 * The API's `{list, total}` -> the list's `{data, total}`, sound even when the answer is not.
 * @internal exported for its tests
 */
export function toTableResult<T, S = never>(result: PageResult<T, S> | null | undefined): TableResult<T, S> {
  const data = Array.isArray(result?.list) ? result.list : [];
  const total = Number.isFinite(result?.total) ? Number(result?.total) : data.length;
  return { data, total, summary: result?.summary ?? undefined };
}

/** Calls a list endpoint with ProTable's page state and filters, answering with one page as the list shows it. */
export async function fetchTablePage<T, Q extends object, S = never>(
  fetchPage: (query: Q & PageQuery, options?: { signal?: AbortSignal }) => Promise<PageResult<T, S>>,
  page: TablePage,
  filters: Q,
  signal?: AbortSignal,
): Promise<TableResult<T, S>> {
  // A failure is said twice on purpose: the spec's 请求错误 notice, and the list's own error
  // state with its retry beside the rows (ListScreen).
  return toTableResult(await fetchPage({ ...filters, ...toPageQuery(page) }, { signal }));
}
