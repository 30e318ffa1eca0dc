/**
 * Build-time stand-ins for library code every table screen would carry and none shows, and
 * for library code that made a screen's first render longer than it had to be
 * (docs/decisions.md). Each entry replaces one module of node_modules with a small file of
 * src/vendor that keeps its exports and fails loudly if a screen ever uses what it replaced,
 * or does the same work another way. `.umirc.ts` applies them in `chainWebpack`.
 *
 * What each saves is measured, not remembered: `npm run bench:stand-ins` builds once without
 * each and writes the figures to docs/performance.md ("What each stand-in saves"). A stand-in
 * that no longer matches fails the build (StandInGuard); tests/pure/standIns.test.ts and the
 * tests beside each vendor file fail when the library it patches changes shape.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'fs';
import { resolve } from 'path';
import { UNUSED_PRO_FIELDS } from './proFields';

const root = resolve(__dirname, '..');
const vendor = (file: string) => resolve(root, 'src/vendor', file);

/** pro-form modules no screen renders, replaced by src/vendor/unusedProForm.js (paths under pro-form/es). */
export const PRO_FORM_STAND_INS = ['layouts/StepsForm', 'layouts/LightFilter', 'components/List'];

type ModuleResource = {
  /** The import as written (webpack's resolve data, before it resolves). */
  request?: string;
  contextInfo?: { issuer?: string };
  createData?: { resource?: string; request?: string; userRequest?: string };
};

// The webpack Umi bundles, as chainWebpack hands it over.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Webpack = { NormalModuleReplacementPlugin: any };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Chain = { plugin: (name: string) => { use: (plugin: any, args: unknown[]) => unknown } };

/**
 * Replacements each stand-in made in this build, by name. webpack's replacement plugin says
 * nothing when its pattern stops matching (a library moved a file): left alone, a stand-in
 * would switch off with the build still green. `StandInGuard` fails the build instead.
 */
const made = new Map<string, number>();

/** Every stand-in this build knows, on or off (what bench:stand-ins weighs one by one). */
const everyName: string[] = [];

type Tap<A extends unknown[]> = { tap: (name: string, run: (...args: A) => void) => void };
/** What the guard uses of webpack's compiler and compilation. */
export type GuardedCompiler = {
  hooks: { thisCompilation: Tap<[{ hooks: { finishModules: Tap<[]> }; errors: Error[] }]> };
};

/** Fails a build in which a stand-in replaced nothing (checked with a deliberate one: tests/pure/standIns.test.ts). */
export class StandInGuard {
  constructor(private readonly names: string[]) {}
  apply(compiler: GuardedCompiler) {
    compiler.hooks.thisCompilation.tap('StandInGuard', (compilation) => {
      for (const name of this.names) made.set(name, 0);
      compilation.hooks.finishModules.tap('StandInGuard', () => {
        const idle = this.names.filter((name) => !made.get(name));
        if (idle.length)
          compilation.errors.push(
            new Error(
              `Stand-ins that replaced nothing (plugins/standIns.ts): ${idle.join(', ')}. ` +
                'The library they patch has changed shape: move each to its new path, or drop it.',
            ),
          );
      });
    });
  }
}

/**
 * One stand-in: which module it replaces (`pattern`, matched on the resolved path), with what
 * (`file` in src/vendor, or `to` deciding per module), and why it earns its place. Those that
 * save under 5 KiB say what else they save: the login page's budget (225 KiB, which it meets by
 * under 1 KiB with them), or time.
 */
