/**
 * Translation for framework-free code (the request layer, error fallbacks). The runtime
 * hub installs the real translator (src/adapters/intl.ts, over Umi's locale plugin);
 * until then a message shows its id. Screens use `useMessages()` from that adapter.
 */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

let translate: Translate = (id) => id;

export function setTranslator(next: Translate): void {
  translate = next;
}

export function t(id: string, values?: Record<string, string | number>): string {
  return translate(id, values);
}
