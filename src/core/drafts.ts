/**
 * Form drafts: what an operator is typing, kept in this tab's session storage (never in a
 * URL, never shared with other tabs) while the form is open, so that a session that expires
 * mid-form loses nothing: after logging in again the operator comes back to the same screen
 * and the form opens with the values. An explicit logout clears them with the rest.
 */
const PREFIX = 'draft:';

export function draftKey(pathname: string, id: string): string {
  return `${PREFIX}${pathname}:${id}`;
}

export function saveDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // storage full or unavailable: the form itself still holds the values
  }
}

export function readDraft<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string): void {
  sessionStorage.removeItem(key);
}
