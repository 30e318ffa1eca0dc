import { ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useAccess, useModel } from '@umijs/max';
import { Button, Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useApiQuery, useDataQuery, type LoadState } from '@/components/data';
import type { MessageKey } from '@/core/i18n';
import { findMenuRoute } from '@/core/menus';
import { formatMoney } from '@/core/money';
import { ALL_TAB, listLink } from '@/core/urlQuery';
import type { PermissionAction } from '@/services/actions';
import dashboardMessages from '@/locales/zh-CN/dashboard';
import { getFlowList, getRechargeList, RECHARGE_STATUS, type RechargeListQuery } from '@/services/finance';
import { getPlatformList, LOW_BALANCE_FEN, type PlatformListQuery } from '@/services/platform';
import { agentSettlementStatusCount, SETTLEMENT_STATUS, type SettlementListQuery } from '@/services/settlement';
import { getShipList, getShipTabStat, PRINT_STATUS, SHIP_STATUS, type ShipListQuery } from '@/services/shipping';
import type { DayMoney } from './WeekChart';
import styles from './index.less';
import { lastDays } from './weekly';

addScreenMessages(dashboardMessages);

/** The chart library comes with the chart, not with the counts. */
const WeekChart = lazy(() => import(/* webpackChunkName: "screen-dashboard-chart" */ './WeekChart'));

/** The views a card counts and opens: the same filters go into the count and into the link. */
const PRINT_FAILED = { printStatus: PRINT_STATUS.failed } satisfies Partial<ShipListQuery>;
const LOW_BALANCE = { lowBalance: 1 } as const satisfies Partial<PlatformListQuery>;
const RECHARGE_PENDING = { status: RECHARGE_STATUS.pending } satisfies Partial<RechargeListQuery>;

/** Every count answer loads again when the operator comes back to the tab. */
const LIVE = { refreshOnReturn: true } as const;

interface Todo {
  key: string;
  title: MessageKey;
  hint: ReactNode;
  /** The list that shows these, with its tab and filters. */
  to: string;
  state: LoadState<unknown>;
  count: number | undefined;
  /** What acting on these takes; none: no screen acts on them (待审核充值 waits for the backend). */
  actedOnWith?: PermissionAction;
}

/**
 * 工作台: what waits for the operator today, each count opening the list that shows it with
 * its tab and filters, and the last seven days of money in and out. Only the lists this
 * operator's menu has are counted. Built from the existing endpoints only.
 */
