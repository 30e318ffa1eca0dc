/** Loopback ports of the browser tests: the console, an allowed portal, a foreign page. */
export const APP_PORT = 4310;
export const PORTAL_PORT = 4311;
export const FOREIGN_PORT = 4312;
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
export const TEST_PORTAL_ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;
export const FOREIGN_ORIGIN = `http://127.0.0.1:${FOREIGN_PORT}`;
/** The dev server of the `npm start` smoke test. */
export const DEV_PORT = 4321;
/** The console's build served without its security headers (the app's own frame check). */
export const BARE_PORT = 4313;
export const BARE_ORIGIN = `http://127.0.0.1:${BARE_PORT}`;
/** A copy of the console's build that a test replaces under a running console (a deploy). */
export const DEPLOY_PORT = 4314;
