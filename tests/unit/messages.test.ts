import { describe, expect, it, vi } from 'vitest';
import { cachedMessages } from '@/adapters/intl';
import type { MessageKey } from '@/core/i18n';
import shared from '@/locales/zh-CN';
import ship from '@/locales/zh-CN/shipping';
// The react-intl that Umi's locale plugin uses, as its generated module exports it.
import { createIntl } from '@@/plugin-locale/localeExports';

const zhCN = { ...shared, ...ship };

function intlFor(messages: Record<string, string>) {
  const intl = createIntl({ locale: 'zh-CN', messages });
  const formatMessage = vi.fn(intl.formatMessage);
  return { intl: { locale: intl.locale, formatMessage }, formatMessage, real: intl };
}

describe('cached messages', () => {
  it('formats exactly as react-intl does, plain and with values', () => {
    const { intl, real } = intlFor(zhCN);
    const messages = cachedMessages(intl);
    expect(messages.t('shipping.status.0')).toBe(real.formatMessage({ id: 'shipping.status.0' }));
    expect(messages.t('shipping.printCount', { count: 3 })).toBe(
      real.formatMessage({ id: 'shipping.printCount' }, { count: 3 }),
    );
    expect(messages.t('shipping.printCount', { count: 3 })).toContain('3');
  });

  it('formats each message and set of values once', () => {
    const { intl, formatMessage } = intlFor(zhCN);
    const messages = cachedMessages(intl);
    for (let row = 0; row < 100; row += 1) {
      messages.t('shipping.status.1');
      messages.t('shipping.printCount', { count: row % 2 });
    }
    expect(formatMessage).toHaveBeenCalledTimes(3);
    // Another formatter for the same intl shares what is known.
    cachedMessages(intl).t('shipping.status.1');
    expect(formatMessage).toHaveBeenCalledTimes(3);
  });

  it('starts afresh for another language', () => {
    const chinese = intlFor({ hello: '你好' });
    const english = intlFor({ hello: 'Hello' });
    expect(cachedMessages(chinese.intl).t('hello' as MessageKey)).toBe('你好');
    expect(cachedMessages(english.intl).t('hello' as MessageKey)).toBe('Hello');
  });
});

describe('quantities', () => {
  it('totals of quantities carry thousands separators', async () => {
    const { default: list } = await import('@/locales/zh-CN/list');
    const intl = createIntl({ locale: 'zh-CN', messages: list });
    expect(intl.formatMessage({ id: 'list.totals.count' }, { count: 12345 })).toBe('12,345 笔');
  });
});

describe('message areas', () => {
  // One file per area and language: a new area is its two files, the English index's spread
  // and the Chinese index's type (tsc refuses a key no type lists). This holds the rest.
  const zhAreas = import.meta.glob<{ default: Record<string, string> }>('@/locales/zh-CN/*.ts', { eager: true });
  const enAreas = import.meta.glob<{ default: Record<string, string> }>('@/localesLazy/en-US/*.ts', { eager: true });
  const area = (path: string) => path.split('/').pop()!;

  it('every Chinese area has its English file, with the same keys', () => {
    const english = new Map(Object.entries(enAreas).map(([path, module]) => [area(path), module.default]));
    expect(Object.keys(zhAreas).length).toBeGreaterThan(10);
    for (const [path, { default: chinese }] of Object.entries(zhAreas)) {
      expect(english.has(area(path)), `en-US/${area(path)} is missing`).toBe(true);
      expect(Object.keys(english.get(area(path))!).sort(), area(path)).toEqual(Object.keys(chinese).sort());
    }
    expect(english.size).toBe(Object.keys(zhAreas).length);
  });

  it('English, loaded whole, has every area', async () => {
    const { default: enUS } = await import('@/localesLazy/en-US');
    const missing = Object.values(zhAreas).flatMap(({ default: chinese }) =>
      Object.keys(chinese).filter((key) => !(key in enUS)),
    );
    expect(missing, 'spread the area into src/localesLazy/en-US.ts').toEqual([]);
  });

  it('no key is stated in two areas', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [path, { default: chinese }] of Object.entries(zhAreas)) {
      for (const key of Object.keys(chinese)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${area(path)})`);
        seen.set(key, area(path));
      }
    }
    expect(twice).toEqual([]);
  });
});
