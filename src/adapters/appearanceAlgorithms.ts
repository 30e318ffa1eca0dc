/**
 * What a dark or compact appearance needs and a light operator's pages never load: antd's dark
 * and compact algorithms and the console's dark values (src/themeDark.ts), a chunk of its own
 * loaded the first time an operator's appearance needs it (src/adapters/appearance.tsx).
 */
import type { ThemeConfig } from 'antd';
import getDesignToken from 'antd/es/theme/getDesignToken';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import compactAlgorithm from 'antd/es/theme/themes/compact';
import antdDarkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import { THEME } from '@/theme';
import { DARK_COMPONENTS, DARK_TOKENS } from '@/themeDark';

export { DARK_COLORS } from '@/themeDark';

/**
 * antd's dark derivation (every preset colour's dark and light palettes: one unit of work a
 * sliced render cannot split), remembered per seed: the layout's nested theme providers derive
 * the same seed, and `warmDark` derives it before the operator chooses 深色.
 */
const derived = new Map<string, MapToken>();
function darkAlgorithm(seed: SeedToken, mapToken?: MapToken): MapToken {
  if (mapToken) return antdDarkAlgorithm(seed, mapToken);
  const key = JSON.stringify(seed);
  let result = derived.get(key);
  if (!result) {
    result = antdDarkAlgorithm(seed);
    if (derived.size >= 4) derived.clear();
    derived.set(key, result);
  }
  return result;
}

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
    algorithm: [dark ? darkAlgorithm : defaultAlgorithm, ...(compact ? [compactAlgorithm] : [])],
    token: dark ? DARK_TOKENS : THEME.token,
    components: dark ? DARK_COMPONENTS : undefined,
  };
}
