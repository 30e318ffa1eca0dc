import { screenDeclaredAt } from '@/services/screens';

/**
 * The words of the screen at a menu path (none for a path no screen has), declared with the
 * screen (src/services/screens.ts): search keys in both languages at once (an operator may type
 * English in the Chinese console, or the other way round), never shown. The menu's own name and
 * its pinyin initials always count too (./screens.ts).
 */
export const wordsOf = (path: string): string => screenDeclaredAt(path)?.words ?? '';
