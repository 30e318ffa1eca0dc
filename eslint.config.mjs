import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import house from './lint/fileNames.mjs';
import { FILES_WITH_MODULE_MOCKS } from './tests/moduleMocks.mjs';

/** Packages that tie code to React, Umi or antd. */
const FRAMEWORK = ['@umijs/max', 'umi', 'react', 'react-dom', 'react/*', 'antd', 'antd/*', '@ant-design/*', 'ahooks'];
/** What each layer must not reach: everything above it. */
const ABOVE = {
  features: ['@/pages/*', '@/layouts/*', '@mock/*', '@mock'],
  components: ['@/pages/*', '@/layouts/*', '@/features/*', '@mock/*', '@mock'],
  // The shell shows domain pieces too (the header's todo bell), never a screen.
  layouts: ['@/pages/*', '@mock/*', '@mock'],
  services: ['@/components', '@/components/*', '@/pages/*', '@/layouts/*', '@mock/*', '@mock'],
};

/** A layer's import rule: the patterns it may not import, with the reason. */
function layer(files, reason, patterns, { typesFrom = false } = {}) {
  const group = patterns.filter((pattern) => !typesFrom || !pattern.startsWith('@/services'));
  const typeOnly = typesFrom ? patterns.filter((pattern) => pattern.startsWith('@/services')) : [];
  return [
    {
      files: [files],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              { group, message: `Layering: ${reason}.` },
              ...(typeOnly.length
                ? [{ group: typeOnly, allowTypeImports: true, message: `Layering: ${reason} (wire types only).` }]
                : []),
            ],
          },
        ],
      },
    },
  ];
}

const ONE_WAY_TO_TRANSLATE = {
  selector:
    "ImportDeclaration[source.value='@umijs/max'] ImportSpecifier[imported.name=/^(useIntl|getIntl|FormattedMessage|injectIntl)$/]",
  message: 'Translate with useMessages().t from @/adapters/intl.',
};

