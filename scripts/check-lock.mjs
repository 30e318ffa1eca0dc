#!/usr/bin/env node
/**
 * Fails when `npm install` changed the committed lock. The top-level `name` is ignored:
 * package.json has no name on purpose (Umi's route preloading switches on with one), so
 * npm writes the checkout folder's name there. So are optional packages for other systems
 * (rollup's and unrs' binaries for macOS, Windows, Android…): this registry lists a varying
 * set of them from one install to the next, and none is ever installed here, so what is
 * installed is still exactly what the lock says.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const matches = (list, value) =>
  !list || list.some((entry) => (entry.startsWith('!') ? entry.slice(1) !== value : entry === value));
const libc =
  process.platform === 'linux' ? (process.report.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl') : undefined;
const foreign = (entry) =>
  entry.optional &&
  !(matches(entry.os, process.platform) && matches(entry.cpu, process.arch) && matches(entry.libc, libc));

const strip = (text) => {
  const lock = JSON.parse(text);
  delete lock.name;
  if (lock.packages?.['']) delete lock.packages[''].name;
  for (const [path, entry] of Object.entries(lock.packages ?? {}))
    if (path && foreign(entry)) delete lock.packages[path];
  return JSON.stringify(lock);
};

const committed = strip(
  execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
);
const installed = strip(readFileSync('package-lock.json', 'utf8'));
if (committed !== installed) {
  console.error('npm install changed package-lock.json: commit the lock that `npm install` writes.');
  process.exit(1);
}
console.log('package-lock.json unchanged by npm install');
