/** antd's theme derivation remembered per seed: derived ahead once, found by the first render. */
import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import seedToken from 'antd/es/theme/themes/seed';
import { describe, expect, it, vi } from 'vitest';
import { rememberedAlgorithm } from '@/adapters/rememberedAlgorithm';
import { THEME } from '@/theme';

describe('rememberedAlgorithm', () => {
  it('derives a seed once, whatever order antd merged its keys in, and derives the same token', () => {
    const algorithm = vi.fn(defaultAlgorithm);
    const remembered = rememberedAlgorithm(algorithm);
    const ahead = { ...seedToken, ...THEME.token } as SeedToken;
    const first = remembered(ahead);
    // The render's seed: the console's tokens first, then antd's default seed under them.
    const inRender = Object.fromEntries(Object.entries(ahead).reverse()) as unknown as SeedToken;
    expect(remembered(inRender)).toBe(first);
    expect(algorithm).toHaveBeenCalledTimes(1);
    expect(first).toEqual(defaultAlgorithm(ahead));
  });

  it('derives a different seed anew, and passes a map (a later algorithm in a list) through', () => {
    const algorithm = vi.fn(defaultAlgorithm);
    const remembered = rememberedAlgorithm(algorithm);
    const light = remembered({ ...seedToken } as SeedToken);
    const other = remembered({ ...seedToken, colorPrimary: '#cf1322' } as SeedToken);
    expect(other.colorPrimary).toBe('#cf1322');
    expect(other).not.toBe(light);
    remembered({ ...seedToken } as SeedToken, light as MapToken);
    remembered({ ...seedToken } as SeedToken, light as MapToken);
    expect(algorithm).toHaveBeenCalledTimes(4);
  });
});
