import { ProTable, type ProTableProps } from '@ant-design/pro-components';
import type { TableProps } from 'antd';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import { RowsStale } from '@/components/cells';
import { usePreferenceKey } from '@/components/usePreferenceKey';
import { ALL_TAB } from '@/core/urlQuery';
import type { PermissionAction } from '@/services/auth';
import type { Endpoint } from '@/services/endpoint';
import type { PageQuery, PageResult } from '@/services/types';
import { csvColumns, filterSpecs, hiddenByDefault, type ListField } from './fields';
import { listEmptyText, ListNotices } from './listStates';
import { pagination } from './pagination';
import SavedViews from './SavedViewsButton';
import ListTotals, { type TotalItem } from './ListTotals';
import type { ListFilters, ListQuery, Row } from './listTypes';
import { ListFindNotes, useFoundRows, type ManyNumbers } from './manyNumbers';
import { tabToolbar, useTabTotals, type ListTabs } from './statusTabs';
import { ExportButtons } from './toolbar';
import type { BatchListProps } from './useBatchSelection';
import SelectableTable, { type SelectableTableProps } from './SelectableTable';
import { useListExport } from './useListExport';
import { useListColumns } from './useListColumns';
import { NO_ROWS } from './useListData';
import { useFormFollowsUrl, useListView, type ViewChange } from './useListView';
import { tableWidth, useShownColumns } from './useShownColumns';
import { SELECTION_WIDTH, STICKY_HEADER_OFFSET, useTableFit } from './useTableFit';
import './list.less';
import '@/components/kitMessages';

export { choiceField, moneyField, type ListField } from './fields';
export type { ManyNumbers } from './manyNumbers';
export { BatchButton, useBatchSelection, useSelection, type SelectionStore } from './useBatchSelection';
export type { ListFilters, ListQuery } from './listTypes';

/** The search form's instance, as ProTable types it. */
type SearchForm = NonNullable<NonNullable<ProTableProps<Row, ListFilters>['formRef']>['current']>;

export interface ListScreenProps<T extends Row, Q extends PageQuery, S = never> {
  /** Stable id: remembers column visibility and order per screen. */
  id: string;
  /** The screen's name, used for the export file. */
  title: string;
  rowKey: keyof T & string;
  /**
   * The list's fields, each stated once (title, cell, filter and its query parameter, CSV):
   * the columns, the search form, the URL's filters and the export all come from them.
   */
  fields: readonly ListField<T, ListQuery<Q>>[];
  /** The row's actions, in a column pinned on the right (none: no actions column). */
  rowActions?: (row: T) => ReactNode;
  /** The actions column's width (default 140). */
  actionsWidth?: number;
  /** The list endpoint: rows load again by themselves when a call changes what it reads. */
  fetchPage: Endpoint<Q, PageResult<T, S>>;
  tabs?: ListTabs<Q>;
  /** Whether the list can be exported as CSV (from the fields' `csv`). */
  exportable?: boolean;
  /** The permission action that shows the export button: every export sits behind one. */
  exportAction: PermissionAction;
  toolBarRender?: () => ReactNode[];
  /** Rows picked for a batch action (`useBatchSelection`). */
  batch?: BatchListProps<T>;
  /**
   * The keyword box takes a pasted column of numbers (./manyNumbers.tsx): which filter, and
   * which row a number names. None: the keyword is searched as typed.
   */
  manyNumbers?: ManyNumbers<T>;
  /** Runs after every load that succeeded, with the filters it used. */
  onLoaded?: (filters: ListQuery<Q>, rows: readonly T[]) => void;
  /**
   * The totals of the whole filter, shown between the search form and the table: the list
   * endpoint sends them with its page (`summary`), so totals and rows change together.
   */
  totals?: (summary: S, filters: Partial<Q>) => TotalItem[];
}

/**
 * The one list screen of the console: ProTable fed by a list endpoint through the
 * pagination helper, with filters, tab and page kept in the URL, columns remembered per
 * screen, CSV export of the whole filtered list, and loading, slow, empty and error states.
 */
