import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { forwardRef, type ComponentProps } from 'react';
import { useMessages } from '@/adapters/intl';

/**
 * The list's 常用筛选 button, the same before and after its panel has loaded: an icon (and how
 * many views are saved) beside 重置 and 查询, named in full for a screen reader and a tooltip,
 * so the search form's buttons keep to one line at 1280 px in either language.
 */
export const ViewsButton = forwardRef<HTMLButtonElement, { count: number } & ComponentProps<typeof Button>>(
  function ViewsButton({ count, ...button }, ref) {
    const { t } = useMessages();
    const name = `${t('list.views.title')}${count > 0 ? ` (${count})` : ''}`;
    return (
      <Button ref={ref} icon={<FilterOutlined />} aria-label={name} title={name} {...button}>
        {count > 0 ? count : null}
      </Button>
    );
  },
);
