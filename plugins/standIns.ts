/**
 * Build-time stand-ins for library code every table screen would carry and none shows: each
 * entry replaces one module of node_modules with a small file of src/vendor that keeps its
 * exports and fails loudly if a screen ever uses what it replaced, or loads the real module
 * when the operator first reaches for it. Nothing here changes how a library's code runs
 * (docs/decisions.md, "Fast without forking"). `.umirc.ts` applies them in `chainWebpack`.
 *
 * Each is pinned to the bytes it was checked against (plugins/standInPins.cjs): one changed
 * byte in a replaced file fails `npm install` and the build, naming the stand-in. A stand-in
 * whose pattern stops matching fails the build too (StandInGuard). What each saves:
 * `npm run bench:stand-ins` (docs/performance.md); upgrading: docs/deploying.md.
 */
import { mkdirSync, writeFileSync } from 'fs';
import { resolve } from 'path';
import { UNUSED_PRO_FIELDS } from './proFields';
import * as pins from './standInPins.cjs';

const root = resolve(__dirname, '..');
const vendor = (file: string) => resolve(root, 'src/vendor', file);

/** pro-form modules no screen renders, replaced by src/vendor/unusedProForm.js (paths under pro-form/es). */
export const PRO_FORM_STAND_INS = ['layouts/StepsForm', 'layouts/LightFilter', 'components/List'];

/** antd's style modules with their style functions taken out (plugins/antdStyleLoader.cjs), pinned like the rest. */
export const ANTD_STYLE_STAND_IN = 'antd-style-functions';

type ModuleResource = { createData?: { resource?: string } };

// The webpack Umi bundles, as chainWebpack hands it over.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Webpack = { NormalModuleReplacementPlugin: any };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Chain = { plugin: (name: string) => { use: (plugin: any, args: unknown[]) => unknown } };

/** The library files each stand-in replaced in this build (and those it relies on), by name. */
const seen = new Map<string, Set<string>>();

/** Records one file a stand-in replaced or relies on (antd's style loader records its own). */
export function recordReplaced(standIn: string, absolutePath: string): void {
  if (!seen.has(standIn)) seen.set(standIn, new Set());
  seen.get(standIn)!.add(absolutePath);
}

type Tap<A extends unknown[]> = { tap: (name: string, run: (...args: A) => void) => void };
/** What the guard uses of webpack's compiler and compilation. */
export type GuardedCompiler = {
  hooks: { thisCompilation: Tap<[{ hooks: { finishModules: Tap<[]> }; errors: Error[] }]> };
};

/**
 * Fails a build in which a stand-in replaced nothing (the library moved a file), or replaced
 * a file the lock does not pin with these bytes. `STAND_INS_LOCK=write` (npm run
 * stand-ins:lock) writes what the build replaced into the lock instead.
 */
export class StandInGuard {
  constructor(private readonly names: string[]) {}
  apply(compiler: GuardedCompiler) {
    compiler.hooks.thisCompilation.tap('StandInGuard', (compilation) => {
      seen.clear();
      compilation.hooks.finishModules.tap('StandInGuard', () => {
        if (process.env.STAND_INS_LOCK === 'write') {
          pins.writeLock(seen, { fresh: false });
          return;
        }
        const idle = this.names.filter((name) => !seen.get(name)?.size);
        if (idle.length)
          compilation.errors.push(
            new Error(
              `Stand-ins that replaced nothing (plugins/standIns.ts): ${idle.join(', ')}. ` +
                'The library they patch has changed shape: move each to its new path, or drop it.',
            ),
          );
        const unpinned = pins.unpinnedReplacements(seen);
        if (unpinned.length)
          compilation.errors.push(
            new Error(
              `Stand-ins replaced library files not pinned with these bytes (plugins/standIns.lock.json):\n` +
                `${pins.describe(unpinned)}\nCheck each stand-in against the new file, then npm run stand-ins:lock.`,
            ),
          );
      });
    });
  }
}

/**
 * One stand-in: which module it replaces (`pattern`, matched on the resolved path), with what
 * (`file` in src/vendor, or `to` deciding per module), and why it earns its place.
 */
