import type { Messages } from '@/locales/zh-CN/listBatch';

const messages: Messages = {
  'list.selection.all': 'Select all {total} that match',
  'list.selection.allCapped': 'Select the first {cap} that match (of {total})',
  'list.selection.across': 'All {count} that match are selected (across pages)',
  'list.selection.acrossCapped':
    'The first {count} that match are selected; {total} match, a batch takes at most {cap}: select the other {left} after this batch',
};

export default messages;
