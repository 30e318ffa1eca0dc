import { useModel } from '@umijs/max';
import { preferenceKey } from '@/core/preferences';

/** The storage key of one of the signed-in operator's preferences (src/core/preferences.ts). */
export function usePreferenceKey(name: string): string {
  const { initialState } = useModel('@@initialState');
  return preferenceKey(initialState?.currentUser?.id, name);
}
