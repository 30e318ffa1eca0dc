import type { ThemeConfig } from 'antd';
import type { SeedToken } from 'antd/es/theme/interface';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import seedToken from 'antd/es/theme/themes/seed';
import { THEME } from '@/theme';
import { rememberedAlgorithm } from './rememberedAlgorithm';

/** antd's default (light) algorithm, each seed's derivation remembered. */
export const lightAlgorithm = rememberedAlgorithm(defaultAlgorithm);

/** The light theme the console renders: THEME, on the remembered light algorithm. */
export const LIGHT_THEME: ThemeConfig = { ...THEME, algorithm: lightAlgorithm };

/**
 * Derives the light theme now, so the first render finds it done: 20–35 ms of antd's palettes
 * moved out of the render's task (docs/decisions.md). The seed is the one antd's provider
 * merges for LIGHT_THEME: antd's default seed, then the console's tokens.
 */
export function deriveLightAhead(): void {
  lightAlgorithm({ ...seedToken, ...THEME.token } as SeedToken);
}
