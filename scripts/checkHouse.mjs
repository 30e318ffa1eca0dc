/**
 * What `npm run lint` checks of the house besides the code: the README stays readable (at most
 * 300 lines; history goes to docs/decisions.md); every screen declared in src/services/screens.ts
 * has its loader (src/pages/registry.ts), its palette words, its locale area in both languages,
 * and a demo entry whose grants name every demo account (mock/demoScreens.ts; README, "Add a
 * screen": a screen the demo accounts cannot open would pass every test written as admin); and
 * the build takes at most 12 stand-ins. Exits 1 naming each miss.
 */
import { existsSync, readFileSync } from 'node:fs';

const README_MAX_LINES = 300;
const MOST_STAND_INS = 12;
const DEMO_ACCOUNTS = ['operator', 'dontHaveAccess'];

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const problems = [];

const readmeLines = read('README.md').replace(/\n$/, '').split('\n').length;
if (readmeLines > README_MAX_LINES)
  problems.push(`README.md has ${readmeLines} lines (at most ${README_MAX_LINES}: move history to docs/decisions.md)`);

// Each screen's block: from `  key: {` to the next one (or the end of the table).
const table = /export const SCREENS = \{\n([\s\S]*?)\n\} as const/.exec(read('src/services/screens.ts'))?.[1] ?? '';
const blocks = table.split(/^(?= {2}\w+: \{$)/m).filter((block) => /^ {2}\w+: \{$/m.test(block));
if (!blocks.length) problems.push('src/services/screens.ts: no SCREENS found (has its format changed?)');
const registry = read('src/pages/registry.ts');
const words = read('src/features/palette/screenWords.ts');
const demo = /export const DEMO_SCREENS[^=]*= \{\n([\s\S]*?)\n\};/.exec(read('mock/demoScreens.ts'))?.[1] ?? '';
const demoBlocks = new Map(
  demo
    .split(/^(?= {2}\w+: \{$)/m)
    .filter((block) => /^ {2}\w+: \{$/m.test(block))
    .map((block) => [/^ {2}(\w+): \{$/m.exec(block)[1], block]),
);
for (const block of blocks) {
  const key = /^ {2}(\w+): \{$/m.exec(block)[1];
  if (!new RegExp(`^ {2}${key}: \\(\\) => import\\(`, 'm').test(registry))
    problems.push(`src/pages/registry.ts lacks the loader of ${key}`);
  const area = /localeArea: '(\w+)'/.exec(block)?.[1];
  if (!area) problems.push(`src/services/screens.ts: ${key} declares no localeArea`);
  else
    for (const file of [`src/locales/zh-CN/${area}.ts`, `src/localesLazy/en-US/${area}.ts`])
      if (!existsSync(new URL(`../${file}`, import.meta.url))) problems.push(`${key}: ${file} is missing`);
  if (!new RegExp(`^ {2}${key}:`, 'm').test(words)) problems.push(`src/features/palette/screenWords.ts lacks ${key}`);
  const grants = /grants: \{([^}]*)\}/.exec(demoBlocks.get(key) ?? '')?.[1];
  if (!grants) problems.push(`mock/demoScreens.ts: ${key} has no demo menu entry and grants`);
  else
    for (const account of DEMO_ACCOUNTS)
      if (!new RegExp(`\\b${account}: \\[`).test(grants))
        problems.push(`mock/demoScreens.ts: ${key}'s grants name nothing for ${account} ([] on purpose)`);
}

const standIns = [...read('plugins/standIns.ts').matchAll(/^ {4}name: '([\w-]+)',$/gm)].length + 1; // + antd's style loader
if (standIns > MOST_STAND_INS)
  problems.push(`plugins/standIns.ts: ${standIns} stand-ins, antd's style loader counted (at most ${MOST_STAND_INS})`);

if (problems.length) {
  for (const problem of problems) console.error(`house: ${problem}`);
  process.exit(1);
}
console.log(
  `house: README ${readmeLines} lines; ${blocks.length} screens declared, each loaded, translated and granted; ${standIns} stand-ins`,
);
