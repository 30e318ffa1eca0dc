import { defineConfig } from '@umijs/max';
import { mkdirSync, writeFileSync } from 'fs';
import { resolve } from 'path';
import { UNUSED_PRO_FIELDS } from './plugins/proFields';
import { assertBuildEnv } from './plugins/security';

/**
 * Build-time switches, documented in the README. They reach client code only through
 * `define` below and are read once, in src/config.ts.
 *   MOCK=on|none     the msw demo backend; default on for the dev server, off for builds
 *                    (a MOCK=none build has no msw code and talks to API_HOST)
 *   API_HOST         base host of every call (default: same origin)
 *   PORTAL_ORIGINS   comma-separated origins allowed to command the console by postMessage
 *   APP_NAME         application name (default 云仓租赁管理后台)
 */
// A wrong PORTAL_ORIGINS or API_HOST stops the build with a clear message (plugins/security.ts).
assertBuildEnv(process.env);

const isDev = process.env.NODE_ENV === 'development';
/** The demo's mock backend: on for `npm start` and `npm run build:demo` (MOCK=on), off for `npm run build`. */
const mock = process.env.MOCK ? process.env.MOCK !== 'none' : isDev;

/** pro-form modules no screen renders, replaced by src/vendor/unusedProForm.js (paths under pro-form/es). */
const PRO_FORM_STAND_INS = ['layouts/StepsForm', 'layouts/LightFilter', 'components/List'];
const apiHost = (process.env.API_HOST ?? '').replace(/\/+$/, '');

