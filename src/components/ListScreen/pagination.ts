import type { Messages } from '@/adapters/intl';
import { PAGE_SIZE_OPTIONS } from '@/core/pagination';

/**
 * The pager under the list: it says the page whose rows are shown (a failed page 2 leaves
 * page 1's rows, and says 1), the total of the whole filter, and every page size.
 */
export function pagination(
  t: Messages['t'],
  total: number | undefined,
  shown: { current?: number; pageSize?: number },
  onChange: (current: number, pageSize: number) => void,
) {
  return {
    current: shown.current,
    pageSize: shown.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showQuickJumper: true,
    showTotal: (count: number) => t('list.total', { total: count }),
    onChange,
  };
}
