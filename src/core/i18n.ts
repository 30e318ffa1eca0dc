/**
 * Translation for framework-free code (the request layer, error fallbacks). The runtime
 * hub installs the real translator (src/adapters/intl.ts, over Umi's locale plugin);
 * until then a message shows its id. Screens use `useMessages()` from that adapter.
 */
import type { Messages } from '@/locales/zh-CN';

/** Every message id of every area: a misspelt id (or one no locale has) fails the type check. */
export type MessageKey = keyof Messages & string;

/** The rest of every message id under `prefix.` (field labels by field name, say). */
export type KeysUnder<P extends string> = MessageKey extends infer K
  ? K extends `${P}.${infer Rest}`
    ? Rest
    : never
  : never;

/** A message's values; one the server did not send (an optional field) reads as —. */
export type MessageValues = Record<string, string | number | null | undefined>;

export type Translate = (id: MessageKey, values?: MessageValues) => string;

/** The text shown for a value the server did not send. */
export const MISSING = '—';

/** The values as a formatter takes them: a missing one as —. */
export function presentValues(values: MessageValues | undefined): Record<string, string | number> | undefined {
  if (!values) return undefined;
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) out[key] = value ?? MISSING;
  return out;
}

let translate: Translate = (id) => id;

export function setTranslator(next: Translate): void {
  translate = next;
}

export function t(id: MessageKey, values?: MessageValues): string {
  return translate(id, values);
}
