/**
 * A 64-bit digest of a text (two 32-bit lanes with cyrb53's mixing), as 16 hex digits: the
 * name a stored money key goes by, so storage never holds the values of the move in clear
 * (platform, amount, reason). It hides them from anyone reading storage, not from one who
 * guesses every amount and hashes it: that is what signing out of a shared PC is for.
 */
export function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (lane: number) => (lane >>> 0).toString(16).padStart(8, '0');
  return hex(h2) + hex(h1);
}
