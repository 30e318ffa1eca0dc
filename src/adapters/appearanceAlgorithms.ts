/**
 * What a dark or compact appearance needs and a light operator's pages never load: antd's dark
 * and compact algorithms and the console's dark values (src/themeDark.ts), a chunk of its own
 * loaded the first time an operator's appearance needs it (src/adapters/appearance.tsx).
 */
import type { ThemeConfig } from 'antd';
import getDesignToken from 'antd/es/theme/getDesignToken';
import compactAlgorithm from 'antd/es/theme/themes/compact';
import antdDarkAlgorithm from 'antd/es/theme/themes/dark';
import { THEME } from '@/theme';
import { DARK_COMPONENTS, DARK_TOKENS } from '@/themeDark';
import { lightAlgorithm } from './lightTheme';
import { rememberedAlgorithm } from './rememberedAlgorithm';

export { DARK_COLORS } from '@/themeDark';

/** antd's dark algorithm, each seed's derivation remembered (warmDark derives it ahead). */
const darkAlgorithm = rememberedAlgorithm(antdDarkAlgorithm);

/** Derives the dark theme ahead (the user menu opened): the switch then finds it remembered. */
const warmed = new Set<boolean>();
export function warmDark(compact: boolean): void {
  if (warmed.has(compact)) return;
  warmed.add(compact);
  getDesignToken(themeFor(true, compact));
}

export function themeFor(dark: boolean, compact: boolean): ThemeConfig {
  return {
    ...THEME,
    algorithm: [dark ? darkAlgorithm : lightAlgorithm, ...(compact ? [compactAlgorithm] : [])],
    token: dark ? DARK_TOKENS : THEME.token,
    components: dark ? DARK_COMPONENTS : undefined,
  };
}
