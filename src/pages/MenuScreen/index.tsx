import { history, useAccess, useLocation, useModel } from '@umijs/max';
import { Button, Result, Spin } from 'antd';
import { Suspense } from 'react';
import { useMessages } from '@/adapters/intl';
import { findMenuRoute, normalizePath } from '@/core/menus';
import Interruptible from '@/components/Interruptible';
import NotFound from '@/pages/NotFound';
import { provideRecordViews } from '@/features/records/recordStore';
import { screenAt } from '@/pages/registry';

// The screens' record views, for the host the layout renders (which may not import screens).
provideRecordViews(() =>
  import(/* webpackChunkName: "record-views" */ '@/pages/recordViews').then((module) => module.RECORD_VIEWS),
);

/**
 * The one generic screen behind every menu route (docs/requirements.md#routes). It looks the path up
 * in the screen registry and in the operator's menus:
 * - in neither, or a screen the operator's menus do not (or no longer) list: 404 (a
 *   disabled or deleted entry's path is gone, not forbidden);
 * - a menu entry with no screen: says so, rather than showing a blank page;
 * - a screen whose access flag the operator lacks: 403;
 * - otherwise the screen itself, loaded on demand.
 */
export default function MenuScreen() {
  const { t } = useMessages();
  const access = useAccess();
  const { pathname } = useLocation();
  const { initialState } = useModel('@@initialState');
  const path = normalizePath(pathname);
  const screen = screenAt(path);
  const menu = findMenuRoute(initialState?.routes ?? [], path);
  const home = (
    <Button type="primary" onClick={() => history.push('/')}>
      {t('menuScreen.backHome')}
    </Button>
  );

  const forbidden = (
    <Result
      status="403"
      title={t('menuScreen.forbidden.title')}
      subTitle={t('menuScreen.forbidden.desc')}
      extra={home}
    />
  );
  // Listed by the server but not for this account: forbidden, not unknown.
  if (initialState?.forbiddenPaths?.includes(path)) return forbidden;
  if (screen?.access && !access[screen.access]) return forbidden;
  if (screen?.view && !access.can(screen.view)) return forbidden;
  if (!menu && !(screen && initialState?.menuFailed)) return <NotFound />;
  if (!screen) {
    return (
      <Result
        status="info"
        title={t('menuScreen.noScreen.title')}
        subTitle={t('menuScreen.noScreen.desc', { name: menu?.name ?? '', path })}
        extra={home}
      />
    );
  }
  const Screen = screen.component;
  const loading = (
    <div style={{ padding: 80, textAlign: 'center' }}>
      <Spin description={t('menuScreen.loading')}>
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  );
  // The screen mounts in a render React may interrupt, its code loading included (meanwhile
  // the same spinner shows).
  return (
    <Suspense fallback={loading}>
      <Interruptible fallback={loading}>
        <Screen />
      </Interruptible>
    </Suspense>
  );
}
