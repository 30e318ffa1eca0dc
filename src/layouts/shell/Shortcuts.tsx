/**
 * The console's keyboard shortcuts (src/core/shortcuts.ts) and the header's search button:
 * ⌘K / Ctrl+K opens the search palette from anywhere, `/` focuses the list's keyword box,
 * `?` shows the shortcut sheet. The palette and the sheet load when first opened.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import type { MenuRoute } from '@/core/menus';
import { LIST_KEYWORD_ATTRIBUTE, SHOWN_PAGE_ATTRIBUTE, shortcutOf, typingIn } from '@/core/shortcuts';
import { colorVar } from '@/theme';

const Palette = lazy(() => import(/* webpackChunkName: "palette" */ '@/features/palette/Palette'));
const ShortcutSheet = lazy(() => import(/* webpackChunkName: "palette" */ '@/features/palette/ShortcutSheet'));

export default function Shortcuts({ routes }: { routes: MenuRoute[] }) {
  const { t } = useMessages();
  const [shown, setShown] = useState<'palette' | 'sheet'>();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event, typingIn(event.target));
      // The page tabs' own keys are the tab bar's (src/features/tabs/TabBar.tsx).
      if (!shortcut || shortcut === 'previousTab' || shortcut === 'nextTab') return;
      if (shortcut === 'keyword') {
        const box = document.querySelector<HTMLInputElement>(`[${SHOWN_PAGE_ATTRIBUTE}] [${LIST_KEYWORD_ATTRIBUTE}]`);
        if (!box) return;
        event.preventDefault();
        box.focus();
        box.select();
        return;
      }
      // Not over another dialog: a shortcut does not open a second layer on top of one.
      if (shortcut === 'sheet' && document.querySelector('.ant-modal-wrap:not([style*="display: none"])')) return;
      event.preventDefault();
      setShown(shortcut);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => setShown(undefined);
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined style={{ color: colorVar('onHeader'), fontSize: 16 }} />}
        aria-label={t('layout.search')}
        title={t('layout.search')}
        data-testid="open-palette"
        onClick={() => setShown('palette')}
      />
      <Suspense fallback={null}>
        {shown === 'palette' && <Palette routes={routes} onClose={close} />}
        {shown === 'sheet' && <ShortcutSheet onClose={close} />}
      </Suspense>
    </>
  );
}
