/** Screens found by name: the menu's own name, its pinyin initials, and words in both languages. */
import type { MenuRoute } from '@/core/menus';
import { foldSearchText } from '@/core/searchText';
import { pinyinInitials } from './pinyin';

export interface ScreenEntry {
  name: string;
  path: string;
  initials: string;
}

/** Every screen of the operator's menu (groups without a screen left out), in menu order. */
export function screenEntries(routes: MenuRoute[]): ScreenEntry[] {
  return routes.flatMap((route) => [
    ...(route.placeholderPath ? [] : [{ name: route.name, path: route.path, initials: pinyinInitials(route.name) }]),
    ...screenEntries(route.routes ?? []),
  ]);
}

/**
 * The screens a text finds, best first: the name containing it, then the initials starting
 * with it (ddfh, dd), then the initials or the screen's words containing it. At most `limit`.
 */
export function matchScreens(
  entries: ScreenEntry[],
  text: string,
  wordsOf: (path: string) => string,
  limit = 6,
): ScreenEntry[] {
  // Full-width letters and digits as the plain ones; pinyin typed with spaces as run together.
  const wanted = foldSearchText(text).toLowerCase();
  const together = wanted.replace(/\s+/g, '');
  if (!wanted) return [];
  const score = (entry: ScreenEntry) => {
    if (entry.name.toLowerCase().includes(wanted)) return 4;
    if (entry.initials.startsWith(wanted)) return 3;
    if (entry.initials.includes(wanted)) return 2;
    const words = wordsOf(entry.path).toLowerCase();
    return words.includes(wanted) || words.includes(together) ? 1 : 0;
  };
  return entries
    .map((entry, order) => ({ entry, order, score: score(entry) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((hit) => hit.entry);
}
