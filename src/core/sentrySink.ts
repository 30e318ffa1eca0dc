/**
 * Sentry's browser SDK as the error sink, for a team that runs Sentry (SENTRY_DSN at build time):
 * loaded at the first report, in a chunk of its own, never on the sign-in page or in a screen's
 * first load. It sends only what ./errorReport.ts has already scrubbed, deduplicated and
 * rate-limited: none of Sentry's default integrations (its own global handlers, breadcrumbs of
 * clicks, console lines and addresses, the page's address with its query), no personal data, no
 * tracing.
 */
import type * as SentryBrowser from '@sentry/browser';

/** What a report holds (./errorReport.ts, `ReportedError`). */
export interface SentryReport {
  kind: string;
  message: string;
  endpoint?: string;
  code?: string;
  requestId?: string;
  version: string;
  screen: string;
  count: number;
}

let sdk: Promise<typeof SentryBrowser> | undefined;

const loadSdk = () => import(/* webpackChunkName: "error-sink" */ '@sentry/browser');

/** Sends one report to Sentry, starting the SDK at the first. */
export async function sendToSentry(report: SentryReport, dsn: string, load = loadSdk): Promise<void> {
  sdk ??= load().then((Sentry) => {
    Sentry.init({
      dsn,
      release: report.version,
      defaultIntegrations: false,
      integrations: [],
      // Nothing of the operator's: no user, cookies, headers, bodies or query parameters.
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      maxBreadcrumbs: 0,
    });
    return Sentry;
  });
  const Sentry = await sdk;
  Sentry.captureEvent({
    level: 'error',
    message: `${report.kind}: ${report.message || `${report.endpoint} ${report.code}`}`,
    fingerprint: [report.kind, report.endpoint ?? '', report.code ?? '', report.message],
    tags: { kind: report.kind, screen: report.screen, endpoint: report.endpoint, code: report.code },
    extra: { requestId: report.requestId, count: report.count },
  });
}

/** @internal for its tests: the SDK starts afresh. */
export function forgetSentry(): void {
  sdk = undefined;
}