export default function ListScreen<T extends Row, Q extends PageQuery, S = never>(props: ListScreenProps<T, Q, S>) {
  const { t } = useMessages();
  const formRef = useRef<SearchForm | undefined>(undefined);
  const filterList = useMemo(() => filterSpecs(props.fields), [props.fields]);
  const view = useListView(filterList, props.tabs, usePreferenceKey(`page-size:${props.id}`));
  const viewsKey = usePreferenceKey(`saved-views:${props.id}`);
  const { page, activeTab, filters, formValues, hasFilters } = view;

  // The endpoint's own types are checked at the props; inside, the URL's values are plain.
  const fetchPage = props.fetchPage as unknown as Endpoint<ListFilters & PageQuery, PageResult<T, S>>;
  const data = useFoundRows(props as never, fetchPage, page, filters, activeTab ?? ALL_TAB);
  const tabTotals = useTabTotals(props.tabs, fetchPage, filters);
  const fit = useTableFit(page.pageSize);
  const hiddenDefaults = useMemo(() => hiddenByDefault(props.fields), [props.fields]);
  const shown = useShownColumns(usePreferenceKey(`list-columns:${props.id}`), hiddenDefaults);
  const columns = useListColumns<T, Q>(t, props.fields, data.rows, {
    rowActions: props.rowActions,
    actionsWidth: props.actionsWidth,
    narrow: fit.narrow,
  });
  const exportColumns = useMemo(
    () => (props.exportable === false ? [] : csvColumns(props.fields)),
    [props.fields, props.exportable],
  );
  const exporter = useListExport<T, ListFilters>({ title: props.title, columns: exportColumns, fetchPage });

  useAfterLoad(props.onLoaded, filters as ListQuery<Q>, data);

  useFormFollowsUrl(formRef, formValues);
  const navigate = (changes: ViewChange) => view.navigate(changes, data.reload);

  const stale = Boolean(data.error && data.loaded && data.rows.length > 0);
  const load = {
    loading: data.loading,
    slow: data.slow,
    loaded: data.loaded,
    error: data.error ?? undefined,
    rowCount: data.rows.length,
    reload: data.reload,
  };
  const emptyText = listEmptyText(t, load, hasFilters);
  const batch = props.batch;

  const exportButton = exportColumns.length > 0 && (
    <ExportButtons
      key="export"
      action={props.exportAction}
      exporting={exporter.exporting}
      onExport={(format) => void exporter.start(filters, format)}
    />
  );

  return (
    <>
      <ListNotices t={t} load={load} stale={stale} />
      <ListFindNotes
        t={t}
        tabs={props.tabs}
        data={data}
        counts={data.counts ?? tabTotals}
        go={(tab) => navigate({ tab })}
      />
      <RowsStale.Provider value={stale}>
        <ProTable<T, ListFilters>
          // Rows kept beside an error are the last good load: dimmed, so none reads as current.
          className={stale ? 'list-screen list-stale' : 'list-screen'}
          rowKey={props.rowKey}
          columns={columns}
          dataSource={data.error && !data.loaded ? NO_ROWS : data.rows}
          loading={data.loading}
          formRef={formRef}
          form={{
            initialValues: formValues,
            syncToInitialValues: false,
            // 查询 stays clickable while the rows reload (ProTable makes it a loading button,
            // which swallows clicks): a search typed right after a change must not be lost.
            submitter: { submitButtonProps: { loading: false } },
          }}
          search={{
            labelWidth: 'auto',
            span: { xs: 24, sm: 24, md: 12, lg: 8, xl: 8, xxl: 6 },
            // 常用筛选 beside 重置 and 查询: saved filters belong with the filters, not the toolbar.
            optionRender: (_config, _form, dom) => [
              <SavedViews key="views" storageKey={viewsKey} current={view.search} open={view.openView} />,
              ...dom,
            ],
          }}
          // The rows come from useListData, not ProTable's request: its search form need not
          // hand its first values over as it mounts, which re-rendered the whole table each
          // time a kept tab was shown again (its effects run anew).
          manualRequest
          onSubmit={(values) => navigate({ form: values as Record<string, unknown> })}
          onReset={() => navigate({ form: {} })}
          dateFormatter="string"
          pagination={
            // Numbers searched one by one: every row found on one page, ready to select for a batch.
            data.many
              ? false
              : pagination(t, data.total, (stale && data.shownPage) || page, (current, pageSize) =>
                  navigate(pageSize !== page.pageSize ? { current: 1, pageSize } : { current, pageSize }),
                )
          }
          columnsState={shown.columnsState}
          options={{ reload: data.reload, density: true, setting: { draggable: true, checkable: true } }}
          toolbar={tabToolbar(
            props.tabs as ListTabs<PageQuery> | undefined,
            activeTab,
            data.counts ?? tabTotals,
            (tab) => navigate({ tab }),
          )}
          toolBarRender={() => [...(props.toolBarRender?.() ?? []), exportButton].filter(Boolean)}
          // The selection is read by the table alone (./SelectableTable.tsx): a tick leaves ProTable's props as they are.
          tableViewRender={selectableView(batch, {
            rowKey: props.rowKey,
            fetchPage,
            filters,
            shown: data,
            exportAction: props.exportAction,
            exportRows: exporter.startRows,
          })}
          tableExtraRender={totalsRender(t, props.totals, data, filters as Partial<Q>)}
          locale={{ emptyText }}
          // Exactly as wide as the columns shown: while they fit the window nothing scrolls
          // sideways and nothing hides under the pinned 操作 column.
          scroll={{
            x: tableWidth(columns, shown.isShown, batch ? SELECTION_WIDTH : 0),
            y: fit.bodyHeight,
          }}
          // A long page scrolls inside the table; a short one scrolls the window, so its
          // header and its sideways scrollbar stay in view at the top and bottom of the window.
          sticky={fit.virtual ? undefined : { offsetHeader: STICKY_HEADER_OFFSET }}
          virtual={fit.virtual}
          cardBordered
          cardProps={{ styles: { body: { paddingInline: 16 } } }}
        />
      </RowsStale.Provider>
      {exporter.dialog}
    </>
  );
}

