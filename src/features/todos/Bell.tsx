/**
 * The header's bell: the workbench's counts wherever the operator is, each opening its list
 * with the right tab and filter, with what is new since the operator last opened it marked.
 * Loaded after the screen (its own chunk); refreshed as ./bellShare.ts says.
 */
import { BellOutlined } from '@ant-design/icons';
import { Link, useAccess } from '@umijs/max';
import { Badge, Button, Popover, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { dataClient, DataProvider, useDataQuery, type LoadState } from '@/components/data';
import { findMenuRoute, type MenuRoute } from '@/core/menus';
import { isNumber, isRecordOf, readPreference, writePreference } from '@/core/preferences';
import todoMessages from '@/locales/zh-CN/todos';
import type { Resource } from '@/services/endpoint';
import { colorVar } from '@/theme';
import {
  afterLoad,
  claimLoad,
  nextDue,
  parseShared,
  readShared,
  sharedKey,
  writeShared,
  type BellData,
  type SharedCounts,
} from './bellShare';
import { loadSource, SOURCE_KEYS, TODO_SOURCES, type SourceKey } from './sources';
import { todoList, type Todo, type TodoCounts } from './todoList';

addScreenMessages(todoMessages);

/** How often a visible tab checks whether the counts are due (the load itself is once a minute). */
const CHECK_MS = 5_000;

/** The bell's one answer, in the shape the workbench's cards read. */
function asCounts(state: LoadState<SharedCounts>): TodoCounts {
  const of = <K extends SourceKey>(key: K) => ({
    ...state,
    data: state.data?.data[key] as BellData[K],
    error: state.data?.failed.includes(key) ? state.error : undefined,
  });
  return Object.fromEntries(SOURCE_KEYS.map((key) => [key, of(key)])) as unknown as TodoCounts;
}

function useBellCounts(userId: number, keys: SourceKey[]) {
  const [tabId] = useState(() => Math.random().toString(36).slice(2));
  const key = useMemo(() => ['todo-bell', userId, keys], [userId, keys]);
  // A tab opened within the minute shows what another tab loaded, without asking again.
  useState(() => {
    const shared = readShared(userId);
    if (shared && Date.now() < nextDue(shared)) dataClient().setQueryData(key, shared);
    return true;
  });
  const state = useDataQuery<SharedCounts>({
    key,
    reads: [...new Set(keys.flatMap((source) => TODO_SOURCES[source].call.reads as readonly Resource[]))],
    // Fresh until the schedule says otherwise (or a change in this tab invalidates it).
    staleTime: Infinity,
    load: async (signal) => {
      const results = await Promise.allSettled(keys.map((source) => loadSource(source, signal)));
      const loaded: Record<string, unknown> = {};
      const failed: SourceKey[] = [];
      results.forEach((result, index) =>
        result.status === 'fulfilled' ? (loaded[keys[index]] = result.value) : failed.push(keys[index]),
      );
      const next = afterLoad(readShared(userId), loaded as BellData, failed);
      writeShared(userId, next);
      return next;
    },
  });
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    const due = () => {
      const shared = readShared(userId) ?? latest.current.data;
      if (latest.current.loading || Date.now() < nextDue(shared)) return;
      if (claimLoad(userId, tabId)) latest.current.reload();
    };
    // A hidden tab keeps no timer: it checks again when it is shown.
    let timer: ReturnType<typeof setInterval> | undefined;
    const follow = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      due();
      timer = setInterval(due, CHECK_MS);
    };
    const adopt = (event: StorageEvent) => {
      if (event.key !== sharedKey(userId)) return;
      const shared = parseShared(event.newValue);
      if (shared) dataClient().setQueryData(key, shared);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    window.addEventListener('storage', adopt);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', follow);
      window.removeEventListener('storage', adopt);
    };
  }, [userId, tabId, key]);
  return state;
}

/**
 * What the operator saw when last opening the bell: a count above it is new work. Counts are
 * the server's, so they are this sign-in's (gone at sign-out), not a layout preference.
 */
