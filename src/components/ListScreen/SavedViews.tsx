/**
 * 常用筛选: the operator's own named views of a list (its filters and tab, as the URL says
 * them), kept with their other preferences (per user, across sign-out). One click opens a
 * view; the current one can be saved under a name; a view no longer wanted is deleted.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { isRecord, readPreference, writePreference } from '@/core/preferences';
import { PAGE_KEY, PAGE_SIZE_KEY } from '@/core/urlQuery';
import { ViewsButton } from './ViewsButton';

interface SavedView {
  name: string;
  /** The view's query: filters and tab (never the page or its size). */
  search: string;
}

const MAX_VIEWS = 20;

const isSavedViews = (value: unknown): value is SavedView[] =>
  Array.isArray(value) &&
  value.every((view) => isRecord(view) && typeof view.name === 'string' && typeof view.search === 'string');
const MAX_NAME = 20;

/** What a view keeps of the address: its filters and tab, not where the operator had paged to. */
function viewSearch(search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  kept.delete(PAGE_KEY);
  kept.delete(PAGE_SIZE_KEY);
  return kept.toString();
}

export interface SavedViewsProps {
  storageKey: string;
  current: URLSearchParams;
  open: (search: string) => void;
}

/** The panel, with its popover: loaded when the operator first opens it (./SavedViewsButton.tsx). */
export default function SavedViews({ storageKey, current, open }: SavedViewsProps) {
  const { t } = useMessages();
  const [views, setViews] = useState<SavedView[]>(() => readPreference(storageKey, isSavedViews) ?? []);
  const [name, setName] = useState('');
  const [shown, setShown] = useState(true);
  const store = (next: SavedView[]) => {
    writePreference(storageKey, next);
    setViews(next);
  };
  const here = viewSearch(current);
  const trimmed = name.trim();
  const save = () => {
    if (!trimmed) return;
    // The same name again replaces that view: names are the operator's handles.
    store([{ name: trimmed, search: here }, ...views.filter((view) => view.name !== trimmed)].slice(0, MAX_VIEWS));
    setName('');
  };

  const content = (
    <div style={{ width: 300 }} data-testid="saved-views">
      {views.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.views.none')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {views.map((view) => (
            <li key={view.name} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}>
              <Typography.Link
                style={{ flex: 1, fontWeight: view.search === here ? 600 : undefined }}
                onClick={() => {
                  setShown(false);
                  open(view.search);
                }}
              >
                {view.name}
              </Typography.Link>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('list.views.delete', { name: view.name })}
                onClick={() => store(views.filter((other) => other.name !== view.name))}
              />
            </li>
          ))}
        </ul>
      )}
      <Space.Compact style={{ width: '100%', marginTop: 12 }}>
        <Input
          value={name}
          maxLength={MAX_NAME}
          placeholder={t('list.views.name')}
          aria-label={t('list.views.name')}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={save}
        />
        <Button type="primary" disabled={!trimmed} onClick={save}>
          {t('list.views.save')}
        </Button>
      </Space.Compact>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
        {t('list.views.hint')}
      </Typography.Text>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('list.views.title')}
      content={content}
      open={shown}
      onOpenChange={setShown}
    >
      <ViewsButton count={views.length} />
    </Popover>
  );
}