/** URLs the server sends become links, images and windows only through src/components/FileLink. */
const SERVER_URLS_THROUGH_POLICY = [
  {
    selector: 'JSXAttribute[name.name=/^(href|src)$/][value.type="JSXExpressionContainer"]',
    message: 'A URL from data goes through <FileLink>/<FileImage> (the file URL policy, src/core/fileUrl.ts).',
  },
  {
    selector: 'CallExpression[callee.object.name="window"][callee.property.name="open"]',
    message: 'Open server files with openFile() from @/components/FileLink (the file URL policy).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'src/.umi*/**',
      'bench/results/**',
      'coverage/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The console calls the backend only through src/services (one umi-request instance).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Calls go through src/services (one umi-request instance).' },
      ],
    },
  },
  {
    // A function a reader takes in at once: a longer one is split by what its parts do.
    // Tests are exempt: a describe block is a list of cases, not one piece of logic.
    files: ['src/**/*.{ts,tsx}', 'mock/**/*.ts', 'plugins/**/*.ts', 'scripts/**/*.mjs'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A file a reader takes in at one sitting: a longer one is split by what its parts do (the
    // bench by scenario). Tests are exempt, as above.
    files: ['src/**/*.{ts,tsx,js}', 'mock/**/*.ts', 'plugins/**/*.{ts,cjs}', 'scripts/**/*.mjs', 'lint/**/*.mjs'],
    rules: { 'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }] },
  },
  // Layers (README, "Architecture"): pages -> components -> services -> core. Each folder
  // may import only the layers below it; framework glue lives in src/adapters; the mock
  // backend is reached only through the switch in src/app.tsx.
  ...layer('src/core/**', 'core is framework-free logic, below the services', [
    ...FRAMEWORK,
    ...ABOVE.services,
    '@/services/*',
    '@/adapters/*',
  ]),
  ...layer('src/services/**', 'services call core only', [...FRAMEWORK, ...ABOVE.services, '@/adapters/*']),
  // The mock backend answers the services' endpoints: it may use their contract and core's
  // pure logic (and the Chinese locale, for the names a real backend would send), nothing
  // that renders.
  ...layer('mock/**', 'the mock is a backend: services, core and the zh-CN locale only', [
    ...FRAMEWORK,
    '@/components',
    '@/components/*',
    '@/pages/*',
    '@/layouts/*',
    '@/features/*',
    '@/adapters/*',
    '@/locales/en-US*',
    '@/localesLazy/*',
    '../src/*',
    '../../src/*',
  ]),
  ...layer('src/adapters/**', 'adapters wire core and services to the framework', ABOVE.services),
  ...layer('src/components/**', 'the kit serves every screen', [...ABOVE.components, 'umi-request']),
  ...layer('src/features/**', 'features are domain pieces several screens share', [...ABOVE.features, 'umi-request']),
  ...layer('src/layouts/**', 'layouts hold screens, they do not import them', [...ABOVE.layouts, 'umi-request']),
  // A screen never imports another screen: what two screens share moves to src/features
  // (domain pieces) or src/components (the kit). MenuScreen alone routes to the screens.
  ...layer('src/pages/**', 'screens use services, never the transport, and never another screen', [
    '@mock/*',
    '@mock',
    'umi-request',
    '@/layouts/*',
    '@/pages/*',
    '../*',
  ]),
  ...layer('src/pages/MenuScreen/**', 'MenuScreen routes to the screens through the registry', [
    '@mock/*',
    '@mock',
    'umi-request',
    '@/layouts/*',
    '../*',
  ]),
  {
    // No import cycles anywhere in the console or its mock; each module imported once, every
    // import at the top of its file, in one order.
    files: ['src/**/*.{ts,tsx}', 'mock/**/*.ts', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rule reads no TypeScript file and reports nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      // Packages, then the console's own modules by alias, then the folder's neighbours.
      'import-x/order': [
        'error',
        {
          groups: [['builtin', 'external'], 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@mock/**', group: 'internal' },
            { pattern: '@mock', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
        },
      ],
    },
  },
  {
    // File and folder names (lint/fileNames.mjs). scripts/ keeps the kebab-case names its
    // npm commands and documents call it by.
    files: [
      'src/**/*.{ts,tsx,js}',
      'mock/**/*.ts',
      'tests/**/*.{ts,tsx,mts,mjs}',
      'plugins/**/*.{ts,cjs}',
      'lint/**/*.mjs',
    ],
    plugins: { house },
    rules: { 'house/file-name': 'error' },
  },
  {
    // One way to translate: useMessages().t (src/adapters/intl.ts) or t() from src/core/i18n.
    // A server's URL reaches href, src or window.open only through the file URL policy.
    files: ['src/components/**', 'src/features/**', 'src/layouts/**', 'src/pages/**'],
    rules: { 'no-restricted-syntax': ['error', ONE_WAY_TO_TRANSLATE, ...SERVER_URLS_THROUGH_POLICY] },
  },
  {
    // The policy's own components (src/core/fileUrl.ts decides; these render).
    files: ['src/components/FileLink.tsx', 'src/components/FileImage.tsx'],
    rules: { 'no-restricted-syntax': ['error', ONE_WAY_TO_TRANSLATE] },
  },
  {
    // The jsdom projects share modules across files (isolate: false): a module mock would leak.
    files: ['tests/unit/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    ignores: FILES_WITH_MODULE_MOCKS,
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'This file shares its modules with the files after it: list it in tests/moduleMocks.mjs.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'This file shares its modules with the files after it: list it in tests/moduleMocks.mjs.',
        },
      ],
    },
  },
  {
    // Build-time stand-ins for library modules: plain browser JavaScript.
    files: ['src/vendor/**/*.js'],
    // `process.env.NODE_ENV` is replaced by the bundler.
    languageOptions: {
      globals: {
        console: 'readonly',
        ResizeObserver: 'readonly',
        window: 'readonly',
        process: 'readonly',
        // The stand-in's query, which webpack writes in while it builds (src/vendor/lazyStandIn.js).
        __resourceQuery: 'readonly',
      },
    },
  },
  {
    // webpack loaders and the stand-ins' pins: CommonJS, loaded with require().
    files: ['plugins/**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.mjs', 'tests/browser/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        Headers: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        // Code passed to page.evaluate / addInitScript runs in the browser.
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        document: 'readonly',
        window: 'readonly',
        performance: 'readonly',
        PerformanceObserver: 'readonly',
        MutationObserver: 'readonly',
        requestAnimationFrame: 'readonly',
      },
    },
  },
);