function useSeen(userId: number, todos: Todo[]) {
  const storageKey = `todo-bell-seen:${userId}`;
  const [seen, setSeen] = useState(() => readPreference(storageKey, isRecordOf(isNumber)));
  const counted = todos.filter((todo) => todo.count !== undefined);
  // Never opened on this device: what waits now is the starting point, not all "new".
  useEffect(() => {
    if (seen || counted.length === 0) return;
    const start = Object.fromEntries(counted.map((todo) => [todo.key, todo.count!]));
    writePreference(storageKey, start);
    setSeen(start);
  }, [seen, counted, storageKey]);
  const fresh = (todo: Todo) => Math.max(0, (todo.count ?? 0) - (seen?.[todo.key] ?? todo.count ?? 0));
  const look = () => {
    const now = { ...seen, ...Object.fromEntries(counted.map((todo) => [todo.key, todo.count!])) };
    writePreference(storageKey, now);
    setSeen(now);
  };
  return { fresh, look };
}

function BellList({
  todos,
  fresh,
  state,
}: {
  todos: Todo[];
  fresh: (todo: Todo) => number;
  state: LoadState<SharedCounts>;
}) {
  const { t } = useMessages();
  const access = useAccess();
  const waiting = todos.filter((todo) => (todo.count ?? 0) > 0);
  return (
    <div style={{ width: 280 }} data-testid="todo-bell-list">
      {waiting.length === 0 ? (
        <Typography.Text type="secondary">{t('todos.bell.none')}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {waiting.map((todo) => (
            <li key={todo.key}>
              <Link
                to={todo.to}
                style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0', color: 'inherit' }}
              >
                <span style={{ flex: 1 }}>{t(todo.title)}</span>
                {todo.actedOnWith && !access.can(todo.actedOnWith) && (
                  <Tag title={t('todos.bell.readOnly.hint')}>{t('todos.bell.readOnly')}</Tag>
                )}
                {fresh(todo) > 0 && <Tag color="red">{`${t('todos.bell.new')} +${fresh(todo)}`}</Tag>}
                <strong>{todo.count!.toLocaleString('zh-CN')}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {state.data?.failed.length ? (
        <Typography.Text type="warning" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t('todos.bell.failed')}
        </Typography.Text>
      ) : state.data ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t('todos.bell.updated', { time: new Date(state.data.at).toLocaleTimeString('zh-CN', { hour12: false }) })}
        </Typography.Text>
      ) : null}
    </div>
  );
}

function BellButton({ routes, userId }: { routes: MenuRoute[]; userId: number }) {
  const messages = useMessages();
  const { t } = messages;
  const keys = useMemo(
    () => SOURCE_KEYS.filter((source) => findMenuRoute(routes, TODO_SOURCES[source].path)),
    [routes],
  );
  const state = useBellCounts(userId, keys);
  const todos = todoList(messages, asCounts(state)).filter((todo) => keys.includes(todo.source));
  const { fresh, look } = useSeen(userId, todos);
  const newWork = todos.reduce((sum, todo) => sum + fresh(todo), 0);
  const waiting = todos.reduce((sum, todo) => sum + (todo.count ?? 0), 0);
  if (keys.length === 0) return null;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('todos.bell.title')}
      content={<BellList todos={todos} fresh={fresh} state={state} />}
      // Seen once the operator has read the list: what was new stays marked while it is open.
      onOpenChange={(open) => !open && look()}
    >
      <Button
        type="text"
        aria-label={t('layout.bell', { count: waiting })}
        data-testid="todo-bell"
        style={{ color: colorVar('onHeader') }}
        icon={
          // What waits shows from the first load after signing in (grey); what is new since
          // the operator last looked, in red.
          // A count of two or more digits (99+) is moved off the glyph: centred on its corner it
          // would hide the bell itself.
          <Badge
            count={newWork || waiting}
            size="small"
            offset={[(newWork || waiting) > 9 ? 12 : 0, 0]}
            color={newWork ? undefined : colorVar('muted')}
          >
            <BellOutlined style={{ color: colorVar('onHeader'), fontSize: 16 }} />
          </Badge>
        }
      />
    </Popover>
  );
}

/** Its own data provider: the header sits outside the screens' (the same client, src/components/data). */
export default function Bell(props: { routes: MenuRoute[]; userId: number }) {
  return (
    <DataProvider>
      <BellButton {...props} />
    </DataProvider>
  );
}
