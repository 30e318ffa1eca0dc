import { LogoutOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useSyncExternalStore } from 'react';
import { useMessages } from '@/adapters/intl';
import {
  chooseAppearance,
  chosenAppearance,
  DENSITIES,
  subscribeAppearance,
  THEME_MODES,
  type Density,
  type ThemeMode,
} from '@/core/appearance';

/**
 * The header's user menu: 外观 (浅色 / 深色 / 跟随系统), 密度 (标准 / 紧凑), each this operator's
 * and shown at once without a reload, then 退出登录.
 */
export function useUserMenu(onLogout: () => void): MenuProps {
  const { t } = useMessages();
  const chosen = useSyncExternalStore(subscribeAppearance, chosenAppearance);
  return {
    selectable: true,
    selectedKeys: [`mode:${chosen.mode}`, `density:${chosen.density}`],
    items: [
      {
        type: 'group',
        label: t('layout.appearance'),
        children: THEME_MODES.map((mode) => ({ key: `mode:${mode}`, label: t(`layout.appearance.${mode}`) })),
      },
      {
        type: 'group',
        label: t('layout.density'),
        children: DENSITIES.map((density) => ({ key: `density:${density}`, label: t(`layout.density.${density}`) })),
      },
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
    ],
    onClick: ({ key }) => {
      const [kind, value] = key.split(':');
      if (kind === 'mode') chooseAppearance({ mode: value as ThemeMode });
      else if (kind === 'density') chooseAppearance({ density: value as Density });
      else if (key === 'logout') onLogout();
    },
  };
}