export default defineConfig({
  npmClient: 'npm',
  title: process.env.APP_NAME || '云仓租赁管理后台',
  publicPath: '/',
  // The browser tests build into their own folder (scripts/build-for-tests.mjs).
  outputPath: process.env.OUTPUT_PATH || 'dist',
  history: { type: 'browser' },
  hash: true,
  favicons: ['/favicon.svg'],
  // The title is static: no react-helmet-async in the entry chunk.
  helmet: false,
  // msw handlers live in mock/: Umi's own dev mock must not read them.
  mock: false,
  plugins: ['./plugins/msw-mock-folder.ts', './plugins/htmlLang.ts', './plugins/security.ts'],
  alias: {
    '@mock': resolve(__dirname, 'mock'),
    // umi-request's dependencies, trimmed for the browser (see the files for why).
    qs$: resolve(__dirname, 'src/vendor/qs-lite.js'),
    'isomorphic-fetch$': resolve(__dirname, 'src/vendor/empty.js'),
    // antd's resize observers, without the polyfill modern browsers do not need.
    'resize-observer-polyfill$': resolve(__dirname, 'src/vendor/resizeObserver.js'),
  },
  model: {},
  initialState: { loading: '@/components/BootBlank' },
  access: {},
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, useLocalStorage: true, title: false },
  antd: {},
  define: {
    __MOCK__: mock,
    __API_HOST__: apiHost,
    __PORTAL_ORIGINS__: process.env.PORTAL_ORIGINS ?? '',
    __APP_NAME__: process.env.APP_NAME || '云仓租赁管理后台',
  },
  // The msw service worker is served only by a mock build, so MOCK=none ships no msw code.
  copy: mock ? ['node_modules/msw/lib/mockServiceWorker.js'] : [],
  proxy: !mock && apiHost && isDev ? { '/api': { target: apiHost, changeOrigin: true } } : undefined,
  targets: { chrome: 87 },
  // Modern browsers only (office Chrome/Edge): no core-js in the entry chunk.
  polyfill: { imports: [] },
  // The locale plugin would pull moment into the entry; antd 5 already uses dayjs.
  // No dayjs plugins in the entry: antd's pickers and pro-field register the ones they use.
  moment2dayjs: { preset: 'none', plugins: [] },
  esbuildMinifyIIFE: true,
  ...(process.env.NO_MINIFY ? { jsMinifier: 'none' as const } : {}),
  // `npm run analyze` (ANALYZE=1): the bundle's make-up per chunk and module, as JSON.
  analyze: { analyzerMode: 'json', reportFilename: resolve(__dirname, 'bench/results/bundle-report.json') },
  chainWebpack(memo, { webpack }) {
    // Spec section 9: page scripts load with a 120-second timeout.
    memo.output.chunkLoadTimeout(120_000);
    // ProField types no screen uses: one small stand-in module each, naming its type
    // (plugins/proFields.ts, src/vendor/unusedProField.js).
    const standIns = resolve(__dirname, 'node_modules/.cache/unused-pro-fields');
    mkdirSync(standIns, { recursive: true });
    for (const type of UNUSED_PRO_FIELDS) {
      writeFileSync(
        resolve(standIns, `${type}.js`),
        `import { standIn } from ${JSON.stringify(resolve(__dirname, 'src/vendor/unusedProField.js'))};\n` +
          `const Field = standIn(${JSON.stringify(type)});\nexport default Field;\n` +
          // pro-field imports the time range field by name from the TimePicker module.
          `export const FieldTimeRangePicker = Field;\n`,
      );
    }
    memo.plugin('unused-pro-fields').use(webpack.NormalModuleReplacementPlugin, [
      new RegExp(`pro-field[\\\\/]es[\\\\/]components[\\\\/](${UNUSED_PRO_FIELDS.join('|')})[\\\\/]index\\.js$`),
      (resource: { createData?: { resource?: string } }) => {
        const type = /components[\\/](\w+)[\\/]index\.js$/.exec(resource.createData?.resource ?? '')?.[1];
        if (type && resource.createData) resource.createData.resource = resolve(standIns, `${type}.js`);
      },
    ]);
    // Parts of pro-form no screen shows: one stand-in for all (src/vendor/unusedProForm.js).
    memo.plugin('unused-pro-form').use(webpack.NormalModuleReplacementPlugin, [
      new RegExp(`pro-form[\\\\/]es[\\\\/](${PRO_FORM_STAND_INS.join('|')})[\\\\/]index\\.js$`),
      resolve(__dirname, 'src/vendor/unusedProForm.js'),
    ]);
    // antd's Tree, for the table filter dropdown only (tree-mode filters: none; src/vendor/unusedTree.js).
    memo.plugin('unused-table-filter-tree').use(webpack.NormalModuleReplacementPlugin, [
      /antd[\\/]es[\\/]tree[\\/]index\.js$/,
      (resource: { contextInfo?: { issuer?: string }; createData?: { resource?: string; request?: string; userRequest?: string } }) => {
        const data = resource.createData;
        if (!data?.resource || !/table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/.test(resource.contextInfo?.issuer ?? '')) return;
        // A module is known by its request: rename it too, or the real Tree (which the lazy
        // column settings import) and the stand-in would be taken for one module.
        const standIn = resolve(__dirname, 'src/vendor/unusedTree.js');
        data.request = data.request?.replace(data.resource, standIn);
        data.userRequest = data.userRequest?.replace(data.resource, standIn);
        data.resource = standIn;
      },
    ]);
    // Column settings load when their button is first pointed at (src/vendor/lazyColumnSetting.js).
    memo.plugin('lazy-column-setting').use(webpack.NormalModuleReplacementPlugin, [
      /pro-table[\\/]es[\\/]components[\\/]ColumnSetting[\\/]index\.js$/,
      resolve(__dirname, 'src/vendor/lazyColumnSetting.js'),
    ]);
    // Date pickers load when a date field is first displayed (src/vendor/lazyPickerField.js).
    for (const field of ['DatePicker', 'RangePicker']) {
      memo.plugin(`lazy-pro-field-${field}`).use(webpack.NormalModuleReplacementPlugin, [
        new RegExp(`pro-field[\\\\/]es[\\\\/]components[\\\\/]${field}[\\\\/]index\\.js$`),
        resolve(__dirname, `src/vendor/lazy${field}Field.js`),
      ]);
    }
    // Production builds only: a size measure, and the dev server's transforms turn the
    // stand-in into CommonJS inside msw's strict ES module.
    if (!isDev) {
      memo.plugin('msw-cookie-store').use(webpack.NormalModuleReplacementPlugin, [
        /msw[\\/]lib[\\/]core[\\/]utils[\\/]cookieStore\.mjs$/,
        resolve(__dirname, 'src/vendor/mswCookieStore.js'),
      ]);
    }
    return memo;
  },
  routes: [
    {
      path: '/main',
      component: '@/layouts/DoorLayout',
      routes: [
        { path: '/main', redirect: '/main/login' },
        { path: '/main/login', name: 'login', component: '@/pages/Login' },
      ],
    },
    {
      path: '/',
      component: '@/layouts/SecurityLayout',
      routes: [
        { path: '/', redirect: '/orderDeliver' },
        { path: '/orderDeliver', name: 'orderDeliver', component: '@/pages/MenuScreen' },
        // Server menu paths and unknown paths both land here; MenuScreen tells them apart.
        { path: '*', component: '@/pages/MenuScreen' },
      ],
    },
  ],
});
