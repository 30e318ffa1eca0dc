/**
 * The one way to translate: `const { t } = useMessages()` in components, `t()` from
 * src/core/i18n.ts in framework-free code. Both read the locale files through Umi's locale
 * plugin; nothing else imports react-intl (a lint rule keeps it so).
 */
import { addLocale, getIntl, getLocale, useIntl } from '@umijs/max';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { presentValues, type Translate } from '@/core/i18n';

type Values = Record<string, string | number>;

/** What screens need of react-intl: a message by id, with plain values. */
export interface Messages {
  t: Translate;
  /** The language on screen (which a sign-out or another tab cannot change under it). */
  locale: string;
}

interface IntlLike {
  locale: string;
  formatMessage: (descriptor: { id: string }, values?: Values) => unknown;
}

/** Enough for every label, status and count a screen shows; cleared when full. */
const MAX_CACHED = 2000;
const caches = new WeakMap<object, Map<string, string>>();

/**
 * A formatter that remembers its results. The react-intl behind Umi's locale plugin runs
 * every message through its HTML formatter, about a tenth of a millisecond a call; a table
 * formats several messages per row on every render. Results are kept per intl instance, so
 * a change of language starts afresh.
 * @internal exported for its tests
 */
export function cachedMessages(intl: IntlLike): Messages {
  let cache = caches.get(intl);
  if (!cache) {
    cache = new Map();
    caches.set(intl, cache);
  }
  const known = cache;
  return {
    locale: intl.locale,
    t: (id, values) => {
      const key = values ? `${id}\u0000${JSON.stringify(values)}` : id;
      let text = known.get(key);
      if (text === undefined) {
        text = String(intl.formatMessage({ id }, presentValues(values)));
        if (known.size >= MAX_CACHED) known.clear();
        known.set(key, text);
      }
      return text;
    },
  };
}

/** The `Messages` components get, for the language on screen, and the intl it formats with now. */
let steady: { messages: Messages; intl: IntlLike; formatted: Messages } | undefined;

/**
 * The current language's `Messages`: the same object while a lazily loaded part adds its
 * messages (Umi makes a new intl for each addition, and its `t` formats with the newest); a
 * change of language gives a new one.
 */
function stableMessages(intl: IntlLike): Messages {
  if (steady?.messages.locale !== intl.locale) {
    const now = { intl, formatted: cachedMessages(intl) } as NonNullable<typeof steady>;
    now.messages = { locale: intl.locale, t: (id, values) => now.formatted.t(id, values) };
    steady = now;
  } else if (steady.intl !== intl) Object.assign(steady, { intl, formatted: cachedMessages(intl) });
  return steady.messages;
}

const MessagesContext = createContext<Messages | undefined>(undefined);

/**
 * Gives every component the current language's messages (`useMessages`): the same object
 * until the language changes, so a part that adds its words when it loads redraws nothing
 * else. Mounted inside Umi's locale provider (src/app.tsx, `innerProvider`).
 */
export function MessagesHost({ children }: { children: ReactNode }) {
  const messages = stableMessages(useIntl() as unknown as IntlLike);
  return createElement(MessagesContext.Provider, { value: messages }, children);
}

/**
 * `t` for components: the current language's messages, each formatted once. Read from
 * MessagesHost rather than from react-intl's context, which changes whenever a lazily loaded
 * part adds its words: every component that translates rendered again then, and a list's
 * columns were made anew with every cell of the page (the first tick of a row loads the
 * selection bar's words: tests/component/rowRenders.test.tsx). Outside the host (a part
 * rendered on its own), the intl Umi made at start.
 */
export function useMessages(): Messages {
  return useContext(MessagesContext) ?? cachedMessages(getIntl() as unknown as IntlLike);
}

/**
 * The translator framework-free code uses (installed by the runtime hub). It asks for the
 * current locale's intl each time, so messages a screen added later are found too (it runs
 * rarely: request errors, error fallbacks).
 */
export const umiTranslator: Translate = (id, values) =>
  String(getIntl(getLocale()).formatMessage({ id }, presentValues(values)));

/**
 * A screen's own Chinese messages, registered when its chunk loads (call at the top of the
 * screen's module). English arrives whole with its lazy chunk.
 */
export function addScreenMessages(zhCN: Record<string, string>): void {
  addLocale('zh-CN', zhCN, undefined as never);
}
