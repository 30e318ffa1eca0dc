#!/usr/bin/env node
/**
 * After `npm install` (postinstall): every library file a stand-in was checked against still
 * has the bytes the lock pins (plugins/standIns.lock.json). One changed byte stops here,
 * naming the stand-ins to check again (docs/deploying.md, "Upgrading the libraries").
 * `--report`: lists them and exits 0 (npm run upgrade-check).
 */
import { createRequire } from 'node:module';

const pins = createRequire(import.meta.url)('../../plugins/standInPins.cjs');
const changed = pins.changedPins();
if (!changed.length) {
  console.log('stand-ins: every pinned library file has the bytes they were checked against');
  process.exit(0);
}
console.error(
  `stand-ins: library files changed under them (plugins/standIns.lock.json):\n${pins.describe(changed)}\n` +
    'Check each stand-in named against the new file, then npm run stand-ins:lock (docs/deploying.md).',
);
process.exit(process.argv.includes('--report') ? 0 : 1);
