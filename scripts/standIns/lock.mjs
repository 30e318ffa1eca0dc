#!/usr/bin/env node
/**
 * npm run stand-ins:lock: pins every library file the stand-ins replace to its bytes now
 * (plugins/standIns.lock.json). Run it only after checking each stand-in the install or the
 * build named against the library's new file; then review the lock's diff with the change.
 * Two builds write it: the deployable one (MOCK=none) and the demo one (msw's stand-in).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('plugins/standIns.lock.json', { force: true });
for (const mock of ['none', 'on']) {
  const built = spawnSync('npx', ['max', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, MOCK: mock, OUTPUT_PATH: 'node_modules/.cache/stand-ins-lock', STAND_INS_LOCK: 'write' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
rmSync('node_modules/.cache/stand-ins-lock', { recursive: true, force: true });
console.log('plugins/standIns.lock.json written: review its diff');
