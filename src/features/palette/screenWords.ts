import { SCREEN_WORDS } from '@@/plugin-areas/words';
import { SCREENS, type ScreenKey } from '@/services/screens';

/**
 * The words a screen is also found by in the palette (declared with the screen, src/screens.ts),
 * loaded with the palette, not with a screen. Search keys, never shown: the menu's own name and
 * its pinyin initials always count too (./screens.ts).
 */
export const wordsOf = (path: string): string => {
  const key = (Object.keys(SCREENS) as ScreenKey[]).find((each) => SCREENS[each].path === path);
  return key ? SCREEN_WORDS[key] : '';
};
