import type { Messages } from '@/locales/zh-CN/diagnostics';

/** 诊断信息 and the new-version notice (their own chunks, registered when one shows). */
const messages: Messages = {
  'version.ready': 'A new version is ready',
  'version.reload': 'Reload',
  'version.later': 'Later',
  'version.safe': 'Open pages, filters and drafts are kept over the reload.',
  'version.wait.unsaved': 'Some input is not saved: save or discard it, then reload.',
  'version.wait.moves': '{count} moves are being sent or have an unknown outcome: reload once they are done.',
  'diagnostics.title': 'Diagnostics',
  'diagnostics.note': 'Holds nothing personal, no request bodies and no credentials; copy it into a ticket.',
  'diagnostics.version': 'Version',
  'diagnostics.browser': 'Browser',
  'diagnostics.screen': 'Screen',
  'diagnostics.screen.value': 'screen {screen}, window {window}, zoom {ratio}',
  'diagnostics.page': 'Page',
  'diagnostics.calls': 'Last {count} calls',
  'diagnostics.errors': 'Last errors',
  'diagnostics.noErrors': 'No errors',
  'diagnostics.col.time': 'Time',
  'diagnostics.col.endpoint': 'Endpoint',
  'diagnostics.col.code': 'Result',
  'diagnostics.col.ms': 'Took',
  'diagnostics.col.requestId': 'Request id',
  'diagnostics.col.kind': 'Kind',
  'diagnostics.col.message': 'Message',
  'diagnostics.col.count': 'Times',
  'diagnostics.copy': 'Copy',
  'diagnostics.copied': 'Diagnostics copied',
  'diagnostics.close': 'Close',
};

export default messages;
