/**
 * The operator's own choices on this device (page size, the columns shown): in local storage,
 * per user, under `prefs:`. Sign-out keeps them, as it keeps the language: they hold no
 * session and nothing personal, and an operator signing in again finds the console as they
 * left it (docs/requirements.md#session).
 */
export const PREFERENCES_PREFIX = 'prefs:';

/** The storage key of one preference of one user. */
export function preferenceKey(userId: number | string | undefined, name: string): string {
  return `${PREFERENCES_PREFIX}${userId ?? ''}:${name}`;
}

export function readPreference<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

export function writePreference(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: the choice holds for this visit only
  }
}
