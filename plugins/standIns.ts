/**
 * Build-time stand-ins for library code every table screen would carry and none shows
 * (docs/decisions.md). Each entry replaces one module of node_modules with a small file
 * of src/vendor that keeps its exports and fails loudly if a screen ever uses what it
 * replaced. `.umirc.ts` applies them in `chainWebpack`.
 *
 * What each saves is measured, not remembered: `npm run bench:stand-ins` builds once without
 * each and writes the figures to docs/performance.md ("What each stand-in saves"). A stand-in
 * that no longer matches fails the build (StandInGuard); tests/pure/standIns.test.ts and the
 * tests beside each vendor file fail when the library it patches changes shape.
 */
import { mkdirSync, writeFileSync } from 'fs';
import { resolve } from 'path';
import { UNUSED_PRO_FIELDS } from './proFields';

const root = resolve(__dirname, '..');
const vendor = (file: string) => resolve(root, 'src/vendor', file);

/** pro-form modules no screen renders, replaced by src/vendor/unusedProForm.js (paths under pro-form/es). */
export const PRO_FORM_STAND_INS = ['layouts/StepsForm', 'layouts/LightFilter', 'components/List'];

type ModuleResource = {
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

/** Every stand-in, by name. `production` ones only in builds (the dev server's transforms differ). */
export function applyStandIns(
  memo: Chain,
  webpack: Webpack,
  { production, mock }: { production: boolean; mock: boolean },
): void {
  const names: string[] = [];
  // `npm run bench:stand-ins` builds once with each stand-in off to weigh what it saves.
  const off = new Set((process.env.STAND_INS_OFF ?? '').split(',').filter(Boolean));
  const replace = (name: string, pattern: RegExp, target: string | ((resource: ModuleResource) => void)) => {
    everyName.push(name);
    if (off.has(name)) return;
    names.push(name);
    const count = (resource: ModuleResource) => made.set(name, (made.get(name) ?? 0) + 1) && resource;
    // A function target decides for itself (it may leave a match alone): it counts when it replaced.
    const counted =
      typeof target === 'string'
        ? (resource: ModuleResource) => {
            count(resource);
            if (resource.createData) resource.createData.resource = target;
          }
        : (resource: ModuleResource) => {
            const before = resource.createData?.resource;
            target(resource);
            if (resource.createData?.resource !== before) count(resource);
          };
    memo.plugin(name).use(webpack.NormalModuleReplacementPlugin, [pattern, counted]);
  };

  // ProField types no screen uses: one small stand-in module each, naming its type
  // (plugins/proFields.ts, src/vendor/unusedProField.js).
  const standIns = resolve(root, 'node_modules/.cache/unused-pro-fields');
  mkdirSync(standIns, { recursive: true });
  for (const type of UNUSED_PRO_FIELDS) {
    writeFileSync(
      resolve(standIns, `${type}.js`),
      `import { standIn } from ${JSON.stringify(vendor('unusedProField.js'))};\n` +
        `const Field = standIn(${JSON.stringify(type)});\nexport default Field;\n` +
        // pro-field imports the time range field by name from the TimePicker module.
        `export const FieldTimeRangePicker = Field;\n`,
    );
  }
  replace(
    'unused-pro-fields',
    new RegExp(
      `pro-components[\\\\/]es[\\\\/]field[\\\\/]components[\\\\/](${UNUSED_PRO_FIELDS.join('|')})[\\\\/]index\\.js$`,
    ),
    (resource) => {
      const type = /components[\\/](\w+)[\\/]index\.js$/.exec(resource.createData?.resource ?? '')?.[1];
      if (type && resource.createData) resource.createData.resource = resolve(standIns, `${type}.js`);
    },
  );

  // Parts of pro-form no screen shows: one stand-in for all (src/vendor/unusedProForm.js).
  replace(
    'unused-pro-form',
    new RegExp(`pro-components[\\\\/]es[\\\\/]form[\\\\/](${PRO_FORM_STAND_INS.join('|')})[\\\\/]index\\.js$`),
    vendor('unusedProForm.js'),
  );

  // ProTable's editable rows (inline editing): every change goes through a FormDialog.
  replace(
    'editable-rows',
    /pro-components[\\/]es[\\/]utils[\\/]useEditableArray[\\/]index\.js$/,
    vendor('unusedEditableRows.js'),
  );

  // antd Table's column filters (header funnels): every filter is a search form field.
  replace(
    'table-column-filters',
    /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    vendor('unusedTableFilter.js'),
  );

  // antd's Button style and Tooltip ask the colour picker whether a colour is bright: the
  // same test on the colour class antd's theme already loads (src/vendor/buttonColor.js).
  replace(
    'colour-test',
    /antd[\\/]es[\\/]color-picker[\\/](color|util|components[\\/]ColorPresets)\.js$/,
    (resource) => {
      const data = resource.createData;
      const issuer = resource.contextInfo?.issuer ?? '';
      if (!data?.resource || !/antd[\\/]es[\\/](button[\\/]style[\\/]token|tooltip[\\/]util)\.js$/.test(issuer)) return;
      // A module is known by its request: rename it too, or webpack takes both for one module.
      const standIn = vendor('buttonColor.js');
      data.request = data.request?.replace(data.resource, standIn);
      data.userRequest = data.userRequest?.replace(data.resource, standIn);
      data.resource = standIn;
    },
  );

  // Umi's document shell for hydrating server-rendered pages: the console renders in the
  // browser only (src/vendor/noServerHtml.js).
  replace('no-server-html', /@umijs[\\/]renderer-react[\\/]dist[\\/]html\.js$/, vendor('noServerHtml.js'));

  // The locale plugin's one event, without es5-ext (src/vendor/eventEmitter.js).
  replace('event-emitter', /[\\/]node_modules[\\/]event-emitter[\\/]index\.js$/, vendor('eventEmitter.js'));

  // Column settings load when their button is first pointed at (src/vendor/lazyColumnSetting.js).
  replace(
    'lazy-column-setting',
    /pro-components[\\/]es[\\/]table[\\/]components[\\/]ColumnSetting[\\/]index\.js$/,
    vendor('lazyColumnSetting.js'),
  );

  // Date pickers load when a date field is first reached for (src/vendor/lazyPickerField.js).
  for (const field of ['DatePicker', 'RangePicker']) {
    replace(
      `lazy-pro-field-${field}`,
      new RegExp(`pro-components[\\\\/]es[\\\\/]field[\\\\/]components[\\\\/]${field}[\\\\/]index\\.js$`),
      vendor(`lazy${field}Field.js`),
    );
  }

  // antd Result's illustrations load when a Result with that status first renders
  // (src/vendor/lazyResultImage.js): every screen's error state is a Result, few are a 403 or 404.
  for (const [image, standIn] of [
    ['noFound', 'lazyResultNoFound.js'],
    ['serverError', 'lazyResultServerError.js'],
    ['unauthorized', 'lazyResultUnauthorized.js'],
  ]) {
    replace(`lazy-result-${image}`, new RegExp(`antd[\\\\/]es[\\\\/]result[\\\\/]${image}\\.js$`), vendor(standIn));
  }

  // ProComponents' messages in the 31 languages the console does not speak: pro-provider
  // falls back to Chinese (src/vendor/proLocaleUnused.js).
  replace(
    'pro-locales-unused',
    /pro-components[\\/]es[\\/]provider[\\/]locale[\\/](?!zh_CN\.js$|en_US\.js$)\w+\.js$/,
    vendor('proLocaleUnused.js'),
  );

  // The ICU message grammar, reduced to what the locale files use (src/vendor/messageParser.js;
  // tests/pure/messageParser.test.ts holds it to the full parser on every message).
  replace('message-parser', /intl-messageformat-parser[\\/]lib[\\/]index\.js$/, vendor('messageParser.js'));

  // Umi's polyfill file sets a global regeneratorRuntime for code compiled without runtime
  // helpers; none in the bundle reads that global (every user imports its helper).
  replace('global-regenerator', /regenerator-runtime[\\/]runtime\.js$/, (resource) => {
    const data = resource.createData;
    if (!data?.resource || !/[\\/]core[\\/]polyfill\.ts$/.test(resource.contextInfo?.issuer ?? '')) return;
    const standIn = vendor('empty.js');
    data.request = data.request?.replace(data.resource, standIn);
    data.userRequest = data.userRequest?.replace(data.resource, standIn);
    data.resource = standIn;
  });

  // ProLayout's path matching, each pattern compiled once (src/vendor/cachedPathToRegexp.js):
  // time, not bytes (0 KiB in bench:stand-ins; the menu's render, docs/performance.md).
  // route-utils' copy of pathToRegexp, and path-to-regexp's `match` where ProLayout imports it.
  replace(
    'cached-path-to-regexp',
    /(route-utils[\\/]es[\\/]path-to-regexp|path-to-regexp[\\/]dist[\\/]index)\.js$/,
    (resource) => {
      const data = resource.createData;
      const issuer = resource.contextInfo?.issuer ?? '';
      if (!data?.resource || !/route-utils[\\/]es[\\/]|pro-components[\\/]es[\\/]layout[\\/]/.test(issuer)) return;
      const standIn = vendor('cachedPathToRegexp.js');
      data.request = data.request?.replace(data.resource, standIn);
      data.userRequest = data.userRequest?.replace(data.resource, standIn);
      data.resource = standIn;
    },
  );

  // Production builds only: a size measure, and the dev server's transforms turn the
  // stand-in into CommonJS inside msw's strict ES module.
  // Only where msw is bundled at all (the mock build).
  if (production && mock)
    replace('msw-cookie-store', /msw[\\/]lib[\\/]core[\\/]utils[\\/]cookieStore\.mjs$/, vendor('mswCookieStore.js'));

  if (production) memo.plugin('stand-in-guard').use(StandInGuard, [names]);
  if (production)
    writeFileSync(resolve(root, 'node_modules/.cache/stand-in-names.json'), JSON.stringify([...new Set(everyName)]));
}
