/**
 * Which settlements already went into a bank's transfer list, and when: so that a payee is not
 * sent to the bank twice on two days. The contract has no field for it (docs/backend.md
 * proposes one, read by every operator); until then it is kept in this browser, per operator,
 * as a preference (settlement numbers and times, nothing of the payee), and stays across
 * sign-outs (src/core/storagePolicy.ts). Another operator at another PC does not see it.
 */
import { storageOwner } from '@/core/owner';
import { preferenceKey } from '@/core/preferences';

export interface Listed {
  /** ISO time the list was written. */
  at: string;
  /** Who wrote it (the account's shown name). */
  by: string;
}

/** The most settlements remembered: older entries go first (a year of monthly payouts of a large network). */
const KEPT = 5000;

const storageKey = () => preferenceKey(storageOwner(), 'transfer-lists');

/** The last text read and what it held: the selection bar asks on every tick, the text rarely changes. */
let lastRead: { text: string; value: Record<string, Listed> } | undefined;

function stored(): Record<string, Listed> {
  const text = localStorage.getItem(storageKey()) ?? '{}';
  if (lastRead?.text === text) return lastRead.value;
  const value = parsedListed(text);
  lastRead = { text, value };
  return value;
}

function parsedListed(text: string): Record<string, Listed> {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, Listed] =>
          typeof (entry[1] as Listed | null)?.at === 'string' && typeof (entry[1] as Listed).by === 'string',
      ),
    );
  } catch {
    // an earlier shape or a broken value: read as nothing remembered
    return {};
  }
}

/** The settlements of `settleNos` already in a list, with when and by whom. */
export function listedBefore(settleNos: readonly string[]): Map<string, Listed> {
  const all = stored();
  return new Map(settleNos.flatMap((settleNo) => (all[settleNo] ? [[settleNo, all[settleNo]] as const] : [])));
}

/** Remembers that `settleNos` went into a list written now by `by`. */
export function rememberListed(settleNos: readonly string[], by: string, at = new Date()): void {
  const next = { ...stored() };
  for (const settleNo of settleNos) {
    delete next[settleNo];
    next[settleNo] = { at: at.toISOString(), by };
  }
  const entries = Object.entries(next);
  try {
    localStorage.setItem(storageKey(), JSON.stringify(Object.fromEntries(entries.slice(-KEPT))));
  } catch {
    // storage full or unavailable: the list is written, only the reminder is not kept
  }
}
