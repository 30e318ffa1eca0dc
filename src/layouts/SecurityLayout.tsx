import { ReloadOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { history, Link, Navigate, useLocation, useModel } from '@umijs/max';
import { Alert, Button } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
// The router's own context: the workspace reads the address this sign-in may show (useOwnHistory).
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { useReachedByHistory } from '@/adapters/historyArrival';
import { emptyState } from '@/adapters/initialState';
import { useMessages } from '@/adapters/intl';
import { loadMenus } from '@/adapters/sessionState';
import { clearData, DataProvider } from '@/components/data';
import Interruptible from '@/components/Interruptible';
import Records, { forgetRecords } from '@/features/records';
import Workspace from '@/features/tabs';
import { config } from '@/core/config';
import { setStorageOwner } from '@/core/owner';
import { unknownOutcomes, type UnknownOutcome } from '@/core/intent';
import { forgetUnsaved } from '@/core/unsavedWork';
import { toast } from '@/core/notice';
import { loginUrl } from '@/core/safeRedirect';
import { hasToken } from '@/core/session';
import { addressOfEndedSignIn } from '@/core/tabReturn';
import { AS_LEFT } from '@/core/tabs';
import { LAYOUT_HEADER } from '@/theme';
import BootBlank from './shell/BootBlank';
import DemoBadge from './shell/DemoBadge';
import LangSwitch from './shell/LangSwitch';
import Shortcuts from './shell/Shortcuts';
import TodoBell from './shell/TodoBell';
import Logo from './shell/Logo';
import { endSession, useSignOutElsewhere } from './shell/session';
import { useOwnHistory } from './shell/useOwnHistory';
import UserMenu from './shell/UserMenu';
import { useShiftWatch } from './shell/useShiftWatch';
import { useSideMenu } from './shell/useSideMenu';

const SignOutAsk = lazy(() => import(/* webpackChunkName: "sign-out-ask" */ './shell/SignOutAsk'));

/*
 * ProLayout's props that never change, made once: ProLayout rebuilds its menu data and
 * matches the path against every entry whenever `menu` is a new object, so an inline
 * object cost every render of the layout a walk of the whole menu (seconds with a menu
 * of 2,000 entries, npm run bench -- --scale).
 */
const MENU = { locale: false } as const;
const TOKEN = {
  // Narrower margins than ProLayout's 40 px: at 1280 px every list's key columns fit.
  pageContainer: { paddingInlinePageContainerContent: 24, paddingBlockPageContainerContent: 20 },
  header: LAYOUT_HEADER,
};
// A menu entry opens its screen as it was left, when its tab is open (src/features/tabs).
const menuItemRender = (item: { path?: string }, dom: ReactNode) =>
  item.path ? (
    <Link to={item.path} state={AS_LEFT}>
      {dom}
    </Link>
  ) : (
    dom
  );

/**
 * Guards every page (docs/requirements.md#routes): without a token or a signed-in user the operator
 * goes to the login page with the current path as `target`. Signed in, it shows the
 * server's menus in ProLayout and renders the page inside a screen-level error boundary.
 */
export default function SecurityLayout() {
  const { t } = useMessages();
  const location = useLocation();
  const { initialState, setInitialState } = useModel('@@initialState');
  const [asking, setAsking] = useState<UnknownOutcome[]>();
  const user = initialState?.currentUser;
  // Back or Forward to a screen of an earlier sign-in shows this user's own instead.
  const { where } = useOwnHistory(user?.id);
  // An address reached by Back or Forward while signed out, or kept by a tab that slept through
  // a sign-out, is an earlier sign-in's: the next sign-in lands on its user's own screen, not on
  // it (a 109, a typed or linked address keep it as the target).
  const fromHistory = useReachedByHistory();
  const pathname = where?.location.pathname ?? location.pathname;
  const { route, onOpenChange, onCollapse } = useSideMenu(initialState?.routes, pathname);

  // What was loaded belongs to the signed-in user: forgotten when another one signs in in
  // this tab, and when the layout goes (sign-out, a 109, another tab's logout).
  const userId = user?.id;
  useEffect(
    () => () => {
      clearData();
      forgetUnsaved();
      forgetRecords();
    },
    [userId],
  );
  // Before the screen renders: its forms restore only this user's drafts.
  if (userId !== undefined) setStorageOwner(userId);

  useSignOutElsewhere(setInitialState);
  const shift = useShiftWatch(userId);

  if (!hasToken() || !user) {
    const earlier = fromHistory || addressOfEndedSignIn();
    return <Navigate to={loginUrl(earlier ? undefined : `${location.pathname}${location.search}`)} replace />;
  }
  // An earlier sign-in's entry on arrival: replaced by the landing before anything shows.
  if (!where) return <BootBlank />;

  const logout = async () => {
    await endSession(setInitialState, 'signedOut');
    history.replace('/main/login');
    toast('success', t('layout.logout.done'));
  };
  // A money move whose outcome is unknown keeps its key past the sign-out (src/core/intent.ts):
  // the operator is told which, and asked first.
  const askThenLogout = () => {
    const unknown = unknownOutcomes();
    if (unknown.length === 0) void logout();
    else setAsking(unknown);
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
        location={{ pathname }}
        route={route}
        onOpenChange={onOpenChange}
        onCollapse={onCollapse}
        menu={MENU}
        token={TOKEN}
        menuItemRender={menuItemRender}
        onMenuHeaderClick={() => history.push('/')}
        avatarProps={{
          size: 'small',
          title: <span data-testid="current-user">{user.nickname || user.name}</span>,
          render: (_, dom) => (
            <UserMenu onLogout={askThenLogout} onDiagnostics={shift.openDiagnostics}>
              {dom}
            </UserMenu>
          ),
        }}
        actionsRender={() => [
          config.demo ? <DemoBadge key="demo" /> : null,
          <Shortcuts key="search" routes={initialState?.routes ?? []} />,
          <TodoBell key="bell" routes={initialState?.routes ?? []} userId={user.id} />,
          <LangSwitch key="lang" onDark />,
        ]}
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
        {asking && (
          <Suspense fallback={null}>
            <SignOutAsk
              moves={asking}
              onStay={() => setAsking(undefined)}
              onSignOut={() => {
                setAsking(undefined);
                void logout();
              }}
            />
          </Suspense>
        )}
        {/* The open tabs' pages, each kept as left; what was typed belongs to this user. */}
        <DataProvider>
          <LocationContext.Provider value={where}>
            <Workspace key={userId} />
          </LocationContext.Provider>
          <Records key={userId} />
        </DataProvider>
        {shift.element}
      </ProLayout>
    </Interruptible>
  );
}
