import { history, useLocation } from '@umijs/max';
import { Button, Result } from 'antd';
import { useMessages } from '@/adapters/intl';

/** Any path no route or menu knows (docs/requirements.md#routes: `/*` inside the security layout). */
export default function NotFound() {
  const { t } = useMessages();
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.desc', { path: pathname })}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('menuScreen.backHome')}
        </Button>
      }
    />
  );
}
