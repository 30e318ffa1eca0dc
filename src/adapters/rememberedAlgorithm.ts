import type { MappingAlgorithm } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';

/**
 * One of antd's theme algorithms, its derivation from a seed remembered (every preset colour's
 * palettes: one unit of work a sliced render cannot split). The layout's nested theme providers
 * derive the same seed, and the shown theme is derived ahead, in a task of its own, before the
 * first render needs it (src/adapters/appearance.tsx). Only a first algorithm, the one handed
 * the seed alone, is remembered: a later one (compact) gets the map to change.
 */
export function rememberedAlgorithm(algorithm: MappingAlgorithm): MappingAlgorithm {
  const derived = new Map<string, MapToken>();
  return (seed: SeedToken, mapToken?: MapToken) => {
    if (mapToken) return algorithm(seed, mapToken);
    const key = seedKey(seed);
    let result = derived.get(key);
    if (!result) {
      result = algorithm(seed);
      // A few seeds a session (light, dark, a nested provider's own): a bound, not an eviction policy.
      if (derived.size >= 4) derived.clear();
      derived.set(key, result);
    }
    return result;
  };
}

/** A seed's identity: its values in key order (antd merges the same seed in differing orders). */
function seedKey(seed: SeedToken): string {
  const record = seed as unknown as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}
