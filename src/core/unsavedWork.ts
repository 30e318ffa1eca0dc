/**
 * Which screens hold input not yet submitted (a form dialog typed into, risk settings changed):
 * the page tabs ask before closing one of those, their cap passes over them, and the browser
 * asks before the page is reloaded or closed. Keyed by the screen's path and, within it, by
 * whatever holds the input.
 *
 * Set from the holder's own events and effects, never released by an effect's cleanup: a page
 * in a hidden tab has its effects cleaned up while its input is kept, and that is exactly when
 * the question matters. A holder clears its mark when its input is submitted or discarded; the
 * tabs forget a path's marks when its tab closes, the layout all of them at sign-out.
 */
/**
 * Per path, each holder: whether a reload loses its input (the browser then asks first), and
 * whether a draft keeps it (a form with a draft comes back filled after a reload).
 */
interface Mark {
  lostOnReload: boolean;
  drafted: boolean;
}
const marks = new Map<string, Map<string, Mark>>();
const listeners = new Set<() => void>();
let marked = '';
let undrafted = false;

function changed(): void {
  const next = [...marks.keys()].sort().join('\n');
  const nextUndrafted = [...marks.values()].some((holders) => [...holders.values()].some((mark) => !mark.drafted));
  if (next === marked && nextUndrafted === undrafted) return;
  marked = next;
  undrafted = nextUndrafted;
  for (const listener of listeners) listener();
}

/** Follows which screens hold unsaved input (the tab bar marks them): a store for useSyncExternalStore. */
export function subscribeUnsaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The paths with unsaved input, one per line: the same string while nothing changes. */
export function unsavedPaths(): string {
  return marked;
}

export function setUnsaved(
  path: string,
  holder: string,
  unsaved: boolean,
  lostOnReload = false,
  drafted = false,
): void {
  const holders = marks.get(path) ?? new Map<string, Mark>();
  if (unsaved) holders.set(holder, { lostOnReload, drafted });
  else holders.delete(holder);
  if (holders.size > 0) marks.set(path, holders);
  else marks.delete(path);
  changed();
}

export function hasUnsaved(path: string): boolean {
  return marks.has(path);
}

/** Whether reloading or closing the page would lose input (the browser's own question). */
export function lostOnReload(): boolean {
  return [...marks.values()].some((holders) => [...holders.values()].some((mark) => mark.lostOnReload));
}

/** Whether some input would not come back after a reload (no draft keeps it): a new version waits. */
export function unsavedWithoutDraft(): boolean {
  return undrafted;
}

/** Forgets the marks of a closed screen (`path`), or of every screen. */
export function forgetUnsaved(path?: string): void {
  if (path === undefined) marks.clear();
  else marks.delete(path);
  changed();
}
