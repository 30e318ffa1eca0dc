import { defineConfig } from '@umijs/max';
import { resolve } from 'path';
import { applyStandIns } from './plugins/standIns';
import { assertBuildEnv } from './plugins/security';
import { buildVersion } from './plugins/buildVersion';
import { PRE_PAINT_SCRIPT } from './src/core/prePaint';

/**
 * Build-time switches, documented in the README. They reach client code only through
 * `define` below and are read once, in src/core/config.ts.
 *   MOCK=on|none     the msw demo backend; default on for the dev server, off for builds
 *                    (a MOCK=none build has no msw code and talks to API_HOST)
 *   API_HOST         base host of every call (default: same origin)
 *   PORTAL_ORIGINS   comma-separated origins allowed to command the console by postMessage
 *   FILE_ORIGINS     comma-separated https origins whose file URLs (vouchers, licences) may be shown
 *   FILE_PATHS       comma-separated same-origin path prefixes that hold files (e.g. /files/); never /api/
 *   APP_NAME         application name (default 云仓租赁管理后台)
 *   ERROR_BEACON_URL where the console reports its errors (a URL of the team's backend); unset: nowhere
 *   SENTRY_DSN       a Sentry project's DSN: errors go to Sentry instead (its SDK loaded at the first)
 *   BUILD_COMMIT     the commit the version names (default: git's HEAD)
 */
// A wrong PORTAL_ORIGINS or API_HOST stops the build with a clear message (plugins/security.ts).
assertBuildEnv(process.env);

const isDev = process.env.NODE_ENV === 'development';
/** This build's version: built into the bundle and written to version.json. */
const version = buildVersion();
/** The demo's mock backend: on for `npm start` and `npm run build:demo` (MOCK=on), off for `npm run build`. */
const mock = process.env.MOCK ? process.env.MOCK === 'on' : isDev;
/** Where a mock build's uploaded and seeded files are served (mock/handlers/upload.ts). */
const MOCK_FILE_PATH = '/mock-files/';

