import { InfoCircleOutlined, LogoutOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useSyncExternalStore, type ReactNode } from 'react';
import { prepareAppearanceChoice } from '@/adapters/appearance';
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
 * and shown at once without a reload, then 退出登录. It follows the choice itself, so a switch
 * renders this menu at once and leaves the rest of the layout to the theme's own, sliced,
 * render (src/adapters/appearance.tsx). 诊断信息 opens what support asks for (./Diagnostics.tsx).
 */
export default function UserMenu({
  onLogout,
  onDiagnostics,
  children,
}: {
  onLogout: () => void;
  onDiagnostics: () => void;
  children: ReactNode;
}) {
  const { t } = useMessages();
  const chosen = useSyncExternalStore(subscribeAppearance, chosenAppearance);
  const menu: MenuProps = {
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
      { key: 'diagnostics', icon: <InfoCircleOutlined />, label: t('layout.diagnostics') },
      { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
    ],
    onClick: ({ key }) => {
      const [kind, value] = key.split(':');
      if (kind === 'mode') chooseAppearance({ mode: value as ThemeMode });
      else if (kind === 'density') chooseAppearance({ density: value as Density });
      else if (key === 'logout') onLogout();
      else if (key === 'diagnostics') onDiagnostics();
    },
  };
  return (
    <Dropdown menu={menu} onOpenChange={(open) => open && prepareAppearanceChoice()}>
      {children}
    </Dropdown>
  );
}
