/**
 * What the console leaves in this browser's local storage when an operator signs out
 * (docs/requirements.md#session; the README's "What stays on this PC" lists the same): a shared
 * PC keeps a person's layout and the filters they saved by name, and the keys of money moves
 * whose outcome is still unknown. Nothing typed and not saved, nothing the server sent. Every
 * other key (the token, the bell's counts, cached answers, drafts, the session storage as a
 * whole) goes.
 */
import { PREFERENCES_PREFIX } from './preferences';
import { screensOnly } from './tabs';

/** What each kept key is, for a reader of this list, is the comment above it (not shipped). */
interface KeptKind {
  pattern: RegExp;
  /** What of its value stays (undefined: the key goes); the value as it is when absent. */
  keep?: (value: string) => string | undefined;
}

const USER = '[^:]+';
const prefs = (name: string) => new RegExp(`^${PREFERENCES_PREFIX}${USER}:${name}$`);

const KEPT_AFTER_SIGN_OUT: readonly KeptKind[] = [
  // the language chosen (Umi’s locale key): the device’s, not the account’s
  { pattern: /^umi_locale$/ },
  // which screens were open, per user: their paths, never the address typed into them
  {
    pattern: prefs('tabs'),
    keep: (value) => JSON.stringify(screensOnly(parsed(value))),
  },
  // page size of each list, per user
  { pattern: prefs('page-size:[\\w-]+') },
  // columns shown and their widths, per user
  { pattern: prefs('list-columns:[\\w-]+') },
  // filters saved by name (常用筛选), per user
  { pattern: prefs('saved-views:[\\w-]+') },
  // appearance (浅色/深色/跟随系统, 标准/紧凑), per user
  { pattern: prefs('appearance') },
  // the carrier each platform was last printed with, per user: platform ids and carrier codes
  {
    pattern: prefs('carrier-by-platform'),
  },
  // which settlements went into a bank transfer list, per user: settlement numbers, when and by whom (so none goes to the bank twice)
  {
    pattern: prefs('transfer-lists'),
  },
  // how the operator's bank wants its transfer list, per user: layout, columns, file kind, row limit, and the paying company's own account, name and branch (nothing of a payee)
  {
    pattern: prefs('transfer-profile'),
  },
  // which column of an imported file holds each field, per user and kind of file: column titles only
  {
    pattern: prefs('import-columns:[\\w-]+'),
  },
  // keys of money moves whose outcome is unknown, per user: the key, when, which move; named by an HMAC of the values under the account secret, which storage never holds
  {
    pattern: new RegExp(`^intent:${USER}:[0-9a-f]{64}$`),
  },
];

function parsed(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The value `key` keeps after a sign-out, or undefined when the key goes. */
export function keptAfterSignOut(key: string, value: string): string | undefined {
  const kind = KEPT_AFTER_SIGN_OUT.find((candidate) => candidate.pattern.test(key));
  if (!kind) return undefined;
  return kind.keep ? kind.keep(value) : value;
}
