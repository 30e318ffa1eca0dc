#!/usr/bin/env node
/**
 * `npm test`: every test, the unit and component tests side by side with the browser tests.
 * The browser tests mostly wait for a page (a third of a core on this machine), the unit and
 * component tests keep both cores busy: together they take the time of the longer, not the sum.
 * Each line is printed as it comes, tagged with its run. `max setup` writes src/.umi first,
 * once (SETUP_READY=1: an earlier step did, as CI's typecheck); the dev-server smoke test runs
 * last, alone: `max dev` empties src/.umi, which the unit tests import from.
 * Exits 1 if any run fails, after all have ended.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const SMOKE = 'tests/browser/devServer.test.ts';

/** Runs one command, tagging each line of its output; resolves to its exit code. */
function run(tag, command, env = {}) {
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${tag}] ${line}\n`));
  return new Promise((done) =>
    child.on('close', (code) => {
      console.log(`[${tag}] ended with ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
      done(code ?? 1);
    }),
  );
}

if (!process.env.SETUP_READY && (await run('setup', ['npx', 'max', 'setup'])) !== 0) process.exit(1);
const codes = await Promise.all([
  run('unit', ['npx', 'vitest', 'run', '--project', 'pure', '--project', 'unit', '--project', 'component']),
  run('browser', ['npm', 'run', '--silent', 'test:browser', '--', '--exclude', SMOKE]),
]);
codes.push(await run('smoke', ['npm', 'run', '--silent', 'test:browser', '--', SMOKE], { TEST_BUILD_READY: '1' }));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
