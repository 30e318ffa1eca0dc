#!/usr/bin/env node
/**
 * npm run upgrade-check -- antd@6.6.7 @ant-design/pro-components@3.1.14-8 …
 *
 * What an upgrade of the libraries would do, tried in a scratch copy (never in this checkout):
 * installs the project from its lock, then those versions; lists every library file a stand-in
 * is pinned to that changed, with the stand-ins to check again (plugins/standIns.lock.json);
 * re-pins the scratch copy so the rest can run, then runs the stand-ins' tests, the build and
 * the byte budgets (bench:ci). Prints a report of each step; exits 1 when a step failed.
 * docs/deploying.md, "Upgrading the libraries", says what to do with the report.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
if (!wanted.length) {
  console.error('usage: npm run upgrade-check -- <package>@<version> […]');
  process.exit(2);
}

/** The stand-ins' own tests: what they assume of the libraries, and the guard. */
const STAND_IN_TESTS = [
  'tests/pure/standIns.test.ts',
  'tests/pure/unusedQs.test.ts',
  'tests/pure/queryParams.test.ts',
  'tests/pure/proFields.test.ts',
  'tests/pure/antdStyles.test.ts',
];

const scratch = mkdtempSync(join(tmpdir(), 'upgrade-check-'));
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);
for (const file of files) {
  mkdirSync(join(scratch, dirname(file)), { recursive: true });
  try {
    cpSync(file, join(scratch, file));
  } catch {
    // a file deleted in the working tree but not yet in git
  }
}
console.log(`scratch copy: ${scratch}`);

const report = [];
/** Runs one step in the scratch copy; its output goes through, its outcome into the report. */
function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n== ${name}: ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, { cwd: scratch, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  report.push({ name, ok: run.status === 0, seconds });
  return run.status === 0;
}

const installed =
  step('install the lock', 'npm', ['install', '--no-audit', '--no-fund']) &&
  step(`install ${wanted.join(' ')}`, 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--save-exact',
    '--ignore-scripts',
    ...wanted,
  ]);
let changed = [];
if (installed) {
  const { createRequire } = await import('node:module');
  const pins = createRequire(join(scratch, 'package.json'))('./plugins/standInPins.cjs');
  changed = pins.changedPins();
  console.log(
    changed.length
      ? `\npinned library files that changed, and the stand-ins to check again:\n${pins.describe(changed)}`
      : '\nno pinned library file changed',
  );
  const ran =
    step('Umi setup', 'npx', ['max', 'setup']) &&
    step('re-pin the scratch copy (npm run stand-ins:lock)', 'npm', ['run', 'stand-ins:lock']) &&
    step("the stand-ins' tests", 'npx', ['vitest', 'run', '--project', 'pure', ...STAND_IN_TESTS]) &&
    step('the byte budgets, with both builds (npm run bench:ci)', 'npm', ['run', 'bench:ci']);
  if (!ran) console.log('\na step failed: the report below names it');
}

console.log(`\n== upgrade-check: ${wanted.join(' ')}`);
console.log(
  `pinned files changed: ${changed.length}${changed.length ? ` (stand-ins: ${[...new Set(changed.map((c) => c.standIn))].join(', ')})` : ''}`,
);
for (const { name, ok, seconds } of report) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = report.some((entry) => !entry.ok) || report.length < 6;
if (!process.argv.includes('--keep')) rmSync(scratch, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
