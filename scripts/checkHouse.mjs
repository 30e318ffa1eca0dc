/**
 * What `npm run lint` checks of the house besides the code: the README stays readable (at most
 * 300 lines; history goes to docs/decisions.md); every screen declared in src/screens.ts has
 * its page, its locale area in both languages, its palette words and demo grants that name
 * every demo account (plugins/screenCheck.ts; README, "Add a screen": a screen the demo accounts
 * cannot open would pass every test written as admin); and
 * the build takes at most 12 stand-ins, written in at most 12 files of src/vendor (what a reviewer reads
 * to know what the build swaps). Exits 1 naming each miss.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** src/screens.ts and plugins/screenCheck.ts, bundled with esbuild and evaluated here. */
async function declared() {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    stdin: {
      contents:
        "export { SCREEN_DECLARATIONS, DEMO_ACCOUNTS } from './src/screens';\n" +
        "export { screenProblems } from './plugins/screenCheck';",
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

const README_MAX_LINES = 300;
const MOST_STAND_INS = 12;

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const problems = [];

const readmeLines = read('README.md').replace(/\n$/, '').split('\n').length;
if (readmeLines > README_MAX_LINES)
  problems.push(`README.md has ${readmeLines} lines (at most ${README_MAX_LINES}: move history to docs/decisions.md)`);

// The screens' one declaration, checked as plugins/areas.ts checks it at setup and build.
const { SCREEN_DECLARATIONS, DEMO_ACCOUNTS, screenProblems } = await declared();
const screens = Object.keys(SCREEN_DECLARATIONS);
problems.push(
  ...screenProblems(SCREEN_DECLARATIONS, DEMO_ACCOUNTS, (file) =>
    existsSync(new URL(`../${file}`, import.meta.url)),
  ).map((problem) => `src/screens.ts: ${problem}`),
);

const standIns = [...read('plugins/standIns.ts').matchAll(/^ {4}name: '([\w-]+)',$/gm)].length + 1; // + antd's style loader
if (standIns > MOST_STAND_INS)
  problems.push(`plugins/standIns.ts: ${standIns} stand-ins, antd's style loader counted (at most ${MOST_STAND_INS})`);
const standInFiles = readdirSync(new URL('../src/vendor', import.meta.url)).length;
if (standInFiles > MOST_STAND_INS)
  problems.push(`src/vendor: ${standInFiles} files behind the stand-ins (at most ${MOST_STAND_INS})`);

if (problems.length) {
  for (const problem of problems) console.error(`house: ${problem}`);
  process.exit(1);
}
console.log(
  `house: README ${readmeLines} lines; ${screens.length} screens declared, each loaded, translated and granted; ${standIns} stand-ins in ${standInFiles} files`,
);
