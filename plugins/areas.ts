import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { IApi } from '@umijs/max';
import type { ScreenDeclaration } from '../src/screens';
import { screenProblems } from './screenCheck';

/**
 * Umi's way with conventions (its routes, its locales): the indexes a new screen or API area
 * would otherwise be fed into by hand, written into src/.umi/plugin-areas at `max setup`,
 * `max dev` and `max build` from the screens' one declaration (src/screens.ts) and the folders:
 *
 * - screens.ts: each screen's path, view action and locale area (the first load's part);
 *   loaders.ts: each screen's page, a chunk of its own; words.ts: the palette's words;
 *   demo.ts: the demo backend's menu entries and grants (read by the mock only);
 * - handlers.ts: every mock/handlers/<area>.ts; services.ts: every src/services/<area>.ts of
 *   those areas (the contract, scripts/contract.mjs);
 * - messages.ts: every zh-CN area's message type and the en-US areas, merged.
 *
 * A declaration that misses a page, a locale file or a demo grant stops the run (screenCheck.ts).
 */
const root = join(__dirname, '..');
const at = (path: string) => join(root, path);
/** Files of the mock's handlers folder that are not an area's handlers. */
const NOT_AREAS = new Set(['index', 'serve']);

const names = (folder: string) =>
  readdirSync(at(folder))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -3))
    .sort();

/** src/screens.ts read fresh (a dev server sees a new screen after its restart of the files). */
function readDeclarations(): { screens: Record<string, ScreenDeclaration>; accounts: string[] } {
  const [output] = buildSync({
    entryPoints: [at('src/screens.ts')],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    logLevel: 'error',
  }).outputFiles;
  const module = { exports: {} as { SCREEN_DECLARATIONS: Record<string, ScreenDeclaration>; DEMO_ACCOUNTS: string[] } };
  new Function('module', 'exports', output.text)(module, module.exports);
  return { screens: module.exports.SCREEN_DECLARATIONS, accounts: module.exports.DEMO_ACCOUNTS };
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const json = (value: unknown) => JSON.stringify(value, null, 2);
const pick = <T>(screens: Record<string, ScreenDeclaration>, part: (screen: ScreenDeclaration) => T) =>
  Object.fromEntries(Object.entries(screens).map(([key, screen]) => [key, part(screen)]));

function screenFiles(screens: Record<string, ScreenDeclaration>): Record<string, string> {
  const core = pick(screens, ({ path, view, adminOnly, localeArea }) => ({ path, view, adminOnly, localeArea }));
  const loaders = Object.entries(screens).map(
    ([key, screen]) =>
      `  ${key}: () => import(/* webpackChunkName: "screen-${kebab(key)}" */ '${at(`src/pages/${screen.page}`)}'),`,
  );
  return {
    'screens.ts': `export const SCREENS = ${json(core)} as const;\n`,
    'loaders.ts': `export const LOADERS = {\n${loaders.join('\n')}\n};\n`,
    'words.ts': `export const SCREEN_WORDS = ${json(pick(screens, (screen) => screen.words))};\n`,
    'demo.ts':
      `import type { DemoScreen } from '${at('src/screens')}';\n` +
      `export const DEMO_SCREENS = ${json(pick(screens, (screen) => screen.demo))} satisfies Record<string, DemoScreen>;\n`,
  };
}

function areaFiles(): Record<string, string> {
  const areas = names('mock/handlers').filter((name) => !NOT_AREAS.has(name));
  const missing = areas.filter((area) => !existsSync(at(`src/services/${area}.ts`)));
  if (missing.length) throw new Error(`mock/handlers answers areas without a src/services file: ${missing.join(', ')}`);
  const zh = names('src/locales/zh-CN');
  const untranslated = zh.filter((area) => !existsSync(at(`src/localesLazy/en-US/${area}.ts`)));
  if (untranslated.length) throw new Error(`zh-CN areas without their en-US file: ${untranslated.join(', ')}`);
  return {
    'handlers.ts':
      areas.map((area) => `import ${area} from '${at(`mock/handlers/${area}`)}';`).join('\n') +
      `\nexport const handlersByArea = { ${areas.join(', ')} };\n`,
    'services.ts': areas.map((area) => `export * as ${area} from '${at(`src/services/${area}`)}';`).join('\n') + '\n',
    'messages.ts':
      zh.map((area) => `import type { Messages as ${area}Zh } from '${at(`src/locales/zh-CN/${area}`)}';`).join('\n') +
      `\nexport type AreaMessages = ${zh.map((area) => `${area}Zh`).join(' & ')};\n` +
      zh.map((area) => `import ${area} from '${at(`src/localesLazy/en-US/${area}`)}';`).join('\n') +
      `\nexport const EN_US_AREAS = { ${zh.map((area) => `...${area}`).join(', ')} };\n`,
  };
}

export default (api: IApi) => {
  api.addTmpGenerateWatcherPaths(() => [
    at('src/screens.ts'),
    at('mock/handlers'),
    at('src/locales/zh-CN'),
    at('src/localesLazy/en-US'),
  ]);
  api.onGenerateFiles(() => {
    const { screens, accounts } = readDeclarations();
    const problems = screenProblems(screens, accounts, (file) => existsSync(at(file)));
    if (problems.length) throw new Error(`src/screens.ts:\n- ${problems.join('\n- ')}`);
    for (const [path, content] of Object.entries({ ...screenFiles(screens), ...areaFiles() }))
      api.writeTmpFile({ path, content: `// Written by plugins/areas.ts: do not edit.\n${content}` });
  });
};
