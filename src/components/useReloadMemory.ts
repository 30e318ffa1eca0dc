import { useLocation } from '@umijs/max';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ownEntriesOnly, storageOwner } from '@/core/owner';

/**
 * What a reload gives back of the page shown (the rows selected, the record open in its
 * drawer): kept in this tab's session storage for the signed-in user, by the page's path
 * (another tab of the browser, another user, a sign-out: none of them sees it). Ids only,
 * never a row: no receiver's name or address sits in storage.
 */
const PREFIX = 'reload:';

ownEntriesOnly(PREFIX);

/** The key of what a reload gives back to the page at `path`, for the signed-in user. */
export const reloadKey = (path: string, name: string) => `${PREFIX}${storageOwner()}:${path}:${name}`;

export function readKept<V>(key: string): V | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as V) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key` for a reload (undefined, or an empty array: nothing). */
export function keepKept(key: string, value: unknown): void {
  try {
    const empty = value === undefined || (Array.isArray(value) && value.length === 0);
    if (empty) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: a reload starts afresh
  }
}

/**
 * Keeps `value` (JSON; undefined, or an empty array: nothing) for a reload of this page, and
 * returns `take`: the value the page had before the reload, once (then nothing). The page's
 * first value does not overwrite what was kept until the page has taken it: a reload starts
 * with nothing selected and must not forget what was.
 */
export function useReloadMemory<V>(name: string, value: V | undefined): () => V | undefined {
  const { take, keep } = useReloadKeeping<V>(name);
  useEffect(() => keep(value), [keep, value]);
  return take;
}

/**
 * The same memory for a value that lives outside React's state (a list's selection store):
 * `keep` is called whenever it changes, and writes only once the page has taken what a reload
 * gave back.
 */
export function useReloadKeeping<V>(name: string): { take: () => V | undefined; keep: (value: V | undefined) => void } {
  const { pathname } = useLocation();
  const key = reloadKey(pathname, name);
  const [kept] = useState(() => readKept<V>(key));
  const taken = useRef(kept === undefined);
  const take = useCallback(() => {
    if (taken.current) return undefined;
    taken.current = true;
    return kept;
  }, [kept]);
  const keep = useCallback(
    (value: V | undefined) => {
      if (taken.current) keepKept(key, value);
    },
    [key],
  );
  return { take, keep };
}
