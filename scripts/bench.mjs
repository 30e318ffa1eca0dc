#!/usr/bin/env node
/**
 * The performance benchmark (npm run bench). Builds the production bundle with the mock
 * data (timing the build and its peak memory), serves it on 127.0.0.1 and drives Debian's
 * Chromium with a cold cache for every run. Prints one table, writes the same figures to
 * bench/results/latest.json, and exits 1 when a budget of bench/budgets.json is broken.
 *
 *   BENCH_RUNS=5 (at least 5)   BENCH_SKIP_BUILD=1 (reuse dist-bench/, and dist-bench-prod/ with --ci)   CHROMIUM_PATH=…
 *   BENCH_PAGES=/main/login,/orderDeliver   only these pages (with their files), no menu-switch
 *   or page-size runs; BENCH_PAGE_SIZE_ONLY=1   only the page-size-100 runs
 *   (quick looks while working; budgets are judged on a full run only)
 *   BENCH_CPU_SLOWDOWN=1.5   every page's CPU 1.5 times slower (first-render budgets with a margin)
 *
 *   --interactions: only the interaction table (scripts/bench/interactions.mjs) of an existing
 *   build (INTERACTION_DIR, default dist-bench), which a plain run prints after the first loads.
 *   INTERACTION_RUNS=3, INTERACTION_CPU=4 (the page's CPU that many times slower)
 *
 *   --costs: where each slow move of 订单发货 spends its time, by component, under the profiler
 *   (scripts/bench/costs.mjs), on an unminified build in dist-costs (COSTS_DIR).
 *   --scale: only the scale table (scripts/bench/scale.mjs), which a plain run prints last.
 *   SCALE_RUNS=3, DAY_STEPS=1000 (CI_DAY_STEPS=200 for the --ci gate); SCALE_CPU_SLOWDOWN=4 runs
 *   the page's CPU four times slower (a slow machine seen from a fast one)
 *
 *   --ci (npm run bench:ci): only what is deterministic, for CI to gate. Builds the console a
 *   real deployment ships (MOCK=none, served here with the fake backend on /api) and the
 *   mock build beside it, visits the login page, every screen and one menu switch once, and
 *   checks bytes, chunks and requests against bench/budgets.json; timings are not judged
 *   (they move by ±30 % between runs on these machines).
 */
import { main } from './bench/report.mjs';
import { mainCi } from './bench/ci.mjs';
import { mainInteractions, mainStandIns, mainScale } from './bench/runs.mjs';

const CI_MODE = process.argv.includes('--ci');
const SCALE_ONLY = process.argv.includes('--scale');
const STAND_INS_ONLY = process.argv.includes('--stand-ins');
const INTERACTIONS_ONLY = process.argv.includes('--interactions');
const COSTS_ONLY = process.argv.includes('--costs');

if (SCALE_ONLY) await mainScale({ build: !process.env.BENCH_SKIP_BUILD });
else if (CI_MODE) await mainCi();
else if (STAND_INS_ONLY) await mainStandIns();
else if (INTERACTIONS_ONLY) await mainInteractions();
else if (COSTS_ONLY) await (await import('./bench/costs.mjs')).mainCosts();
else if (!(await main())?.partial) {
  await mainInteractions();
  await mainScale({ build: false });
  // The figures of docs/performance.md, from what was just measured.
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, ['scripts/bench-doc.mjs'], { stdio: 'inherit' });
}
