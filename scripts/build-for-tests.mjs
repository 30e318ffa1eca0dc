#!/usr/bin/env node
/**
 * Builds the production bundle the browser tests drive: mock data on, and the test
 * portal's origin allowed to command the console. Output: dist-test/.
 */
import { spawnSync } from 'node:child_process';
import { TEST_PORTAL_ORIGIN } from '../tests/browser/ports.mjs';

const started = Date.now();
const result = spawnSync('npx', ['max', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, OUTPUT_PATH: 'dist-test', PORTAL_ORIGINS: TEST_PORTAL_ORIGIN, MOCK: 'on' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`dist-test built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
