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

/**
 * A preference as stored, when it has the shape `isShape` checks: one written by an earlier build
 * in another shape (or broken) reads as nothing, the default, never as a crash.
 */
export function readPreference<T>(key: string, isShape: (value: unknown) => value is T): T | undefined {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return undefined;
    const value: unknown = JSON.parse(text);
    return isShape(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Shapes the readers check. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isRecordOf =
  <V>(isValue: (item: unknown) => item is V) =>
  (value: unknown): value is Record<string, V> =>
    isRecord(value) && Object.values(value).every(isValue);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function writePreference(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: the choice holds for this visit only
  }
}