/** The browsers the console supports (office Chrome and Edge): what the code is compiled for. */
const TARGETS = { chrome: 87 };

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
  // Before anything else in the page, inline (its hash is in the CSP): a dark reload paints dark first.
  headScripts: [{ content: PRE_PAINT_SCRIPT }],
  // The title is static: no react-helmet-async in the entry chunk.
  helmet: false,
  // msw handlers live in mock/: Umi's own dev mock must not read them.
  mock: false,
  plugins: [
    './plugins/mswMockFolder.ts',
    './plugins/htmlLang.ts',
    './plugins/security.ts',
    './plugins/antdStyles.ts',
    './plugins/buildVersion.ts',
    './plugins/areas.ts',
  ],
  alias: {
    '@mock': resolve(__dirname, 'mock'),
  },
  model: {},
  initialState: { loading: '@/layouts/shell/BootBlank' },
  access: {},
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, useLocalStorage: true, title: false },
  antd: {},
  define: {
    __MOCK__: mock,
    __API_HOST__: apiHost,
    __PORTAL_ORIGINS__: process.env.PORTAL_ORIGINS ?? '',
    __FILE_ORIGINS__: process.env.FILE_ORIGINS ?? '',
    __FILE_PATHS__: [mock ? MOCK_FILE_PATH : '', process.env.FILE_PATHS ?? ''].filter(Boolean).join(','),
    __APP_NAME__: process.env.APP_NAME || '云仓租赁管理后台',
    __APP_VERSION__: version.version,
    // Read by plugins/buildVersion.ts when it writes version.json (not used by client code).
    __APP_VERSION_INFO__: version,
    __ERROR_BEACON_URL__: process.env.ERROR_BEACON_URL ?? '',
    __SENTRY_DSN__: process.env.SENTRY_DSN ?? '',
  },
  // The msw service worker is served only by a mock build, so MOCK=none ships no msw code; the
  // page registers mock/serviceWorker.js, which imports it.
  copy: mock ? ['node_modules/msw/lib/mockServiceWorker.js', 'mock/serviceWorker.js'] : [],
  proxy: !mock && apiHost && isDev ? { '/api': { target: apiHost, changeOrigin: true } } : undefined,
  targets: TARGETS,
  // Modern browsers only (office Chrome/Edge): no core-js in the entry chunk.
  polyfill: { imports: [] },
  // The locale plugin would pull moment into the entry; antd 5 already uses dayjs.
  // No dayjs plugins in the entry: antd's pickers and pro-field register the ones they use.
  moment2dayjs: { preset: 'none', plugins: [] },
  esbuildMinifyIIFE: true,
  // terser, not Umi's default esbuild: esbuild's minifier keeps unused functions inside a
  // module, so a library shipped as one file (valibot) came whole (+15 KiB on every page);
  // terser drops them: −80 KiB gzip over the whole build, for about 15 s more of build.
  jsMinifier: process.env.NO_MINIFY ? 'none' : 'terser',
  // `npm run analyze` (ANALYZE=1): the bundle's make-up per chunk and module, as JSON.
  analyze: { analyzerMode: 'json', reportFilename: resolve(__dirname, 'bench/results/bundle-report.json') },
  chainWebpack(memo, { webpack }) {
    // Umi gives babel-loader `targets` at the top level, which babel-preset-umi's preset-env
    // does not read: the console's own code came out as ES5 (classes as helpers, every async
    // function through the regenerator runtime). Handed to preset-env, it stays modern.
    for (const name of ['src', 'jsx-ts-tsx', 'extra-src']) {
      if (!memo.module.rules.has(name) || !memo.module.rule(name).uses.has('babel-loader')) continue;
      memo.module
        .rule(name)
        .use('babel-loader')
        .tap((options) => ({
          ...options,
          presets: (options.presets as unknown[]).map((preset) =>
            Array.isArray(preset) && String(preset[0]).includes('babel-preset-umi')
              ? [preset[0], { ...preset[1], presetEnv: { ...preset[1]?.presetEnv, targets: TARGETS } }]
              : preset,
          ),
        }));
    }
    // The @rc-component packages have no import side effects but do not say so: without this,
    // one export of a package's index brought every module it re-exports (the sign-in page's
    // Input brought TextArea's autosize).
    memo.module
      .rule('rc-component-pure')
      .test(/[\\/]node_modules[\\/]@rc-component[\\/]/)
      .sideEffects(false);
    // Page scripts load with a 120-second timeout (docs/requirements.md#limits).
    memo.output.chunkLoadTimeout(120_000);
    // Library modules no screen uses, replaced by small stand-ins (plugins/standIns.ts).
    applyStandIns(memo, webpack, { production: !isDev, mock });
    // The console's own shared modules (the menus, the data layer, the adapters) once, in a
    // chunk of their own, rather than a copy in every async chunk that uses them (below
    // webpack's 20 KB default, the layout, the menu screen and the session state each
    // carried their own copy). What plugins/areas.ts writes from the screens' declaration too.
    const split = (memo.optimization.get('splitChunks') ?? {}) as Record<string, unknown>;
    memo.optimization.splitChunks({
      ...split,
      cacheGroups: {
        ...((split.cacheGroups as object | undefined) ?? {}),
        consoleShared: {
          test: /[\\/]src[\\/](core|adapters|services|components[\\/]data|\.umi[\w-]*[\\/]plugin-areas)[\\/]/,
          chunks: 'async',
          minChunks: 2,
          minSize: 0,
          priority: 5,
          reuseExistingChunk: true,
        },
        // antd's per-component CSS (plugins/antdStyles.ts) once, not a copy in every chunk whose
        // script uses the component: below webpack's 20 KB a shared module is copied, so a screen
        // would load the same component's CSS twice. Here, not in the plugin's chainWebpack: a
        // later splitChunks call drops a group set there.
        antdCss: {
          test: /[\\/]plugin-antdStyles[\\/]hooks[\\/]/,
          type: 'css/mini-extract',
          chunks: 'async',
          minChunks: 2,
          minSize: 0,
          priority: 10,
          reuseExistingChunk: true,
        },
      },
    });
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
