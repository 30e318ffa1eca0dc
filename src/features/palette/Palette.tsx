/**
 * The search palette (⌘K / Ctrl+K): screens by name and records by number or name, from
 * anywhere. Keyboard first: ↑↓ move, Enter opens, Esc closes. Records come from the list
 * endpoints (./finders.ts), a few at once, the older search cancelled as the text changes;
 * only the lists in the operator's menu, and only with their view permission.
 */
import { SearchOutlined } from '@ant-design/icons';
import { history, useAccess } from '@umijs/max';
import { useDebounce } from 'ahooks';
import { Empty, Input, Modal, Spin, Typography, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { DataProvider, useDataQuery } from '@/components/data';
import { findMenuRoute, type MenuRoute } from '@/core/menus';
import { foldSearchText, numbersIn } from '@/core/searchText';
import { pasteLinesApart } from '@/components/pasteLinesApart';
import paletteMessages from '@/locales/zh-CN/palette';
import { AS_LEFT } from '@/core/tabs';
import { openRecord } from '@/features/records/recordStore';
import { findAll, FINDERS, HITS_PER_FINDER, type Found, type Hit } from './finders';
import styles from './palette.less';
import { wordsOf } from './screenWords';
import { matchScreens, screenEntries } from './screens';

addScreenMessages(paletteMessages);

/** Records are looked for from two characters on: one matches half the tables. */
const MIN_RECORD_TEXT = 2;
const SETTLE_MS = 250;

interface Group {
  key: string;
  label: string;
  hits: Hit[];
  /** More than shown: the list filtered to the text. */
  more?: { note: string; to: string };
  failed?: boolean;
}

function useGroups(routes: MenuRoute[], text: string) {
  const messages = useMessages();
  const { t } = messages;
  const access = useAccess();
  const entries = useMemo(() => screenEntries(routes), [routes]);
  const finders = useMemo(
    () =>
      FINDERS.filter((each) => findMenuRoute(routes, each.path) && (!each.call.action || access.can(each.call.action))),
    [routes, access],
  );
  // ＺＬ２０２６… pasted from a chat finds ZL2026…
  const settled = useDebounce(foldSearchText(text), { wait: SETTLE_MS });
  // A pasted column of numbers is one search, on the order list (it looks each one up there).
  const numbers = numbersIn(settled);
  const orders = finders.find((each) => each.key === 'order');
  const many = numbers.length > 1 && orders ? numbers : undefined;
  const records = useDataQuery<Found[]>({
    key: ['palette', settled, finders.map((each) => each.key)],
    reads: [...new Set(finders.flatMap((each) => each.call.reads))],
    enabled: !many && settled.length >= MIN_RECORD_TEXT && finders.length > 0,
    load: (signal) => findAll(finders, settled, messages, signal),
  });
  // A path the console does not know has no words of its own.
  const screens = matchScreens(entries, text, wordsOf);
  const groups: Group[] = [];
  if (screens.length)
    groups.push({
      key: 'screens',
      label: t('palette.screens'),
      hits: screens.map((screen) => ({
        key: `screen-${screen.path}`,
        title: screen.name,
        to: screen.path,
        asLeft: true,
      })),
    });
  if (many && orders)
    groups.push({
      key: 'many',
      label: t('palette.many.group'),
      hits: [{ key: 'many', title: t('palette.many', { count: many.length }), to: orders.all(many.join(' ')) }],
    });
  const current = settled === foldSearchText(text) && !many ? records.data : undefined;
  for (const found of current ?? []) {
    const each = FINDERS.find((candidate) => candidate.key === found.key)!;
    const label = findMenuRoute(routes, each.path)?.name ?? each.path;
    if (found.failed) groups.push({ key: found.key, label, hits: [], failed: true });
    else if (found.hits.length)
      groups.push({
        key: found.key,
        label,
        hits: found.hits,
        more:
          found.total > HITS_PER_FINDER
            ? { note: t('palette.more', { count: HITS_PER_FINDER }), to: each.all(settled) }
            : undefined,
      });
  }
  const searching =
    !many && foldSearchText(text).length >= MIN_RECORD_TEXT && finders.length > 0 && (records.loading || !current);
  return { groups, searching };
}

function PaletteBody({ routes, onClose }: { routes: MenuRoute[]; onClose: () => void }) {
  const { t } = useMessages();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { groups, searching } = useGroups(routes, text);
  const hits = groups.flatMap((group) => group.hits);
  const chosen = Math.min(active, Math.max(0, hits.length - 1));
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const input = useRef<InputRef>(null);
  // Over an open drawer or dialog, that one holds the focus (antd locks it inside itself) until
  // the palette's own lock is set, after this mounts: the typing goes to the palette all the same.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, []);

  const open = (hit: Hit | undefined) => {
    if (!hit) return;
    onClose();
    // A record opens over the screen the operator is on; a screen opens as it was left; the
    // list filtered to a text ("more") is the link's own view.
    if (hit.record) openRecord(hit.record);
    else history.push(hit.to, hit.asLeft ? AS_LEFT : undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((chosen + step + hits.length) % Math.max(1, hits.length));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      open(hits[chosen]);
    }
  };

  let index = -1;
  return (
    <>
      <Input
        ref={input}
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t('palette.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onPaste={pasteLinesApart}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={hits.length ? optionId(chosen) : undefined}
        aria-label={t('palette.title')}
      />
      <div className={styles.results}>
        <ul id={listId} role="listbox" aria-label={t('palette.title')} className={styles.list}>
          {groups.map((group) => (
            <li key={group.key} role="presentation">
              <div className={styles.group} role="presentation">
                {group.label}
              </div>
              {group.failed && (
                <Typography.Text type="danger" className={styles.note}>
                  {t('palette.failed', { source: group.label })}
                </Typography.Text>
              )}
              <ul role="group" aria-label={group.label} className={styles.list}>
                {group.hits.map((hit) => {
                  index += 1;
                  const mine = index;
                  return (
                    <li
                      key={hit.key}
                      id={optionId(mine)}
                      role="option"
                      aria-selected={mine === chosen}
                      className={mine === chosen ? `${styles.option} ${styles.chosen}` : styles.option}
                      onMouseEnter={() => setActive(mine)}
                      onClick={() => open(hit)}
                    >
                      <span className={styles.title}>{hit.title}</span>
                      {hit.sub && <span className={styles.sub}>{hit.sub}</span>}
                    </li>
                  );
                })}
              </ul>
              {group.more && (
                <Typography.Link
                  className={styles.note}
                  onClick={() => open({ key: 'more', title: '', to: group.more!.to })}
                >
                  {group.more.note}
                </Typography.Link>
              )}
            </li>
          ))}
        </ul>
        {searching && (
          <div className={styles.state}>
            <Spin size="small" /> {t('palette.searching')}
          </div>
        )}
        {!searching && text.trim() && groups.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('palette.nothing', { text: text.trim() })} />
        )}
      </div>
      <Typography.Text type="secondary" className={styles.hint}>
        {t('palette.hint')}
      </Typography.Text>
    </>
  );
}

export default function Palette({ routes, onClose }: { routes: MenuRoute[]; onClose: () => void }) {
  const { t } = useMessages();
  return (
    <Modal
      open
      title={t('palette.title')}
      footer={null}
      onCancel={onClose}
      width={640}
      style={{ top: 80 }}
      destroyOnHidden
    >
      <DataProvider>
        <PaletteBody routes={routes} onClose={onClose} />
      </DataProvider>
    </Modal>
  );
}