interface StandIn {
  name: string;
  pattern: RegExp;
  file?: string;
  /** Decides the replacement per module; undefined leaves it alone. */
  to?: (resource: string) => string | undefined;
  /** Library files whose use of the replaced module the stand-in relies on: pinned with it. */
  reliesOn?: string[];
  /** `mock`: built demo builds only. */
  when?: 'mock';
}

/** The name of a module `lazy-on-first-use` replaces, which src/vendor/lazyStandIn.js reads as its query. */
const LAZY_MODULE = /(ColumnSetting|DatePicker|RangePicker|noFound|serverError|unauthorized)(?:[\\/]index)?\.js$/;

const esPath = (...parts: string[]) => new RegExp(`${parts.join('[\\\\/]')}\\.js$`);
const unusedProFieldDir = resolve(root, 'node_modules/.cache/unused-pro-fields');

/** Every stand-in, in the order they apply; what each saves: docs/performance.md. */
const STAND_INS: StandIn[] = [
  // ProField types no screen uses: one small module each, naming its type (plugins/proFields.ts).
  {
    name: 'unused-pro-fields',
    pattern: new RegExp(
      `pro-components[\\\\/]es[\\\\/]field[\\\\/]components[\\\\/](${UNUSED_PRO_FIELDS.join('|')})[\\\\/]index\\.js$`,
    ),
    to: (resource) => {
      const type = /components[\\/](\w+)[\\/]index\.js$/.exec(resource)?.[1];
      return type && resolve(unusedProFieldDir, `${type}.js`);
    },
  },
  // Parts of pro-form no screen shows: one stand-in for all.
  {
    name: 'unused-pro-form',
    pattern: new RegExp(`pro-components[\\\\/]es[\\\\/]form[\\\\/](${PRO_FORM_STAND_INS.join('|')})[\\\\/]index\\.js$`),
    file: 'unusedProForm.js',
  },
  // ProTable's editable rows (inline editing): every change goes through a FormDialog.
  {
    name: 'editable-rows',
    pattern: esPath('pro-components', 'es', 'utils', 'useEditableArray', 'index'),
    file: 'unusedEditableRows.js',
  },
  // antd Table's column filters (header funnels): every filter is a search form field.
  {
    name: 'table-column-filters',
    pattern: esPath('antd', 'es', 'table', 'hooks', 'useFilter', 'index'),
    file: 'unusedTableFilter.js',
  },
  // Code a screen needs only when the operator reaches for it, loaded then: ProTable's column
  // settings (when its button is pointed at), pro-field's date pickers (when a date field is
  // reached for), antd Result's illustrations (when a 403, 404 or 500 is first drawn). Each
  // library module is replaced by a loader of itself (`?lazy` escapes the replacement).
  {
    name: 'lazy-on-first-use',
    pattern:
      /(pro-components[\\/]es[\\/](table[\\/]components[\\/]ColumnSetting|field[\\/]components[\\/](DatePicker|RangePicker))[\\/]index|antd[\\/]es[\\/]result[\\/](noFound|serverError|unauthorized))\.js$/,
    // One file for all, told which module it stands in for by its query (src/vendor/lazyStandIn.js).
    to: (resource) => {
      const [, module] = LAZY_MODULE.exec(resource) ?? [];
      return module && `${vendor('lazyStandIn.js')}?${module}`;
    },
  },
  // ProComponents' messages in the 31 languages the console does not speak: Chinese instead.
  {
    name: 'pro-locales-unused',
    pattern: /pro-components[\\/]es[\\/]provider[\\/]locale[\\/](?!zh_CN\.js$|en_US\.js$)\w+\.js$/,
    file: 'proLocaleUnused.js',
  },
  // umi-request's polyfills for browsers without fetch or ResizeObserver: every browser the
  // console supports (Chrome 87+, `targets` in .umirc.ts) has both.
  {
    name: 'no-fetch-polyfill',
    pattern: /[\\/]node_modules[\\/]isomorphic-fetch[\\/]fetch-npm-browserify\.js$/,
    file: 'supportedBrowser.js',
  },
  {
    name: 'no-resize-observer-polyfill',
    pattern: /[\\/]node_modules[\\/]resize-observer-polyfill[\\/]dist[\\/]ResizeObserver\.es\.js$/,
    file: 'supportedBrowser.js',
  },
  // `qs` (about 25 KiB gzip in the entry chunk): umi-request calls it only to write a GET's
  // parameters or a form body, and the console gives it `paramsSerializer` (its documented
  // option, src/core/request.ts) and sends JSON. umi-request's file is pinned with it.
  {
    name: 'unused-qs',
    pattern: /[\\/]node_modules[\\/]qs[\\/]lib[\\/]index\.js$/,
    file: 'unusedQs.js',
    reliesOn: ['node_modules/umi-request/dist/index.esm.js'],
  },
  // msw's cookie store (tough-cookie and a public-suffix list, ~60 KiB on every demo screen): the
  // fake backend sets no cookie. Demo builds only, and only built (the dev server's transforms
  // turn it into CommonJS inside msw's strict ES module).
  {
    name: 'msw-cookie-store',
    pattern: /msw[\\/]lib[\\/]core[\\/]utils[\\/]cookieStore\.mjs$/,
    file: 'mswCookieStore.js',
    when: 'mock',
  },
];

