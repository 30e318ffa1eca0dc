/**
 * What a dark or compact appearance needs and a light operator's pages never load: antd's dark
 * and compact algorithms and the console's dark values (src/themeDark.ts), a chunk of its own
 * loaded the first time an operator's appearance needs it (src/adapters/appearance.tsx).
 */
import type { ThemeConfig } from 'antd';
import compactAlgorithm from 'antd/es/theme/themes/compact';
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import { THEME } from '@/theme';
import { DARK_COMPONENTS, DARK_TOKENS } from '@/themeDark';

export { DARK_COLORS } from '@/themeDark';

export function themeFor(dark: boolean, compact: boolean): ThemeConfig {
  return {
    ...THEME,
    algorithm: [dark ? darkAlgorithm : defaultAlgorithm, ...(compact ? [compactAlgorithm] : [])],
    token: dark ? DARK_TOKENS : THEME.token,
    components: dark ? DARK_COMPONENTS : undefined,
  };
}
