import { addLocale, getLocale, setLocale } from '@umijs/max';

/**
 * zh-CN is bundled (it is the default); other locales load on demand so the first
 * load carries one language only.
 */
export const LOCALES = [
  { key: 'zh-CN', label: '简体中文' },
  { key: 'en-US', label: 'English' },
] as const;
export type LocaleKey = (typeof LOCALES)[number]['key'];

const loaders: Partial<Record<LocaleKey, () => Promise<void>>> = {
  'en-US': async () => {
    const [messages, antd] = await Promise.all([
      import(/* webpackChunkName: "locale-en-US" */ '@/localesLazy/en-US'),
      import(/* webpackChunkName: "locale-en-US" */ 'antd/es/locale/en_US'),
    ]);
    addLocale('en-US', messages.default, { momentLocale: 'en', antd: antd.default });
  },
};

const loaded = new Set<string>(['zh-CN']);

/** Screen readers read the page in its language. */
function markLanguage(key: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = key;
}

async function ensureLocale(key: string): Promise<void> {
  if (loaded.has(key)) return;
  const load = loaders[key as LocaleKey];
  if (!load) return;
  await load();
  loaded.add(key);
}

/** Loads the locale the operator chose last time before the first render. */
export function prepareInitialLocale(): Promise<void> {
  return ensureLocale(getLocale())
    .then(() => markLanguage(getLocale()))
    .catch(() => {
      setLocale('zh-CN', false);
      markLanguage('zh-CN');
    });
}

export async function switchLocale(key: LocaleKey): Promise<void> {
  await ensureLocale(key);
  setLocale(key, false);
  markLanguage(key);
}
