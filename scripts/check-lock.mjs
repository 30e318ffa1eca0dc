#!/usr/bin/env node
/**
 * Fails when `npm install` changed the committed lock. The top-level `name` is ignored:
 * package.json has no name on purpose (Umi's route preloading switches on with one), so
 * npm writes the checkout folder's name there.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const strip = (text) => {
  const lock = JSON.parse(text);
  delete lock.name;
  if (lock.packages?.['']) delete lock.packages[''].name;
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
