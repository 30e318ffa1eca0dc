import type { PageQuery } from '@/services/types';

/** Filters as the API takes them: the URL's filters, plus the tab's parameter. */
export type ListFilters = Record<string, string | number>;

/** A list endpoint's query without its page parameters. */
export type ListQuery<Q extends PageQuery> = Partial<Omit<Q, keyof PageQuery>>;

// ProTable types rows as Record<string, any>; interfaces (no index signature) only fit that.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;

/** The file kinds a list exports (useListExport, the toolbar, the writers). */
export type ExportFormat = 'csv' | 'xlsx';
