/**
 * Errors reach a team that runs Sentry (SENTRY_DSN): its SDK starts at the first report, with
 * none of its own integrations, and receives only what the reporter scrubbed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrub } from '@/core/errorReport';
import { forgetSentry, sendToSentry, type SentryReport } from '@/core/sentrySink';

const DSN = 'https://public@o1.ingest.sentry.io/2';

const fakeSdk = () => {
  const sdk = { init: vi.fn(), captureEvent: vi.fn() };
  return { sdk, load: vi.fn(async () => sdk as never) };
};

const report = (message: string): SentryReport => ({
  kind: 'boundary',
  message: scrub(message),
  version: 'abc1234@2026-12-05T12:00:00Z',
  screen: '/platform/list',
  count: 1,
});

afterEach(() => forgetSentry());

describe('the Sentry sink', () => {
  it('loads and starts the SDK once, at the first report, with no integration of its own and no personal data', async () => {
    const { sdk, load } = fakeSdk();
    await sendToSentry(report('TypeError: balance of 13800138000 is undefined'), DSN, load);
    await sendToSentry(
      { ...report(''), kind: 'call', endpoint: '/api/brCredit/handDeductionFee', code: '500' },
      DSN,
      load,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init.mock.calls[0][0]).toMatchObject({
      dsn: DSN,
      release: 'abc1234@2026-12-05T12:00:00Z',
      defaultIntegrations: false,
      integrations: [],
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      maxBreadcrumbs: 0,
    });
    expect(sdk.captureEvent).toHaveBeenCalledTimes(2);
    const [first, second] = sdk.captureEvent.mock.calls.map(([event]) => event);
    expect(first.message).toBe('boundary: TypeError: balance of <number> is undefined');
    expect(JSON.stringify(first)).not.toContain('13800138000');
    expect(first.tags).toMatchObject({ kind: 'boundary', screen: '/platform/list' });
    expect(second.message).toBe('call: /api/brCredit/handDeductionFee 500');
  });
});
