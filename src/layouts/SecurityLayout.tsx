import { LogoutOutlined, ReloadOutlined } from '@ant-design/icons';
import { ProLayout, type MenuDataItem } from '@ant-design/pro-components';
import { history, Link, Navigate, Outlet, useLocation, useModel } from '@umijs/max';
import { Alert, Button, Dropdown } from 'antd';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/core/notice';
import { useMessages } from '@/adapters/intl';
import { clearData, DataProvider } from '@/components/data';
import ErrorBoundary from '@/components/ErrorBoundary';
import Interruptible from '@/components/Interruptible';
import { config } from '@/core/config';
import MenuIcon from '@/components/MenuIcon';
import { emptyState } from '@/adapters/initialState';
import { loadMenus } from '@/adapters/sessionState';
import type { MenuRoute } from '@/core/menus';
import { loginUrl } from '@/core/safeRedirect';
import { abortSessionCalls } from '@/core/request';
import { setDraftOwner } from '@/core/drafts';
import { clearSession, hasToken, readToken, removeToken, sessionChangeFrom } from '@/core/session';
import { countEntries, LAZY_MENU_ABOVE, lazyMenu } from './shell/lazyMenu';
import Logo from './shell/Logo';
import LangSwitch from './shell/LangSwitch';
import DemoBadge from './shell/DemoBadge';
import BootBlank from './shell/BootBlank';

function toMenuData(routes: MenuRoute[]): MenuDataItem[] {
  return routes.map((route) => ({
    key: String(route.id),
    path: route.path,
    name: route.name,
    icon: <MenuIcon name={route.icon} />,
    children: route.routes?.length ? toMenuData(route.routes) : undefined,
  }));
}

/*
 * ProLayout's props that never change, made once: ProLayout rebuilds its menu data and
 * matches the path against every entry whenever `menu` is a new object, so an inline
 * object cost every render of the layout a walk of the whole menu (seconds with a menu
 * of 2,000 entries, npm run bench -- --scale).
 */
const MENU = { locale: false } as const;
const NO_ENTRIES: MenuDataItem[] = [];
const TOKEN = {
  // Narrower margins than ProLayout's 40 px: at 1280 px every list's key columns fit.
  pageContainer: { paddingInlinePageContainerContent: 24, paddingBlockPageContainerContent: 20 },
  header: {
    colorBgHeader: '#001529',
    colorHeaderTitle: '#fff',
    colorTextRightActionsItem: 'rgba(255,255,255,0.85)',
  },
};
const menuItemRender = (item: { path?: string }, dom: ReactNode) =>
  item.path ? <Link to={item.path}>{dom}</Link> : dom;

/**
 * Guards every page (docs/requirements.md#routes): without a token or a signed-in user the operator
 * goes to the login page with the current path as `target`. Signed in, it shows the
 * server's menus in ProLayout and renders the page inside a screen-level error boundary.
 */
export default function SecurityLayout() {
  const { t } = useMessages();
  const location = useLocation();
  const { initialState, setInitialState } = useModel('@@initialState');
  const routes = initialState?.routes;
  const menuData = useMemo(() => toMenuData(routes ?? []), [routes]);
  // A big menu goes to ProLayout group by group (shell/lazyMenu.ts): the groups open now.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set());
  const [collapsed, setCollapsed] = useState(false);
  const shownMenu = useMemo(
    () => lazyMenu(menuData, { open: openGroups, pathname: location.pathname, whole: collapsed }),
    [menuData, openGroups, location.pathname, collapsed],
  );
  // A big menu's entries come a moment after the layout, in a render the browser can
  // interrupt: the layout's first render and the side menu's are not one long task.
  const bigMenu = useMemo(() => countEntries(menuData) > LAZY_MENU_ABOVE, [menuData]);
  const [menuDrawn, setMenuDrawn] = useState(false);
  useEffect(() => {
    if (bigMenu && !menuDrawn) startTransition(() => setMenuDrawn(true));
  }, [bigMenu, menuDrawn]);
  const route = useMemo(
    () => ({ path: '/', children: bigMenu && !menuDrawn ? NO_ENTRIES : shownMenu }),
    [bigMenu, menuDrawn, shownMenu],
  );
  const user = initialState?.currentUser;

  // What was loaded belongs to the signed-in user: forgotten when another one signs in in
  // this tab, and when the layout goes (sign-out, a 109, another tab's logout).
  const userId = user?.id;
  useEffect(() => () => clearData(), [userId]);
  // Before the screen renders: its forms restore only this user's drafts.
  if (userId !== undefined) setDraftOwner(userId);

  // Logged out in another tab of the console: this one goes to the login page too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (sessionChangeFrom(event, { signedIn: true, token: readToken() })?.kind !== 'signedOut') return;
      abortSessionCalls();
      clearData();
      removeToken();
      void setInitialState(emptyState());
      history.replace(loginUrl(`${history.location.pathname}${history.location.search}`));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setInitialState]);

  if (!hasToken() || !user) {
    return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;
  }

  const logout = async () => {
    // Nothing of the old session goes on: calls in flight and running exports stop.
    abortSessionCalls();
    clearSession();
    clearData();
    await setInitialState(emptyState());
    toast('success', t('layout.logout.done'));
    history.replace('/main/login');
  };

  const retryMenus = async () => {
    try {
      const next = await loadMenus(user);
      await setInitialState((state) => ({ ...(state ?? emptyState()), ...next, menuFailed: false }));
    } catch {
      // the request layer already told the operator why
    }
  };

  return (
    <Interruptible fallback={<BootBlank />}>
      <ProLayout
        title={initialState?.name}
        logo={<Logo />}
        layout="mix"
        fixSiderbar
        fixedHeader
        contentWidth="Fluid"
        siderWidth={208}
        location={{ pathname: location.pathname }}
        route={route}
        // ProLayout 3's menu reports its open groups while it renders: taken after that render,
        // and only when they changed (React forbids updating the layout during it).
        onOpenChange={(keys) => {
          const next = keys || [];
          queueMicrotask(() =>
            setOpenGroups((open) =>
              open.size === next.length && next.every((key) => open.has(key)) ? open : new Set(next),
            ),
          );
        }}
        onCollapse={setCollapsed}
        menu={MENU}
        token={TOKEN}
        menuItemRender={menuItemRender}
        onMenuHeaderClick={() => history.push('/')}
        avatarProps={{
          size: 'small',
          title: <span data-testid="current-user">{user.nickname || user.name}</span>,
          render: (_, dom) => (
            <Dropdown
              menu={{
                items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') }],
                onClick: ({ key }) => key === 'logout' && void logout(),
              }}
            >
              {dom}
            </Dropdown>
          ),
        }}
        actionsRender={() => [config.demo ? <DemoBadge key="demo" /> : null, <LangSwitch key="lang" onDark />]}
      >
        {initialState?.menuFailed && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('layout.menu.error')}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={retryMenus}>
                {t('layout.menu.retry')}
              </Button>
            }
          />
        )}
        {/* One broken screen keeps the layout and menus alive; a new path starts afresh. */}
        <ErrorBoundary key={location.pathname}>
          <DataProvider>
            <Interruptible>
              <Outlet />
            </Interruptible>
          </DataProvider>
        </ErrorBoundary>
      </ProLayout>
    </Interruptible>
  );
}
