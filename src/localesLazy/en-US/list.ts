import type { Messages } from '@/locales/zh-CN/list';

/** The list building block (ListScreen): states, pager, export. */
const messages: Messages = {
  'list.date.start': 'Start date',
  'list.date.end': 'End date',
  'list.date.today': 'Today',
  'list.date.yesterday': 'Yesterday',
  'list.date.thisWeek': 'This week',
  'list.date.lastWeek': 'Last week',
  'list.date.thisMonth': 'This month',
  'list.date.lastMonth': 'Last month',
  'list.date.last7': 'Last 7 days',
  'list.date.last30': 'Last 30 days',
  'list.select': 'Select',
  'list.retry': 'Reload',
  'list.error': 'Failed to load: {reason}',
  'list.empty': 'No data',
  'list.empty.filtered': 'Nothing matches these filters; try changing them',
  'list.export': 'Export CSV',
  'list.selection.clear': 'Clear selection',
  'list.export.title': 'Export {name}',
  'list.export.progress': 'Exporting: {done} of {total} rows fetched',
  'list.export.cancel': 'Cancel export',
  'list.export.done': 'Exported {count} rows',
  'list.export.cancelled': 'Export cancelled',
  'list.export.failed': 'Export failed; nothing was saved. Please try again.',
  'list.export.empty': 'Nothing to export',
  'list.total': '{total} in all',
  'list.stale': 'The rows below are from the last successful load and may be out of date; retry to update them.',
  'list.slow': 'This is taking longer than usual…',
  'list.selectRow': 'Select {key}',
  'list.actions': 'Actions',
  'list.totals.scope': 'For the current filter (all pages)',
  'list.totals.count': '{count, number}',
  'list.totals.none': '—',
};

export default messages;
