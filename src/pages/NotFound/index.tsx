import { history, useIntl, useLocation } from '@umijs/max';
import { Button, Result } from 'antd';

/** Any path no route or menu knows (spec section 2: `/*` inside the security layout). */
export default function NotFound() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={intl.formatMessage({ id: 'notFound.title' })}
      subTitle={intl.formatMessage({ id: 'notFound.desc' }, { path: pathname })}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'menuScreen.backHome' })}
        </Button>
      }
    />
  );
}
