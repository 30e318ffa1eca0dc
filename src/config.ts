import { parseOrigins } from '@/core/bridge';

/**
 * Build-time configuration, read once (`define` in .umirc.ts and vitest.config.mts).
 * Nothing else reads process.env or the globals below.
 */
export const config = {
  /** Whether the msw mock backend starts in the browser (MOCK=none turns it off). */
  mock: __MOCK__,
  /** Base host of every call; empty means same origin. */
  apiHost: __API_HOST__,
  /** Origins of the parent portal allowed to command the console. */
  portalOrigins: parseOrigins(__PORTAL_ORIGINS__),
  /** The default application name (spec section 1); APP_NAME overrides it at build time. */
  appName: __APP_NAME__,
  /** Default content width (spec section 3). */
  contentWidth: 800,
  isDev: __DEV__,
} as const;
