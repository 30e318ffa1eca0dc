import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { forwardRef, type ComponentProps } from 'react';
import { useMessages } from '@/adapters/intl';

/** The list's 常用筛选 button, the same before and after its panel has loaded. */
export const ViewsButton = forwardRef<HTMLButtonElement, { count: number } & ComponentProps<typeof Button>>(
  function ViewsButton({ count, ...button }, ref) {
    const { t } = useMessages();
    return (
      <Button ref={ref} icon={<FilterOutlined />} {...button}>
        {t('list.views.title')}
        {count > 0 ? ` (${count})` : ''}
      </Button>
    );
  },
);