interface StandIn {
  name: string;
  pattern: RegExp;
  file?: string;
  /** Replaces only modules imported from here (the module stays for its other importers). */
  onlyFrom?: RegExp;
  /** Decides the replacement per module; undefined leaves it alone. */
  to?: (resource: string) => string | undefined;
  /**
   * Rewrites the import itself, before webpack resolves it (matched on the import as written):
   * the module then comes whole from its new path, with that path's loaders and module type,
   * one module with every other import of that path.
   */
  request?: (request: string) => string;
  /** `mock`: built demo builds only. */
  when?: 'mock';
  /**
   * Built from a copy under node_modules/.cache (made as the build or the dev server starts), so
   * that webpack's vendor chunks take it as they took the library module it replaces. From src/vendor, a module that many chunks share and
   * that is smaller than webpack's split threshold is copied into each of those chunks.
   */
  asLibrary?: boolean;
}

const esPath = (...parts: string[]) => new RegExp(`${parts.join('[\\\\/]')}\\.js$`);
const unusedProFieldDir = resolve(root, 'node_modules/.cache/unused-pro-fields');
const asLibraryDir = resolve(root, 'node_modules/.cache/stand-ins');

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
  // antd's Button style and Tooltip ask the colour picker whether a colour is bright: the same
  // test on the colour class antd's theme already loads. 0.5 KiB, all on the login page.
  {
    name: 'colour-test',
    pattern: /antd[\\/]es[\\/]color-picker[\\/](color|util|components[\\/]ColorPresets)\.js$/,
    onlyFrom: /antd[\\/]es[\\/](button[\\/]style[\\/]token|tooltip[\\/]util)\.js$/,
    file: 'buttonColor.js',
  },
  // Umi's document shell for hydrating server-rendered pages: the console renders in the browser
  // only. 1.0 KiB, all on the login page.
  { name: 'no-server-html', pattern: /@umijs[\\/]renderer-react[\\/]dist[\\/]html\.js$/, file: 'noServerHtml.js' },
  // The locale plugin's one event, without es5-ext. 1.3 KiB, all on the login page.
  { name: 'event-emitter', pattern: /[\\/]node_modules[\\/]event-emitter[\\/]index\.js$/, file: 'eventEmitter.js' },
  // antd's fallback messages, for a component outside any locale provider, are English and load
  // on every page; the console always gives a locale, so the fallback is the Chinese it loads
  // anyway. English itself still comes whole, on first use, from src/adapters/locale.ts (a locale
  // file's own imports are never swapped). With no-process-shim, 1.8 KiB on every page.
  {
    name: 'chinese-fallback-locale',
    pattern:
      /(antd[\\/]es[\\/](date-picker[\\/])?locale|@rc-component[\\/]pagination[\\/]es[\\/]locale)[\\/]en_US\.js$/,
    onlyFrom: /antd[\\/]es[\\/](?!.*locale[\\/][a-z]{2}_[A-Z]{2}\.js$)/,
    to: (resource) => resource.replace(/en_US\.js$/, 'zh_CN.js'),
  },
  // ProComponents' provider takes antd's Chinese messages from antd/lib (CommonJS): a second copy
  // of the es one every screen already loads. 1.9 KiB, on every screen.
  {
    name: 'one-chinese-locale',
    pattern: /^antd\/lib\/locale\/zh_CN$/,
    onlyFrom: /pro-components[\\/]es[\\/]/,
    request: () => 'antd/es/locale/zh_CN',
  },
  // Umi's runtime plugin manager, compiled to ES5 by Umi: its async paths bring Babel's
  // regenerator runtime and ES5 helpers nothing else uses. The same code, modern. 3.7 KiB, on every
  // page.
  { name: 'modern-plugin-manager', pattern: /umi[\\/]client[\\/]client[\\/]plugin\.js$/, file: 'umiPluginManager.js' },
  // The Node `process` object webpack provides to any module naming `process`: React and
  // umi-request only ask whether they run in Node.
  { name: 'no-process-shim', pattern: /[\\/]node_modules[\\/]process[\\/]browser\.js$/, file: 'browserProcess.js' },
  // Column settings load when their button is first pointed at.
  {
    name: 'lazy-column-setting',
    pattern: esPath('pro-components', 'es', 'table', 'components', 'ColumnSetting', 'index'),
    file: 'lazyColumnSetting.js',
  },
  // Date pickers load when a date field is first reached for.
  {
    name: 'lazy-pro-field-DatePicker',
    pattern: esPath('pro-components', 'es', 'field', 'components', 'DatePicker', 'index'),
    file: 'lazyDatePickerField.js',
  },
  {
    name: 'lazy-pro-field-RangePicker',
    pattern: esPath('pro-components', 'es', 'field', 'components', 'RangePicker', 'index'),
    file: 'lazyRangePickerField.js',
  },
  // antd Result's illustrations load when a Result with that status first renders: every
  // screen's error state is a Result, few are a 403 or 404.
  { name: 'lazy-result-noFound', pattern: esPath('antd', 'es', 'result', 'noFound'), file: 'lazyResultNoFound.js' },
  {
    name: 'lazy-result-serverError',
    pattern: esPath('antd', 'es', 'result', 'serverError'),
    file: 'lazyResultServerError.js',
  },
  {
    name: 'lazy-result-unauthorized',
    pattern: esPath('antd', 'es', 'result', 'unauthorized'),
    file: 'lazyResultUnauthorized.js',
  },
  // ProComponents' messages in the 31 languages the console does not speak: Chinese instead.
  {
    name: 'pro-locales-unused',
    pattern: /pro-components[\\/]es[\\/]provider[\\/]locale[\\/](?!zh_CN\.js$|en_US\.js$)\w+\.js$/,
    file: 'proLocaleUnused.js',
  },
  // The ICU message grammar, reduced to what the locale files use (tests/pure/messageParser.test.ts
  // holds it to the full parser on every message).
  { name: 'message-parser', pattern: /intl-messageformat-parser[\\/]lib[\\/]index\.js$/, file: 'messageParser.js' },
  // Umi's polyfill file sets a global regeneratorRuntime for code compiled without runtime
  // helpers; none in the bundle reads that global. 2.1 KiB, all on the login page.
  {
    name: 'global-regenerator',
    pattern: /regenerator-runtime[\\/]runtime\.js$/,
    onlyFrom: /[\\/]core[\\/]polyfill\.ts$/,
    file: 'empty.js',
  },
  // ProLayout's path matching, each pattern compiled once: time, not bytes (the side menu's
  // render, docs/performance.md). route-utils' copy of pathToRegexp, and path-to-regexp's
  // `match` where ProLayout imports it.
  {
    name: 'cached-path-to-regexp',
    pattern: /(route-utils[\\/]es[\\/]path-to-regexp|path-to-regexp[\\/]dist[\\/]index)\.js$/,
    onlyFrom: /route-utils[\\/]es[\\/]|pro-components[\\/]es[\\/]layout[\\/]/,
    file: 'cachedPathToRegexp.js',
  },
  // @rc-component/util's `useControlledState` copied each new controlled value into state with a
  // second, synchronous render of the component: for ProTable, the whole table again in the task
  // that first shows a list's rows. Time, not bytes (docs/decisions.md).
  {
    name: 'controlled-state-once',
    pattern: esPath('@rc-component', 'util', 'es', 'hooks', 'useControlledState'),
    file: 'controlledState.js',
    asLibrary: true,
  },
  // rc-table's column measuring cell read its width in a layout effect: the browser laid out the
  // whole new screen inside React's commit. Its ResizeObserver reports the same width after the
  // frame's own layout. Time, not bytes (docs/decisions.md).
  {
    name: 'table-measure-by-observer',
    pattern: esPath('@rc-component', 'table', 'es', 'Body', 'MeasureCell'),
    file: 'measureCell.js',
    asLibrary: true,
  },
  // rc-table's and rc-tabs' measuring layout effects run after the frame is painted: as a list
  // mounted they laid out the whole new screen inside React's commit and rendered again there.
  // `@rc-component/util`, as those two modules import it, with its layout effect hooks changed.
  // Time, not bytes (docs/decisions.md).
  {
    name: 'measures-after-paint',
    pattern: /^@rc-component\/util$/,
    onlyFrom: /@rc-component[\\/](table[\\/]es[\\/]Table|tabs[\\/]es[\\/]hooks[\\/]useUpdate)\.js$/,
    request: () => resolve(asLibraryDir, 'afterPaintEffects.js'),
    file: 'afterPaintEffects.js',
    asLibrary: true,
  },
  // antd's Form.Item asked on every render whether it is drawn (`offsetParent`), to know when to
  // measure its margin again for an error: whether it is in the document is what that needs.
  // Time, not bytes (docs/decisions.md).
  {
    name: 'form-item-in-document',
    pattern: /^@rc-component\/util$/,
    onlyFrom: /antd[\\/]es[\\/]form[\\/]FormItem[\\/]ItemHolder\.js$/,
    request: () => resolve(asLibraryDir, 'formItemConnected.js'),
    file: 'formItemConnected.js',
    asLibrary: true,
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

/** The replacement of one module by a stand-in, or undefined to leave it (counted when made). */
function replacementFor(standIn: StandIn, resource: ModuleResource): string | undefined {
  const path = resource.createData?.resource;
  if (!path) return undefined;
  if (standIn.onlyFrom && !standIn.onlyFrom.test(resource.contextInfo?.issuer ?? '')) return undefined;
  if (standIn.to) return standIn.to(path);
  return standIn.asLibrary ? resolve(asLibraryDir, standIn.file!) : vendor(standIn.file!);
}

/** Copies the stand-ins built as library modules where webpack's vendor chunks take them. */
function copyAsLibrary(standIns: StandIn[]): void {
  mkdirSync(asLibraryDir, { recursive: true });
  for (const standIn of standIns)
    if (standIn.asLibrary) copyFileSync(vendor(standIn.file!), resolve(asLibraryDir, standIn.file!));
}

/** Applies every stand-in of the table that this build takes; the guard fails a build where one replaced nothing. */
export function applyStandIns(
  memo: Chain,
  webpack: Webpack,
  { production, mock }: { production: boolean; mock: boolean },
): void {
  // `npm run bench:stand-ins` builds once with each stand-in off to weigh what it saves.
  const off = new Set((process.env.STAND_INS_OFF ?? '').split(',').filter(Boolean));
  const taken = STAND_INS.filter((standIn) => standIn.when !== 'mock' || (production && mock));
  for (const standIn of taken) everyName.push(standIn.name);
  const names = taken.map((standIn) => standIn.name).filter((name) => !off.has(name));
  writeUnusedProFields();
  copyAsLibrary(taken);
  for (const standIn of taken) {
    if (off.has(standIn.name)) continue;
    const replace = (resource: ModuleResource) => {
      if (standIn.request) {
        if (resource.createData?.resource || !resource.request) return;
        if (standIn.onlyFrom && !standIn.onlyFrom.test(resource.contextInfo?.issuer ?? '')) return;
        made.set(standIn.name, (made.get(standIn.name) ?? 0) + 1);
        resource.request = standIn.request(resource.request);
        return;
      }
      const target = replacementFor(standIn, resource);
      const data = resource.createData;
      if (!target || !data?.resource || target === data.resource) return;
      made.set(standIn.name, (made.get(standIn.name) ?? 0) + 1);
      // A module is known by its request too: renamed, or webpack takes both for one module.
      if (standIn.onlyFrom) {
        data.request = data.request?.replace(data.resource, target);
        data.userRequest = data.userRequest?.replace(data.resource, target);
      }
      data.resource = target;
    };
    memo.plugin(standIn.name).use(webpack.NormalModuleReplacementPlugin, [standIn.pattern, replace]);
  }
  if (production) memo.plugin('stand-in-guard').use(StandInGuard, [names]);
  if (production)
    writeFileSync(resolve(root, 'node_modules/.cache/stand-in-names.json'), JSON.stringify([...new Set(everyName)]));
}
