/**
 * How the console looks for the signed-in operator: 浅色 / 深色 / 跟随系统 and 标准 / 紧凑. A
 * layout preference like the page size (`prefs:<user>:appearance`, kept across sign-out, never
 * another user's). What this tab shows is also noted in its session storage (`appearance`), so
 * a reload paints dark before any script of the app runs (src/core/prePaint.ts); a
 * sign-out clears session storage, so the sign-in page and the next user start light.
 */
import { onOwnerChange, storageOwner } from './owner';
import { SHOWN_KEY, type ShownAppearance } from './prePaint';
import { isRecord, preferenceKey, readPreference, writePreference } from './preferences';

export type ThemeMode = 'light' | 'dark' | 'system';
export type Density = 'standard' | 'compact';
export interface Appearance {
  mode: ThemeMode;
  density: Density;
}

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];
export const DENSITIES: readonly Density[] = ['standard', 'compact'];
const DEFAULT: Appearance = { mode: 'light', density: 'standard' };

const PREFERENCE = 'appearance';

function valid(value: Partial<Appearance> | undefined): Appearance {
  return {
    mode: THEME_MODES.includes(value?.mode as ThemeMode) ? (value!.mode as ThemeMode) : DEFAULT.mode,
    density: DENSITIES.includes(value?.density as Density) ? (value!.density as Density) : DEFAULT.density,
  };
}

/** Until the operator is known (a reload), what this tab showed: the same user's, since a sign-out clears it. */
function shownBefore(): Appearance {
  try {
    const shown = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? 'null') as ShownAppearance | null;
    return shown ? { mode: shown.dark ? 'dark' : 'light', density: shown.compact ? 'compact' : 'standard' } : DEFAULT;
  } catch {
    return DEFAULT;
  }
}

let current: Appearance = shownBefore();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

onOwnerChange((owner) => {
  current = owner
    ? valid(readPreference(preferenceKey(owner, PREFERENCE), isRecord) as Partial<Appearance> | undefined)
    : DEFAULT;
  // The owner changes while the secure layout renders; the theme above it hears of it just after,
  // not during that render (React forbids updating another component then).
  queueMicrotask(notify);
});

export function chosenAppearance(): Appearance {
  return current;
}

export function subscribeAppearance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The operator's choice: shown at once in every kept page, kept for them on this device. */
export function chooseAppearance(change: Partial<Appearance>): void {
  current = valid({ ...current, ...change });
  const owner = storageOwner();
  if (owner) writePreference(preferenceKey(owner, PREFERENCE), current);
  notify();
}

/** Whether a choice shows dark, given what the system prefers. */
export const showsDark = (appearance: Appearance, systemDark: boolean) =>
  appearance.mode === 'dark' || (appearance.mode === 'system' && systemDark);

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

export function subscribeSystemDark(listener: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Notes what this tab shows, for a reload's first paint. */
export function noteShown(shown: ShownAppearance): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify(shown));
  } catch {
    // storage unavailable: a reload paints light first
  }
}
