import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'src/.umi*/**', 'bench/results/**', 'coverage/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The console calls the backend only through src/services (one umi-request instance).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Calls go through src/services (one umi-request instance).' }],
    },
  },
  {
    // Screens never build URLs or call fetch: they use the typed service functions.
    files: ['src/pages/**', 'src/components/**', 'src/layouts/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'umi-request', message: 'Use a function from src/services.' }] }],
    },
  },
  {
    // Build-time stand-ins for library modules: plain browser JavaScript.
    files: ['src/vendor/**/*.js'],
    languageOptions: { globals: { console: 'readonly', ResizeObserver: 'readonly', window: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.mjs', 'tests/browser/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
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
