/**
 * Loopback ports of the browser tests: the console, an allowed portal, a foreign page.
 *
 * Two browser files run at a time (vitest.config.mts), each with its own servers: a file's
 * ports are offset by its worker's number (VITEST_POOL_ID, 1 or 2), so two files never share a
 * server. The test build allows every worker's portal (TEST_PORTAL_ORIGINS).
 */
export const BROWSER_FILES_AT_ONCE = 2;
const PORT_STEP = 100;

function workerSlot() {
  const id = Number(process.env.VITEST_POOL_ID ?? 1);
  if (!Number.isInteger(id) || id < 1 || id > BROWSER_FILES_AT_ONCE)
    throw new Error(`VITEST_POOL_ID ${process.env.VITEST_POOL_ID} is outside 1..${BROWSER_FILES_AT_ONCE}`);
  return id - 1;
}

const offset = workerSlot() * PORT_STEP;
const PORTAL_BASE = 4311;

export const APP_PORT = 4310 + offset;
export const PORTAL_PORT = PORTAL_BASE + offset;
export const FOREIGN_PORT = 4312 + offset;
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
export const TEST_PORTAL_ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;
/** Every worker's portal: what the test build allows to frame and command the console. */
export const TEST_PORTAL_ORIGINS = Array.from(
  { length: BROWSER_FILES_AT_ONCE },
  (_, slot) => `http://127.0.0.1:${PORTAL_BASE + slot * PORT_STEP}`,
).join(',');
export const FOREIGN_ORIGIN = `http://127.0.0.1:${FOREIGN_PORT}`;
/** The dev server of the `npm start` smoke test. */
export const DEV_PORT = 4321 + offset;
/** The console's build served without its security headers (the app's own frame check). */
export const BARE_PORT = 4313 + offset;
export const BARE_ORIGIN = `http://127.0.0.1:${BARE_PORT}`;
/** A copy of the console's build that a test replaces under a running console (a deploy). */
export const DEPLOY_PORT = 4314 + offset;
/** The `MOCK=none` build. */
export const NO_MOCK_PORT = 4320 + offset;
/** The contract check's server. */
export const CONTRACT_PORT = 4361 + offset;
