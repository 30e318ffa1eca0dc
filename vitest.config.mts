import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BROWSER_FILES_AT_ONCE } from './tests/browser/ports.mjs';
import { FILES_WITH_MODULE_MOCKS } from './tests/moduleMocks.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The same build-time constants as .umirc.ts `define`, with test values. */
const define = {
  __MOCK__: 'true',
  __API_HOST__: '""',
  __PORTAL_ORIGINS__: '"https://portal.example.com"',
  __FILE_ORIGINS__: '"https://files.example.com"',
  __FILE_PATHS__: '"/mock-files/"',
  __APP_NAME__: '"云仓租赁管理后台"',
  __APP_VERSION__: '"test@2026-12-05T00:00:00Z"',
  __ERROR_BEACON_URL__: '"https://errors.example.com/beacon"',
  __SENTRY_DSN__: '""',
};

// Regex aliases, so `@` does not swallow `@ant-design/...` (vite matches a string alias as a prefix).
const alias = [
  { find: /^@umijs\/max$/, replacement: here('./src/.umi/exports.ts') },
  { find: /^umi$/, replacement: here('./src/.umi/exports.ts') },
  { find: /^@@\//, replacement: here('./src/.umi/') },
  { find: /^@mock\//, replacement: here('./mock/') },
  { find: /^@\//, replacement: here('./src/') },
  // One React for everything. Umi's locale plugin imports the react-intl nested in
  // @umijs/plugins, whose CJS build would require the react 16 nested beside it; its ESM
  // build, inlined, goes through the React aliases below instead.
  {
    find: /^.*\/@umijs\/plugins\/node_modules\/react-intl$/,
    replacement: here('./node_modules/@umijs/plugins/node_modules/react-intl/lib/index.js'),
  },
  { find: /^react$/, replacement: here('./node_modules/react/index.js') },
  { find: /^react\/jsx-runtime$/, replacement: here('./node_modules/react/jsx-runtime.js') },
  { find: /^react-dom$/, replacement: here('./node_modules/react-dom/index.js') },
];

/**
 * A jsdom test file allocates fast (every render, every query's walk of the document): with
 * V8's default 16 MiB young generation a tenth of its time was garbage collection. 32 MiB took
 * tests/component/shipping.test.tsx from 114 s to 100 s on this 2-core machine (64: no better).
 */
const jsdomWorkerArgs = ['--max-semi-space-size=32'];

/** Inlined so that the React aliases apply inside them. */
const server = { deps: { inline: [/react-intl\/lib/] } };

/** What every component file runs with: the real console in jsdom, on the fake backend. */
const component = {
  execArgv: jsdomWorkerArgs,
  server,
  environment: 'jsdom' as const,
  globals: true,
  setupFiles: ['tests/jsdom.ts', 'tests/setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  define,
  resolve: { alias },
  test: {
    // Two test files at a time even on two cores (vitest's own default would be one): a file
    // competes with one other, as it would with one busy process beside it, and the unit and
    // component tests took about 8 minutes instead of 11 (docs/testing.md; 5 since `isolate: false`). The browser
    // project runs two files at a time on any machine (`maxWorkers` below).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Pure functions: no DOM, no msw, no app setup, so a file costs milliseconds.
        extends: true,
        test: {
          name: 'pure',
          // umi-request inlined, so that a test's stand-in for qs reaches its import (tests/pure/unusedQs.test.ts).
          server: { deps: { inline: [/umi-request/] } },
          include: ['tests/pure/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          execArgv: jsdomWorkerArgs,
          isolate: false,
          server,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          globals: true,
          setupFiles: ['tests/jsdom.ts', 'tests/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          ...component,
          // One module graph per worker across files (vitest's `isolate: false`): a file no
          // longer imports antd, ProComponents and the console again for itself. setup.ts resets
          // what a test leaves (the fake backend, storage, cookies, loaded data, notices) after
          // every test, across files as within one, and each file still gets its own jsdom.
          isolate: false,
          include: ['tests/component/**/*.test.{ts,tsx}'],
          exclude: [...FILES_WITH_MODULE_MOCKS],
        },
      },
      {
        // A file that replaces a module (`vi.mock`) gets modules of its own: without isolation
        // its stand-in would stay for the files after it, or come too late for a module they loaded.
        extends: true,
        test: { name: 'component-mocks', ...component, include: [...FILES_WITH_MODULE_MOCKS] },
      },
      {
        // Measures where a file's first test spends its time; `npm run test:probe`, not `npm test`.
        extends: true,
        test: {
          name: 'probe',
          server,
          include: ['tests/probe/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          globals: true,
          setupFiles: ['tests/jsdom.ts', 'tests/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globals: true,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // What an operator would wait for on a busy 2-core machine, not vitest's 1 s.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          // Two files at a time, each with its own Chromium and servers (tests/browser/ports.mjs):
          // a browser file alone keeps about 1.2 of this machine's two cores busy (Chromium's
          // own work; the rest of the time it waits for what an operator would see).
          maxWorkers: BROWSER_FILES_AT_ONCE,
        },
      },
    ],
  },
});
