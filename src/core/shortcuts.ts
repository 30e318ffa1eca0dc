/**
 * The console's keyboard shortcuts, stated once: the layout listens for them, the `?` sheet
 * lists them, and the list marks the box that `/` focuses.
 */

/** Marks a list's keyword box in the DOM: `/` focuses it from anywhere on the screen. */
export const LIST_KEYWORD_ATTRIBUTE = 'data-list-keyword';
/** Marks the shown page tab's content (src/features/tabs): what a shortcut acts on is in it. */
export const SHOWN_PAGE_ATTRIBUTE = 'data-page-shown';

export type Shortcut = 'palette' | 'keyword' | 'sheet' | 'previousTab' | 'nextTab';

/** Whether the operator is typing: `/` and `?` are then characters, not shortcuts. */
export function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(
    element &&
    (element.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) ||
      element.closest?.('[role="combobox"]')),
  );
}

/**
 * Which shortcut a key press is, if any. `typing`: the focus is in a text field (only ⌘K counts
 * there). The page tabs move with Alt+Shift+← / →: Ctrl+Tab, Ctrl+PageUp/Down and Ctrl or Alt
 * with a digit are the browser's own tab keys, Alt+← is Back.
 */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey'> & { shiftKey?: boolean },
  typing: boolean,
): Shortcut | undefined {
  if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') return 'palette';
  if (!typing && event.altKey && event.shiftKey && !event.metaKey && !event.ctrlKey) {
    if (event.key === 'ArrowLeft') return 'previousTab';
    if (event.key === 'ArrowRight') return 'nextTab';
  }
  if (typing || event.metaKey || event.ctrlKey || event.altKey) return undefined;
  if (event.key === '/') return 'keyword';
  if (event.key === '?') return 'sheet';
  return undefined;
}

/** The sheet's rows: the keys as shown, and the message key of what they do. */
export const SHORTCUT_SHEET = [
  { keys: ['⌘ K', 'Ctrl K'], does: 'palette.keys.palette' },
  { keys: ['/'], does: 'palette.keys.keyword' },
  { keys: ['↑', '↓'], does: 'palette.keys.move' },
  { keys: ['Enter'], does: 'palette.keys.open' },
  { keys: ['Esc'], does: 'palette.keys.close' },
  { keys: ['?'], does: 'palette.keys.sheet' },
  { keys: ['Alt Shift ←', 'Alt Shift →'], does: 'palette.keys.tabs' },
] as const;
