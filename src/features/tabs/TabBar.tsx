import { history } from '@umijs/max';
import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, Tabs, theme } from 'antd';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type MouseEvent,
  type RefObject,
} from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import tabMessages from '@/locales/zh-CN/tabs';
import { useAfterFirstPaint } from '@/components/useAfterFirstPaint';
import { shortcutOf, typingIn } from '@/core/shortcuts';
import { othersOf, rightOf } from '@/core/tabs';
import { subscribeUnsaved, unsavedPaths } from '@/core/unsavedWork';
import type { ShownTab } from './useTabs';
import styles from './TabBar.less';

addScreenMessages(tabMessages);

/**
 * The bar of open page tabs under the header: a click shows a tab as it was left, × or a
 * middle click closes it, and its context menu closes the others or those to its right.
 * The last tab cannot be closed (there would be no page to show).
 */
export default function TabBar({
  tabs,
  shown,
  onClose,
}: {
  tabs: ShownTab[];
  shown: string | undefined;
  onClose: (paths: readonly string[]) => void;
}) {
  const { t } = useMessages();
  const { token } = theme.useToken();
  const unsaved = new Set(useSyncExternalStore(subscribeUnsaved, unsavedPaths).split('\n'));
  useTabKeys(tabs, shown);
  const bar = useRef<HTMLElement>(null);
  useBarHeight(bar, tabs.length > 0);
  // antd's Tabs measures its tabs as it mounts: with the layout, that laid out the whole new page
  // inside the layout's commit (127–225 ms on a cold load); a frame later, the bar alone.
  const measurable = useAfterFirstPaint();
  if (tabs.length === 0) return null;
  const closable = tabs.length > 1;
  const middleClick = (path: string) => (event: MouseEvent) => {
    if (event.button !== 1 || !closable) return;
    event.preventDefault();
    onClose([path]);
  };
  // The × is drawn inside the label, hidden from assistive tools: antd's own close button sits
  // beside the tab inside the tab list, which a tab list may not hold (axe: aria-required-children).
  // From the keyboard, Delete closes the focused tab; its menu says the rest.
  const items = tabs.map((tab) => ({
    key: tab.path,
    closable: false,
    label: (
      <Dropdown
        trigger={['contextMenu']}
        menu={{
          items: [
            { key: 'close', label: t('tabs.close'), disabled: !closable },
            { key: 'others', label: t('tabs.closeOthers'), disabled: tabs.length < 2 },
            { key: 'right', label: t('tabs.closeRight'), disabled: rightOf(tabs, tab.path).length === 0 },
          ],
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            if (key === 'close') onClose([tab.path]);
            if (key === 'others') onClose(othersOf(tabs, tab.path));
            if (key === 'right') onClose(rightOf(tabs, tab.path));
          },
        }}
      >
        {/* auxclick: the middle button, which does not fire a click. */}
        <span
          className={styles.label}
          onAuxClick={middleClick(tab.path)}
          onMouseDown={(event) => event.button === 1 && event.preventDefault()}
        >
          <span className={styles.name}>{tab.title}</span>
          {unsaved.has(tab.path) && (
            // The tab keeps its name for assistive tools; the mark says it to the eye and on hover.
            <span
              className={styles.unsaved}
              style={{ background: token.colorWarning }}
              aria-hidden
              title={t('tabs.unsaved')}
              data-tab-unsaved={tab.path}
            />
          )}
          {closable && (
            <CloseOutlined
              aria-hidden
              title={t('tabs.close')}
              data-tab-close={tab.path}
              className={styles.close}
              onClick={(event) => {
                event.stopPropagation();
                onClose([tab.path]);
              }}
            />
          )}
        </span>
      </Dropdown>
    ),
  }));
  return (
    <nav
      ref={bar}
      // The layout's own background, from the theme: the rows pass beneath the stuck bar.
      style={{ background: token.colorBgLayout }}
      aria-label={t('tabs.label')}
      className={styles.bar}
      onKeyDown={(event) => {
        if (!closable || (event.key !== 'Delete' && event.key !== 'Backspace')) return;
        const path = (event.target as HTMLElement).closest('[data-node-key]')?.getAttribute('data-node-key');
        if (!path || (event.target as HTMLElement).getAttribute('role') !== 'tab') return;
        event.preventDefault();
        onClose([path]);
      }}
    >
      {measurable && (
        <Tabs
          type="card"
          size="small"
          activeKey={shown ?? ''}
          items={items}
          onChange={(path) => showTab(tabs.find((candidate) => candidate.path === path))}
        />
      )}
    </nav>
  );
}

/** Shows a tab as it was left. */
function showTab(tab: ShownTab | undefined) {
  // A transition: the kept page is revealed in a render the browser can interleave with its own
  // work, not one long task.
  if (tab) startTransition(() => history.push(tab.url));
}

/** Alt+Shift+← / → show the tab before or after the shown one (src/core/shortcuts.ts). */
function useTabKeys(tabs: ShownTab[], shown: string | undefined) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event, typingIn(event.target));
      if ((shortcut !== 'previousTab' && shortcut !== 'nextTab') || tabs.length < 2) return;
      event.preventDefault();
      const at = tabs.findIndex((tab) => tab.path === shown);
      const step = shortcut === 'nextTab' ? 1 : -1;
      showTab(tabs[(at + step + tabs.length) % tabs.length]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tabs, shown]);
}

/**
 * The bar's height, for the drawers that open below it (`console-below-tabs`, src/global.less).
 * Read when the browser lays the bar out (a ResizeObserver), never in a render's commit: a read
 * there forced a restyle of the whole page in the same task (a theme switch's new styles).
 */
function useBarHeight(bar: RefObject<HTMLElement | null>, present: boolean) {
  useLayoutEffect(() => {
    const element = bar.current;
    const root = document.documentElement.style;
    if (!element) return;
    const measure = () => root.setProperty('--console-tab-bar-height', `${element.offsetHeight}px`);
    // Without a ResizeObserver (jsdom), once now.
    const observer = typeof ResizeObserver === 'undefined' ? measure() : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.setProperty('--console-tab-bar-height', '0px');
    };
  }, [bar, present]);
}
