import { parseOrigins } from './bridge';

/**
 * Build-time configuration, read once (`define` in .umirc.ts and vitest.config.mts).
 * The one exception is `__MOCK__`, which src/app.tsx reads directly: only the bare
 * constant lets the minifier drop the mock imports from a MOCK=none build.
 */
export const config = {
  /** Base host of every call; empty means same origin. */
  apiHost: __API_HOST__,
  /** Origins of the parent portal allowed to command the console. */
  portalOrigins: parseOrigins(__PORTAL_ORIGINS__),
  /** Origins whose https file URLs (vouchers, licences) may be linked and shown (core/fileUrl). */
  fileOrigins: parseOrigins(__FILE_ORIGINS__),
  /** Same-origin path prefixes that hold files (FILE_PATHS, checked at build start; core/fileUrl). */
  filePaths: __FILE_PATHS__
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
  /** The default application name (docs/requirements.md#state); APP_NAME overrides it at build time. */
  appName: __APP_NAME__,
  /** This build's version (commit@time), compared with the served version.json (core/version.ts). */
  version: __APP_VERSION__,
  /** Where errors are reported (ERROR_BEACON_URL); empty: nowhere (core/errorReport.ts). */
  errorBeaconUrl: __ERROR_BEACON_URL__,
  /** Sentry's DSN (SENTRY_DSN): errors go to Sentry instead of the beacon (core/sentrySink.ts). */
  sentryDsn: __SENTRY_DSN__,
  /** A demo build (mock data on): the header says so. */
  demo: __MOCK__,
  /** Default content width (docs/requirements.md#state). */
  contentWidth: 800,
} as const;
