/**
 * The one way to translate: `const { t } = useMessages()` in components, `t()` from
 * src/core/i18n.ts in framework-free code. Both read the locale files through Umi's locale
 * plugin; nothing else imports react-intl (a lint rule keeps it so).
 */
import { addLocale, getIntl, getLocale, useIntl } from '@umijs/max';
import { useMemo } from 'react';
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

/** `t` for components: the current language's messages, each formatted once. */
export function useMessages(): Messages {
  const intl = useIntl();
  return useMemo(() => cachedMessages(intl as unknown as IntlLike), [intl]);
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
