/**
 * What `npm run lint` checks of the house besides the code: the README stays readable (at most
 * 300 lines; history goes to docs/decisions.md), and every screen of SCREEN_PATH (src/core/urlQuery.ts) is
 * registered everywhere a screen must be (README, "Add a screen"): its component, its palette
 * words, its demo menu entry. Exits 1 naming each miss.
 */
import { readFileSync } from 'node:fs';

const README_MAX_LINES = 300;
/** Where every screen must be named, and what it gives the screen there. */
const REGISTERED_IN = {
  'src/pages/registry.ts': 'its component (the menu path opens it)',
  'src/features/palette/screenWords.ts': 'its words in the search palette',
  'mock/db/menus.ts': 'its entry in the demo menu',
};

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const problems = [];

const readmeLines = read('README.md').replace(/\n$/, '').split('\n').length;
if (readmeLines > README_MAX_LINES)
  problems.push(`README.md has ${readmeLines} lines (at most ${README_MAX_LINES}: move history to docs/decisions.md)`);

const pathTable = /export const SCREEN_PATH = \{([^}]*)\}/.exec(read('src/core/urlQuery.ts'))?.[1] ?? '';
const screens = [...pathTable.matchAll(/^\s+(\w+): '\/[^']*',$/gm)].map((match) => match[1]);
if (screens.length === 0) problems.push('src/core/urlQuery.ts: no SCREEN_PATH found (has its format changed?)');
for (const [file, what] of Object.entries(REGISTERED_IN)) {
  const text = read(file);
  for (const screen of screens)
    if (!new RegExp(`\\bSCREEN_PATH\\.${screen}\\b`).test(text))
      problems.push(`${file} lacks SCREEN_PATH.${screen}: ${what}`);
}

if (problems.length) {
  for (const problem of problems) console.error(`house: ${problem}`);
  process.exit(1);
}
console.log(
  `house: README ${readmeLines} lines; ${screens.length} screens registered in ${Object.keys(REGISTERED_IN).length} places`,
);
