/**
 * Debian's Chromium, as every script and browser test of the project launches it. The
 * background-networking flags matter here: without them Chromium's own connections are
 * refused by the machine's closed network at every start.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
