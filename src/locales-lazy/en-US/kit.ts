import type { Messages } from '@/locales/zh-CN/kit';

/** The screen kit (src/components): cells, forms, money input, upload field. */
const messages: Messages = {
  'cell.copy': 'Copy {value}',
  'cell.copied': 'Copied {value}',
  'cell.copyFailed': 'Could not copy; select the text and copy it by hand',
};

export default messages;
