/**
 * Whose things the console keeps in storage now: the signed-in user, set by the secure layout
 * before a screen renders. Drafts, money keys and the print batch's way back are stored under
 * this id, so one user's never reach the next one who signs in at the same browser.
 */
let owner = '';
const followers = new Set<(owner: string) => void>();

export function storageOwner(): string {
  return owner;
}

/** Another user signed in (or none is): each store that keeps per-user things drops the others'. */
export function setStorageOwner(userId: string | number | undefined): void {
  const next = userId === undefined ? '' : String(userId);
  if (next === owner) return;
  owner = next;
  for (const follow of followers) follow(owner);
}

/** Called with the new owner whenever it changes, and at once when one is already set (a store loaded late). */
export function onOwnerChange(follow: (owner: string) => void): void {
  followers.add(follow);
  if (owner) follow(owner);
}

/**
 * Keeps session storage's entries under `prefix` to the owner's: each is named
 * `<prefix><owner>:…`, and another user's go when the owner changes (drafts, reload memory).
 */
export function ownEntriesOnly(prefix: string): void {
  onOwnerChange((current) => {
    try {
      const mine = `${prefix}${current}:`;
      for (const key of Object.keys(sessionStorage))
        if (key.startsWith(prefix) && !key.startsWith(mine)) sessionStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing was kept
    }
  });
}
