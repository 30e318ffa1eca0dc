/** How far an export got: pages fetched so far and the list's total once known. */
interface Progressing {
  done: number;
  total?: number;
}

export interface ProgressStore {
  get: () => Progressing;
  set: (next: Progressing) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A value with listeners, read by the progress dialog through useSyncExternalStore. */
export function progressStore(): ProgressStore {
  let value: Progressing = { done: 0 };
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
