#!/usr/bin/env node
/**
 * Builds the production bundle the browser tests drive: mock data on, and the test
 * portal's origin allowed to command the console. Output: dist-test/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TEST_PORTAL_ORIGINS } from '../tests/browser/ports.mjs';

// CI builds dist-test as a step of its own (.ci/run, shared with the byte budgets) and says so.
if (process.env.TEST_BUILD_READY && existsSync('dist-test/index.html')) {
  console.log('dist-test: built by an earlier step of this run (TEST_BUILD_READY)');
  process.exit(0);
}
const started = Date.now();
const result = spawnSync('npx', ['max', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, OUTPUT_PATH: 'dist-test', PORTAL_ORIGINS: TEST_PORTAL_ORIGINS, MOCK: 'on' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`dist-test built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
