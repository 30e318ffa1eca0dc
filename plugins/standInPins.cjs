/**
 * The bytes each stand-in was checked against (plugins/standIns.ts). Every library file a
 * stand-in replaces, or whose behaviour it relies on, is pinned by its SHA-256 in
 * plugins/standIns.lock.json, per stand-in and file:
 *
 *   - `npm install` (postinstall: scripts/checkStandInPins.mjs) fails when any pinned file
 *     changed or went, naming the stand-ins to check again;
 *   - the production build fails when a stand-in replaces a file the lock does not pin with
 *     those bytes (a new path, a new file matched, a changed file).
 *
 * After checking a stand-in against a new library version: `npm run stand-ins:lock` (the
 * builds that take the stand-ins, writing what they replaced) and review the lock's diff.
 * CommonJS so that the build's plugins, the loader and the install script share it.
 */
const { createHash } = require('crypto');
const { existsSync, readFileSync, statSync, writeFileSync } = require('fs');
const { relative, resolve, sep } = require('path');

const ROOT = resolve(__dirname, '..');
const LOCK_FILE = resolve(ROOT, 'plugins/standIns.lock.json');

/** `{ [stand-in]: { [file under the project, /-separated]: sha256 } }` */
function readLock() {
  return existsSync(LOCK_FILE) ? JSON.parse(readFileSync(LOCK_FILE, 'utf8')) : {};
}

const hashes = new Map();
/** SHA-256 of a file's bytes, or undefined when it is gone (kept while its size and time stay). */
function fileHash(path) {
  if (!existsSync(path)) return undefined;
  const { size, mtimeMs } = statSync(path);
  const known = hashes.get(path);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.hash;
  const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
  hashes.set(path, { size, mtimeMs, hash });
  return hash;
}

const projectPath = (absolute) => relative(ROOT, absolute).split(sep).join('/');

/** Every pinned file whose bytes are not the pinned ones: `[{ standIn, file, why }]`. */
function changedPins(lock = readLock()) {
  const changed = [];
  for (const [standIn, files] of Object.entries(lock))
    for (const [file, pinned] of Object.entries(files)) {
      const now = fileHash(resolve(ROOT, file));
      if (now !== pinned) changed.push({ standIn, file, why: now ? 'changed' : 'gone' });
    }
  return changed;
}

/**
 * What one build replaced, judged against the lock: a stand-in that replaced a file the lock
 * does not pin with these bytes. `seen`: Map<stand-in, Set<absolute path>>.
 */
function unpinnedReplacements(seen, lock = readLock()) {
  const found = [];
  for (const [standIn, files] of seen)
    for (const absolute of files) {
      const file = projectPath(absolute);
      const pinned = lock[standIn] && lock[standIn][file];
      if (!pinned) found.push({ standIn, file, why: 'not pinned' });
      else if (pinned !== fileHash(absolute)) found.push({ standIn, file, why: 'changed' });
    }
  return found;
}

/** Adds what one build replaced to the lock (`npm run stand-ins:lock`, one build after another). */
function writeLock(seen, { fresh }) {
  const lock = fresh ? {} : readLock();
  for (const [standIn, files] of seen) {
    lock[standIn] = lock[standIn] || {};
    for (const absolute of files) lock[standIn][projectPath(absolute)] = fileHash(absolute);
  }
  const sorted = Object.fromEntries(
    Object.keys(lock)
      .sort()
      .map((standIn) => [
        standIn,
        Object.fromEntries(
          Object.keys(lock[standIn])
            .sort()
            .map((file) => [file, lock[standIn][file]]),
        ),
      ]),
  );
  writeFileSync(LOCK_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** One line per stand-in, naming its files: what a failed check prints. */
function describe(problems) {
  const byStandIn = new Map();
  for (const { standIn, file, why } of problems)
    byStandIn.set(standIn, [...(byStandIn.get(standIn) || []), `${file} (${why})`]);
  return [...byStandIn].map(([standIn, files]) => `  ${standIn}: ${files.join(', ')}`).join('\n');
}

module.exports = { LOCK_FILE, readLock, fileHash, changedPins, unpinnedReplacements, writeLock, describe };
