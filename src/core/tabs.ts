/**
 * The page tabs' rules, pure (src/features/tabs draws and keeps them): which tab an address
 * opens, what closing leaves, and which tab the cap closes. A tab is one screen, named by its
 * path; it remembers the address it was left at (its filters, page and tab of the list).
 */
import { inAppPath } from './safeRedirect';

/** How many tabs stay open: the least recently used beyond it closes (docs/requirements.md#tabs). */
export const MAX_TABS = 12;

export interface PageTab {
  /** The screen's path: one tab per screen. */
  path: string;
  /** The address the tab was left at: path and query. */
  url: string;
  /** When it was last shown (ms): the cap closes the oldest. */
  usedAt: number;
}

const splitUrl = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, search: '' } : { path: url.slice(0, at), search: url.slice(at) };
};

/** The path of a tab's address. */
const pathOf = (url: string) => splitUrl(url).path;

/**
 * The router state of a link to a screen as it was left (the side menu, a screen the palette
 * found): it lands on the screen's open tab at the address the tab was left at. Every other
 * move is followed as given (a bell's or a palette's link names its own view, 重置 empties
 * the query on purpose, back and forward go where the history says).
 */
export const AS_LEFT = { asLeft: true } as const;

export const wantsAsLeft = (state: unknown): boolean => (state as { asLeft?: unknown } | null)?.asLeft === true;

/** Where a link to `path` as it was left lands: its open tab's address, else the screen itself. */
export function landing(tabs: readonly PageTab[], path: string, search: string): string {
  const open = tabs.find((tab) => tab.path === path);
  return !search && open ? open.url : `${path}${search}`;
}

/** The tabs after showing `url`: its screen's tab, now at that address, opened at the end if new. */
export function visit(tabs: readonly PageTab[], url: string, now: number): PageTab[] {
  const path = pathOf(url);
  const at = tabs.findIndex((tab) => tab.path === path);
  const shown: PageTab = { path, url, usedAt: now };
  if (at < 0) return [...tabs, shown];
  const next = [...tabs];
  next[at] = shown;
  return next;
}

/** The tabs other than `path`, or those to its right: what 关闭其他 and 关闭右侧 close. */
export function othersOf(tabs: readonly PageTab[], path: string): string[] {
  return tabs.filter((tab) => tab.path !== path).map((tab) => tab.path);
}

export function rightOf(tabs: readonly PageTab[], path: string): string[] {
  const at = tabs.findIndex((tab) => tab.path === path);
  return at < 0 ? [] : tabs.slice(at + 1).map((tab) => tab.path);
}

/**
 * The tabs without `closing`, and which to show next when the shown one closes: its right
 * neighbour that stays, else its left one (as browsers do); undefined when it stays open.
 */
export function closeTabs(
  tabs: readonly PageTab[],
  closing: readonly string[],
  shown: string,
): { tabs: PageTab[]; next?: PageTab } {
  const gone = new Set(closing);
  const left = tabs.filter((tab) => !gone.has(tab.path));
  if (!gone.has(shown)) return { tabs: left };
  const at = tabs.findIndex((tab) => tab.path === shown);
  const next =
    tabs.slice(at + 1).find((tab) => !gone.has(tab.path)) ??
    [...tabs.slice(0, at)].reverse().find((tab) => !gone.has(tab.path));
  return { tabs: left, next };
}

/**
 * The tab the cap closes when more than MAX_TABS are open: the least recently used one other
 * than the shown one, passing over those with unsaved input; when every candidate has some, the
 * oldest of them with `ask` (the operator is asked first), unless it is one the operator chose
 * to keep (`kept`; the tabs stay over the cap until one can close). Nothing when within the cap.
 * A kept tab whose input was since submitted is closed like any other: `unsaved` decides.
 */
export function overCap(
  tabs: readonly PageTab[],
  shown: string,
  unsaved: (path: string) => boolean,
  kept: ReadonlySet<string> = new Set(),
  max = MAX_TABS,
): { path: string; ask: boolean } | undefined {
  if (tabs.length <= max) return undefined;
  const oldest = tabs.filter((tab) => tab.path !== shown).sort((a, b) => a.usedAt - b.usedAt);
  const free = oldest.find((tab) => !unsaved(tab.path));
  if (free) return { path: free.path, ask: false };
  return oldest[0] && !kept.has(oldest[0].path) ? { path: oldest[0].path, ask: true } : undefined;
}

/**
 * Tabs as read back from storage: well-formed, one per path, at most MAX_TABS (the most recent).
 * An address is restored only when it is an in-app path (never `//host` or `/\host`, which a
 * router before 6.4 would follow off the site: GHSA-wrjc-x8rr-h8h6).
 */
export function storedTabs(value: unknown): PageTab[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const tabs: PageTab[] = [];
  for (const item of value as Partial<PageTab>[]) {
    if (!item || typeof item.url !== 'string' || !inAppPath(item.url)) continue;
    const path = pathOf(item.url);
    if (seen.has(path)) continue;
    seen.add(path);
    tabs.push({ path, url: item.url, usedAt: typeof item.usedAt === 'number' ? item.usedAt : 0 });
  }
  if (tabs.length <= MAX_TABS) return tabs;
  const kept = new Set([...tabs].sort((a, b) => b.usedAt - a.usedAt).slice(0, MAX_TABS));
  return tabs.filter((tab) => kept.has(tab));
}

/** What of the open tabs stays after a sign-out: which screens, not what was typed into their addresses. */
export function screensOnly(value: unknown): PageTab[] {
  return storedTabs(value).map(({ path, usedAt }) => ({ path, url: path, usedAt }));
}