export default function Dashboard() {
  const { t } = useMessages();
  const { initialState } = useModel('@@initialState');
  const has = (path: string) => Boolean(findMenuRoute(initialState?.routes ?? [], path));

  const ship = useApiQuery(getShipTabStat, {}, { ...LIVE, enabled: has('/orderDeliver') });
  const printFailed = useApiQuery(
    getShipList,
    { ...PRINT_FAILED, page: 1, limit: 1 },
    { ...LIVE, enabled: has('/orderDeliver') },
  );
  const settle = useApiQuery(agentSettlementStatusCount, {}, { ...LIVE, enabled: has('/agent/settlement') });
  const lowBalance = useApiQuery(
    getPlatformList,
    { ...LOW_BALANCE, page: 1, limit: 1 },
    { ...LIVE, enabled: has('/platform/list') },
  );
  const recharges = useApiQuery(
    getRechargeList,
    { ...RECHARGE_PENDING, page: 1, limit: 1 },
    { ...LIVE, enabled: has('/finance/recharge') },
  );
  const days = useMemo(() => lastDays(new Date()), []);
  const week = useDataQuery<DayMoney[]>({
    key: [getFlowList.path, 'week', days],
    reads: getFlowList.reads,
    enabled: has('/finance/flow'),
    refreshOnReturn: true,
    // One small call a day: each answers the totals of its day (`summary`), not its rows.
    load: (signal) =>
      Promise.all(
        days.map((day) =>
          getFlowList({ startTime: day, endTime: day, page: 1, limit: 1 }, { signal }).then((page) => ({
            day,
            income: page.summary?.income ?? 0,
            expense: page.summary?.expense ?? 0,
          })),
        ),
      ),
  });

  const all: Todo[] = [
    {
      key: 'toShip',
      title: 'dashboard.card.toShip',
      hint: t('dashboard.card.toShip.hint'),
      to: listLink<ShipListQuery>('/orderDeliver'),
      state: ship,
      count: ship.data?.[SHIP_STATUS.toShip],
      actedOnWith: 'ship:print',
    },
    {
      key: 'printFailed',
      title: 'dashboard.card.printFailed',
      hint: t('dashboard.card.printFailed.hint'),
      to: listLink<ShipListQuery>('/orderDeliver', { filters: PRINT_FAILED, tab: ALL_TAB }),
      state: printFailed,
      count: printFailed.data?.total,
      actedOnWith: 'ship:print',
    },
    {
      key: 'exception',
      title: 'dashboard.card.exception',
      hint: t('dashboard.card.exception.hint'),
      to: listLink<ShipListQuery>('/orderDeliver', { tab: SHIP_STATUS.exception }),
      state: ship,
      count: ship.data?.[SHIP_STATUS.exception],
      actedOnWith: 'ship:print',
    },
    {
      key: 'settlePending',
      title: 'dashboard.card.settlePending',
      hint: t('dashboard.card.settlePending.hint'),
      to: listLink<SettlementListQuery>('/agent/settlement'),
      state: settle,
      count: settle.data?.[SETTLEMENT_STATUS.pending] ?? (settle.data ? 0 : undefined),
      actedOnWith: 'settlement:confirm',
    },
    {
      key: 'settleVoucher',
      title: 'dashboard.card.settleVoucher',
      hint: t('dashboard.card.settleVoucher.hint'),
      to: listLink<SettlementListQuery>('/agent/settlement', { tab: SETTLEMENT_STATUS.awaitingVoucher }),
      state: settle,
      count: settle.data?.[SETTLEMENT_STATUS.awaitingVoucher] ?? (settle.data ? 0 : undefined),
      actedOnWith: 'settlement:voucher',
    },
    {
      key: 'lowBalance',
      title: 'dashboard.card.lowBalance',
      hint: t('dashboard.card.lowBalance.hint', { amount: formatMoney(LOW_BALANCE_FEN) }),
      to: listLink<PlatformListQuery>('/platform/list', { filters: LOW_BALANCE }),
      state: lowBalance,
      count: lowBalance.data?.total,
      actedOnWith: 'finance:recharge',
    },
    {
      key: 'rechargePending',
      title: 'dashboard.card.rechargePending',
      hint: t('dashboard.card.rechargePending.hint'),
      to: listLink<RechargeListQuery>('/finance/recharge', { filters: RECHARGE_PENDING }),
      state: recharges,
      count: recharges.data?.total,
    },
  ];
  const todos = all.filter((todo) => has(todo.to.split('?')[0]));

  return (
    <div data-testid="dashboard">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('dashboard.todo')}
      </Typography.Title>
      <div className={styles.todos}>
        {todos.map((todo) => (
          <TodoCard key={todo.key} todo={todo} />
        ))}
      </div>
      {has('/finance/flow') && (
        <Card title={t('dashboard.week.title')} style={{ marginTop: 16 }} extra={<Retry state={week} />}>
          {week.error && !week.data ? (
            <Failed state={week} />
          ) : !week.data ? (
            <Skeleton active paragraph={{ rows: 5 }} />
          ) : (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
              <WeekChart days={week.data} />
            </Suspense>
          )}
        </Card>
      )}
    </div>
  );
}

function Retry({ state }: { state: LoadState<unknown> }) {
  const { t } = useMessages();
  return (
    <Button
      type="text"
      size="small"
      icon={<ReloadOutlined />}
      aria-label={t('dashboard.retry')}
      loading={state.loading}
      onClick={state.reload}
    />
  );
}

function Failed({ state }: { state: LoadState<unknown> }) {
  const { t } = useMessages();
  return (
    <div role="alert" style={{ color: '#cf1322' }}>
      {t('dashboard.failed', { reason: state.error?.message ?? '' })}{' '}
      <Button size="small" onClick={state.reload}>
        {t('dashboard.retry')}
      </Button>
    </div>
  );
}

/** One count: its own loading and error state; a count of work waiting is coloured, 0 is not. */
function TodoCard({ todo }: { todo: Todo }) {
  const { t } = useMessages();
  const { state, count } = todo;
  const access = useAccess();
  // 去处理 only where this operator can act on them; where the role only reads, 去查看.
  const go = t(todo.actedOnWith && access.can(todo.actedOnWith) ? 'dashboard.open' : 'dashboard.view');
  const waiting = (count ?? 0) > 0;
  return (
    <Card size="small" data-testid={`todo-${todo.key}`} title={t(todo.title)} extra={<Retry state={state} />}>
      {state.error && count === undefined ? (
        <Failed state={state} />
      ) : count === undefined ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <Link
          to={todo.to}
          style={{ display: 'block', color: 'inherit' }}
          aria-label={`${t(todo.title)} ${count}，${go}`}
        >
          <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
            <span
              style={{ fontSize: 28, fontWeight: 600, color: waiting ? '#ad4e00' : 'rgba(0,0,0,0.88)' }}
              data-testid="todo-count"
            >
              {count.toLocaleString('zh-CN')}
            </span>
            <span style={{ color: '#0958d9' }}>
              {go} <RightOutlined />
            </span>
          </div>
          <div style={{ color: 'rgba(0,0,0,0.6)', fontSize: 12, marginTop: 4 }}>{todo.hint}</div>
        </Link>
      )}
    </Card>
  );
}
