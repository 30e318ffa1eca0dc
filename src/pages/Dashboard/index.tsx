import { ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useAccess, useModel } from '@umijs/max';
import { Button, Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { SCREEN_PATH } from '@/services/screens';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useDataQuery, type LoadState } from '@/components/data';
import { findMenuRoute } from '@/core/menus';
import dashboardMessages from '@/locales/zh-CN/dashboard';
import { todoList, type Todo } from '@/features/todos/todoList';
import { TODO_SOURCES } from '@/features/todos/sources';
import { useTodoCounts } from '@/features/todos/useTodoCounts';
import todoMessages from '@/locales/zh-CN/todos';
import { getFlowList } from '@/services/finance';
import { colorVar } from '@/theme';
import type { DayMoney } from './WeekChart';
import styles from './index.less';
import { lastDays } from './weekly';

addScreenMessages({ ...dashboardMessages, ...todoMessages });

/** The chart library comes with the chart, not with the counts. */
const WeekChart = lazy(() => import(/* webpackChunkName: "screen-dashboard-chart" */ './WeekChart'));

/**
 * 工作台: what waits for the operator today, each count opening the list that shows it with
 * its tab and filters, and the last seven days of money in and out. Only the lists this
 * operator's menu has are counted. Built from the existing endpoints only.
 */
export default function Dashboard() {
  const messages = useMessages();
  const { t } = messages;
  const { initialState } = useModel('@@initialState');
  const has = (path: string) => Boolean(findMenuRoute(initialState?.routes ?? [], path));

  const counts = useTodoCounts(has);
  const days = useMemo(() => lastDays(new Date()), []);
  const week = useDataQuery<DayMoney[]>({
    key: [getFlowList.path, 'week', days],
    reads: getFlowList.reads,
    enabled: has(SCREEN_PATH.flows),
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

  const all = todoList(messages, counts);
  const todos = all.filter((todo) => has(TODO_SOURCES[todo.source].path));

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
      {has(SCREEN_PATH.flows) && (
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
    <div role="alert" style={{ color: colorVar('error') }}>
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
              style={{ fontSize: 28, fontWeight: 600, color: colorVar(waiting ? 'warningText' : 'text') }}
              data-testid="todo-count"
            >
              {count.toLocaleString('zh-CN')}
            </span>
            <span style={{ color: colorVar('primary') }}>
              {go} <RightOutlined />
            </span>
          </div>
          <div style={{ color: colorVar('textSecondary'), fontSize: 12, marginTop: 4 }}>{todo.hint}</div>
        </Link>
      )}
    </Card>
  );
}
