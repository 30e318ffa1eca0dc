import type { Messages } from '@/locales/zh-CN/records';

const messages: Messages = {
  'records.inList': 'Show in the list',
  'records.back': 'Back',
  'records.related': 'Related',
  'records.loadFailed': 'Failed to load: {reason}',
  'records.gone': 'This record was not found: it may have been deleted, or is not yours to see',
  'records.settlement.title': 'Settlement {settleNo}',
};

export default messages;
