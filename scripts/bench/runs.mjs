/**
 * `npm run bench:stand-ins` (what each stand-in saves), `npm run bench -- --interactions` (what
 * each click costs at a slower CPU) and `npm run bench -- --scale` (how cost grows).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.mjs';
import { loadMockBackend } from '../mock-backend.mjs';
import { CPU_SLOWDOWN, printRows, runScale } from './scale.mjs';
import { budgets, build, target } from './shared.mjs';
import { measureBuild } from './ci.mjs';
import { measureAdp } from './adp.mjs';
import { interactionTable, measureInteractions } from './interactions.mjs';

// ---------------------------------------------------------------- what each stand-in saves

/**
 * npm run bench:stand-ins: the deployable build (MOCK=none) once as it ships and once with
 * each stand-in of plugins/standIns.ts off; what each saves is the most any page's first
 * load grows without it (the login page and every screen, gzip). Written to
 * bench/results/standIns.json, from which docs/performance.md's table is made.
 */
export async function mainStandIns() {
  mkdirSync('bench/results', { recursive: true });
  const dir = 'dist-bench-stand-ins';
  const api = await loadMockBackend();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const firstLoads = async (off) => {
    process.env.STAND_INS_OFF = off;
    await build({ outDir: dir, mock: 'none' });
    const { pages } = await measureBuild(browser, dir, api);
    return Object.fromEntries(Object.entries(pages).map(([path, page]) => [path, page.gzipKiB]));
  };
  try {
    const shipped = await firstLoads('');
    const names = JSON.parse(readFileSync('node_modules/.cache/stand-in-names.json', 'utf8'));
    const standIns = [];
    for (const name of names) {
      const without = await firstLoads(name);
      const growth = Object.entries(without).map(([path, kib]) => [path, kib - shipped[path]]);
      const [page, savedKiB] = growth.sort((a, b) => b[1] - a[1])[0];
      standIns.push({ name, savedKiB, page, loginKiB: without['/main/login'] - shipped['/main/login'] });
      console.log(`${name}: ${savedKiB.toFixed(1)} KiB gzip on ${page}`);
    }
    const summary = { when: new Date().toISOString(), shipped, standIns };
    writeFileSync('bench/results/standIns.json', `${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    delete process.env.STAND_INS_OFF;
    await browser.close();
  }
}

// ---------------------------------------------------------------- scale (npm run bench -- --scale)

/** The scale table: how cost grows with rows, entries and hours (scripts/bench-scale.mjs). */
export async function mainScale({ build: needsBuild }) {
  mkdirSync('bench/results', { recursive: true });
  if (needsBuild) {
    console.log('building the production bundle (mock data)…');
    await build({ outDir: 'dist-bench', mock: 'on' });
  }
  const { figures, rows } = await runScale({
    dir: 'dist-bench',
    runs: Number(process.env.SCALE_RUNS) || 3,
    daySteps: Number(process.env.DAY_STEPS) || 1000,
    budgets: budgets.scale,
  });
  const table = printRows(rows);
  const name = CPU_SLOWDOWN > 1 ? `scale-cpu${CPU_SLOWDOWN}x` : 'scale';
  if (CPU_SLOWDOWN > 1) console.log(`(the page's CPU slowed ${CPU_SLOWDOWN}× by DevTools' throttling)`);
  writeFileSync(
    `bench/results/${name}.json`,
    `${JSON.stringify({ when: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, figures, rows }, null, 2)}\n`,
  );
  writeFileSync(`bench/results/${name}.md`, `${table}\n`);
  const broken = rows.filter((row) => !row.holds);
  if (broken.length) {
    console.log(
      `\nSCALE BUDGETS BROKEN (${broken.length}):\n- ${broken.map((row) => `${row.scenario}: ${row.figure} ${row.value}`).join('\n- ')}`,
    );
    process.exitCode = 1;
  } else console.log('\nscale budgets hold');
}

/**
 * The interaction table (scripts/bench/interactions.mjs) of the build in INTERACTION_DIR
 * (default: the one a full run just measured), written to bench/results/interactions.json.
 */
export async function mainInteractions() {
  const dir = process.env.INTERACTION_DIR || target.dir;
  const runs = Number(process.env.INTERACTION_RUNS) || 3;
  const slowdown = Number(process.env.INTERACTION_CPU) || 4;
  console.log(`\ninteractions on ${dir}, CPU ${slowdown}× slower, ${runs} cold runs each (Event Timing, INP's way):`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let figures;
  let adp;
  try {
    figures = await measureInteractions(browser, { dir, runs, slowdown });
    // Ant Design Pro's table list, when one is served beside the bench (scripts/bench/adp.mjs).
    // A failure there is said and leaves the column out; the console's figures stand.
    if (process.env.ADP_URL)
      adp = await measureAdp(browser, { url: process.env.ADP_URL, runs, slowdown }).catch((error) => {
        console.error(`Ant Design Pro not measured: ${error.message.split('\n')[0]}`);
        return undefined;
      });
  } finally {
    await browser.close();
  }
  const table = interactionTable(figures, slowdown, adp);
  console.log(table);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/interactions.json',
    `${JSON.stringify({ when: new Date().toISOString(), dir, runs, slowdown, figures, adp }, null, 2)}\n`,
  );
  return figures;
}
