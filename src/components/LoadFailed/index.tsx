import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useMessages } from '@/adapters/intl';
import '@/components/kitMessages';

/**
 * What a part of a screen shows when its data failed to load and there is nothing older to
 * keep on screen: why, and a retry (a drawer's profile, a tab's table, a dialog's files).
 */
export default function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useMessages();
  return (
    <Result
      status="error"
      title={title}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    />
  );
}