/** Runs `onLoaded` after every load that succeeded, with the filters it used. */
function useAfterLoad<T, F>(
  onLoaded: ((filters: F, rows: readonly T[]) => void) | undefined,
  filters: F,
  data: { loading: boolean; error?: unknown; loaded: boolean; rows: readonly T[] },
) {
  const latest = useRef(onLoaded);
  latest.current = onLoaded;
  useEffect(() => {
    if (!data.loading && !data.error && data.loaded) latest.current?.(filters, data.rows);
  }, [data.loading, data.error, data.loaded, filters, data.rows]);
}

/**
 * A batch list's table, drawn with its selection by a component of ours that alone reads it
 * (./SelectableTable.tsx): a tick leaves ProTable's props as they are.
 */
function selectableView<T extends Row>(
  batch: BatchListProps<T> | undefined,
  list: Omit<SelectableTableProps<T>, 'table' | 'batch'>,
): ProTableProps<T, ListFilters>['tableViewRender'] {
  if (!batch) return undefined;
  return (table) => <SelectableTable<T> table={table as TableProps<T>} batch={batch} {...list} />;
}

/** The totals of the whole filter between the search form and the table, where the list has them. */
function totalsRender<Q, S>(
  t: ReturnType<typeof useMessages>['t'],
  totals: ((summary: S, filters: Partial<Q>) => TotalItem[]) | undefined,
  data: { loading: boolean; error?: unknown; summary?: S },
  filters: Partial<Q>,
) {
  if (!totals) return undefined;
  return () => (
    <ListTotals
      scope={t('list.totals.scope')}
      state={{ loading: data.loading, error: Boolean(data.error) }}
      items={data.summary === undefined ? undefined : totals(data.summary, filters)}
    />
  );
}
