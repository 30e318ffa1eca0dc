import { describe, expect, it, vi } from 'vitest';
// The react-intl that Umi's locale plugin uses (aliased in vitest.config.mts).
import { cachedMessages } from '@/adapters/intl';
import type { MessageKey } from '@/core/i18n';
import shared from '@/locales/zh-CN';
import ship from '@/locales/zh-CN/shipping';
import { createIntl } from '../../node_modules/@umijs/plugins/node_modules/react-intl';

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
