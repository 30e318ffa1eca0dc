/**
 * antd's dark and compact algorithms with the console's dark tokens: a chunk of its own,
 * loaded the first time an operator chooses dark, compact or a dark system (src/adapters/appearance.tsx).
 */
import type { ThemeConfig } from 'antd';
import compactAlgorithm from 'antd/es/theme/themes/compact';
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import { DARK_COMPONENTS, DARK_TOKENS, THEME } from '@/theme';

export function themeFor(dark: boolean, compact: boolean): ThemeConfig {
  return {
    ...THEME,
    algorithm: [dark ? darkAlgorithm : defaultAlgorithm, ...(compact ? [compactAlgorithm] : [])],
    token: dark ? DARK_TOKENS : THEME.token,
    components: dark ? DARK_COMPONENTS : undefined,
  };
}