/** How many stand-ins the build may take, antd's style loader counted (checked by lint). */
export const MOST_STAND_INS = 12;

/** The stand-ins' names: what the lock may hold (lint counts them). */
export const STAND_IN_NAMES = [...STAND_INS.map((standIn) => standIn.name), ANTD_STYLE_STAND_IN];

/** Writes the one-line modules `unused-pro-fields` swaps in (src/vendor/unusedProField.js names each type). */
function writeUnusedProFields(): void {
  mkdirSync(unusedProFieldDir, { recursive: true });
  for (const type of UNUSED_PRO_FIELDS)
    writeFileSync(
      resolve(unusedProFieldDir, `${type}.js`),
      `import { standIn } from ${JSON.stringify(vendor('unusedProField.js'))};\n` +
        `const Field = standIn(${JSON.stringify(type)});\nexport default Field;\n` +
        // pro-field imports the time range field by name from the TimePicker module.
        `export const FieldTimeRangePicker = Field;\n`,
    );
}

/** The replacement of one module by a stand-in, or undefined to leave it. */
function replacementFor(standIn: StandIn, resource: ModuleResource): string | undefined {
  const path = resource.createData?.resource;
  if (!path) return undefined;
  return standIn.to ? standIn.to(path) : vendor(standIn.file!);
}

/** Applies every stand-in of the table that this build takes; the guard fails a build where one replaced nothing or an unpinned file. */
export function applyStandIns(
  memo: Chain,
  webpack: Webpack,
  { production, mock }: { production: boolean; mock: boolean },
): void {
  // `npm run bench:stand-ins` builds once with each stand-in off to weigh what it saves.
  const off = new Set((process.env.STAND_INS_OFF ?? '').split(',').filter(Boolean));
  const taken = STAND_INS.filter((standIn) => standIn.when !== 'mock' || (production && mock));
  const names = taken.map((standIn) => standIn.name).filter((name) => !off.has(name));
  writeUnusedProFields();
  for (const standIn of taken) {
    if (off.has(standIn.name)) continue;
    const replace = (resource: ModuleResource) => {
      const target = replacementFor(standIn, resource);
      const data = resource.createData;
      if (!target || !data?.resource || target === data.resource) return;
      recordReplaced(standIn.name, data.resource.replace(/\?.*$/, ''));
      for (const file of standIn.reliesOn ?? []) recordReplaced(standIn.name, resolve(root, file));
      data.resource = target;
    };
    memo.plugin(standIn.name).use(webpack.NormalModuleReplacementPlugin, [standIn.pattern, replace]);
  }
  if (production) memo.plugin('stand-in-guard').use(StandInGuard, [names]);
  if (production)
    writeFileSync(
      resolve(root, 'node_modules/.cache/stand-in-names.json'),
      JSON.stringify(STAND_INS.map((standIn) => standIn.name)),
    );
}
