/**
 * Form drafts: what an operator is typing, kept in this tab's session storage (never in a
 * URL, never shared with other tabs) while the form is open, so that a session that expires
 * mid-form loses nothing: after logging in again the operator comes back to the same screen
 * and the form opens with the values. An explicit logout clears them with the rest.
 */
import { ownEntriesOnly, storageOwner } from './owner';

const PREFIX = 'draft:';

/**
 * Drafts belong to the user who typed them (./owner.ts): a second account signing in in the
 * same tab (after a 109, say) never sees the first one's, and they are dropped when it does.
 */
ownEntriesOnly(PREFIX);

export function draftKey(pathname: string, id: string): string {
  return `${PREFIX}${storageOwner()}:${pathname}:${id}`;
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
