import { resolve } from 'path';
import { createElement, type ReactNode } from 'react';
import type * as CssInJs from '@ant-design/cssinjs';
import type * as StaticStyleExtract from '@ant-design/static-style-extract';
import type { IApi } from '@umijs/max';
import type * as Antd from 'antd';
import { THEME } from '../src/theme';
import { ANTD_STYLE_STAND_IN } from './standIns';
import * as pins from './standInPins.cjs';

/**
 * antd's CSS made at build time (antd 6 `zeroRuntime`): the browser no longer generates and
 * inserts style rules while a screen renders, and no longer downloads the code that did.
 *
 * At `max setup` and at every build, antd's components are rendered once in Node with the
 * console's theme (src/theme.ts) and the CSS of each style hook antd declares is written to
 * its own file, `@@/plugin-antdStyles/hooks/<hook>.css` (Button-Button, Input-OTP, …).
 *
 * In a production build, `antdStyleLoader.cjs` rewrites antd's style modules: each hook's
 * style function becomes `() => []` (antd never calls it under zeroRuntime) and the module
 * imports its hook's CSS. The CSS therefore lands in the chunk of the component that uses
 * it: the sign-in page carries the CSS of its own few components, a screen that of its own.
 * `@@/plugin-antdStyles/base.css` (imported first by src/app.tsx) holds antd's shared rules;
 * in development, where the loader does not run, it holds every hook's CSS as well.
 *
 * antd still registers its design tokens and each component's CSS variables at run time;
 * they are not in these files. Nothing is patched silently: `AntdStyleGuard` fails a build
 * that ships a style hook without CSS, and one in which the loader rewrote nothing.
 */

/**
 * Hooks that may render no CSS with the console's theme: Pagination's bordered style is
 * drawn only with the `wireframe` token, which THEME leaves off.
 */
export const EMPTY_HOOKS = ['Pagination-bordered', 'BackTop-BackTop'];

/**
 * Hooks whose component the console never renders, though antd bundles their style module
 * with one it does: Input.OTP is a static property of Input. tests/pure/antdStyles.test.ts
 * fails when a source file starts using one.
 */
export const UNRENDERED_HOOKS = ['Input-OTP'];

/** Rules no screen can match, left out of a hook's CSS; each must still match something. */
export const TRIMS: { hooks: string[] | 'all'; selector: RegExp; why: string }[] = [
  {
    hooks: 'all',
    selector: /-rtl\b/,
    why: 'the console is laid out left to right only (no ConfigProvider `direction`)',
  },
  {
    hooks: ['Grid-Grid'],
    selector: /\.ant-col-(xs|sm|md|lg|xl|xxl|xxxl)-/,
    why: 'per-breakpoint Col props: none in the console (the query filter and the descriptions pick their spans in script; the workbench uses CSS grid)',
  },
  {
    hooks: ['Grid-Grid'],
    selector: /\.ant-col-(push|pull|order)-/,
    why: 'Col push, pull and order: unused (the query filter uses offset, kept)',
  },
  {
    hooks: ['Button-Button'],
    selector: /\.ant-btn-color-(blue|purple|cyan|green|magenta|pink|red|orange|yellow|volcano|geekblue|lime|gold)\b/,
    why: 'palette colours on buttons: the console colours a button by its type and `danger` only',
  },
  {
    hooks: ['Tooltip-Tooltip', 'Popover-Popover'],
    selector:
      /\.ant-(tooltip|popover)-(blue|purple|cyan|green|magenta|pink|red|orange|yellow|volcano|geekblue|lime|gold)\b/,
    why: 'palette colours on tooltips and popovers: none is given a `color`',
  },
];

/**
 * The places in `css` where `at` (a character) stands at the top level: not inside a quoted
 * string (`content: "}"`, `[title="a,b"]`), a comment, parentheses (`:is(a, b)`) or an
 * escape (`.a\{`). With `open`/`close` given (`{`/`}` when counting blocks), `at` counts
 * only when it brings their nesting back to the top.
 */
function topLevel(css: string, at: string, open = '', close = ''): number[] {
  const found: number[] = [];
  let depth = 0;
  let parens = 0;
  let quote = '';
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '\\') i += 1;
    else if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (char === '(') parens += 1;
    else if (char === ')') parens -= 1;
    else if (char === open) depth += 1;
    else if (char === close) {
      depth -= 1;
      if (char === at && depth === 0) found.push(i);
    } else if (char === at && depth === 0 && parens === 0) found.push(i);
  }
  return found;
}

/** Top-level blocks of a style sheet (rules and at-rules). */
export function blocks(css: string): string[] {
  let start = 0;
  return topLevel(css, '}', '{', '}').map((end) => {
    const block = css.slice(start, end + 1);
    start = end + 1;
    return block;
  });
}

/** The selectors of a rule's head, split at its top-level commas. */
export function selectorList(head: string): string[] {
  let start = 0;
  return [...topLevel(head, ','), head.length].map((end) => {
    const one = head.slice(start, end);
    start = end + 1;
    return one;
  });
}

/** `css` without the selectors matching `selector` (inside media queries too), and how many went. */
export function trimSelectors(css: string, selector: RegExp): { css: string; dropped: number } {
  let dropped = 0;
  const keep = (sheet: string): string =>
    blocks(sheet)
      .map((block) => {
        const open = topLevel(block, '{')[0];
        const head = block.slice(0, open);
        if (/^@(media|supports|layer)/.test(head)) {
          const inner = keep(block.slice(open + 1, -1));
          return inner ? `${head}{${inner}}` : '';
        }
        if (head.startsWith('@')) return block;
        const selectors = selectorList(head);
        const kept = selectors.filter((one) => !selector.test(one));
        dropped += selectors.length - kept.length;
        return kept.length ? `${kept.join(',')}${block.slice(open)}` : '';
      })
      .join('');
  return { css: keep(css), dropped };
}

/** Each hook's CSS less the TRIMS; a trim that no longer matches anything fails the build. */
export function trimAntdStyles(byHook: Map<string, string>): Map<string, string> {
  const trimmed = new Map<string, string>();
  const matched = new Map(TRIMS.map((trim) => [trim, 0]));
  for (const [hook, css] of byHook) {
    if (UNRENDERED_HOOKS.includes(hook)) continue;
    let out = css;
    for (const trim of TRIMS) {
      if (trim.hooks !== 'all' && !trim.hooks.includes(hook)) continue;
      const result = trimSelectors(out, trim.selector);
      out = result.css;
      matched.set(trim, matched.get(trim)! + result.dropped);
    }
    trimmed.set(hook, out);
  }
  const idle = TRIMS.filter((trim) => !matched.get(trim));
  if (idle.length)
    throw new Error(
      `antd CSS trims that matched nothing (plugins/antdStyles.ts): ${idle.map((t) => t.selector).join(', ')}`,
    );
  return trimmed;
}

/** cssinjs' trailer naming every cached path: for hydrating server-rendered pages, none here. */
const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/g;

/** The CSS of each antd style hook as the console's theme draws it, by hook name. */
export function extractAntdStyles(): Map<string, string> {
  // Loaded here, not at the top: only a build or `max setup` renders styles.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { extractStyle: renderEveryComponent } =
    require('@ant-design/static-style-extract') as typeof StaticStyleExtract;
  const cssinjs = require('@ant-design/cssinjs') as typeof CssInJs;
  const { ConfigProvider, Form } = require('antd') as typeof Antd;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const cache = cssinjs.createCache();
  // Rendering every component once draws antd's deprecation notes for the ones the console
  // does not use (Input.Group, List): not news to a build log.
  const warn = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Warning: [antd:')) warn(...args);
  };
  try {
    renderEveryComponent({
      // Rendered with style generation on: that is what zeroRuntime leaves to the build. A form
      // item outside a form draws one more hook (Form-item-item).
      customTheme: (node: ReactNode) =>
        createElement(
          cssinjs.StyleProvider,
          { cache },
          createElement(ConfigProvider, { theme: { ...THEME, zeroRuntime: false } }, node, createElement(Form.Item)),
        ),
    });
  } finally {
    console.error = warn;
  }
  const byHook = new Map<string, string>();
  for (const key of cache.cache.keys()) {
    // `style%%<hook>%<prefix>%<icon prefix>`; design tokens and CSS variables are antd's at run time.
    const [type, hook] = key.split('%').filter(Boolean);
    if (type !== 'style' || hook === 'ant-design-icons') continue;
    const one = { ...cache, cache: new Map([[key, cache.cache.get(key)!]]), extracted: new Set<string>() };
    const css = cssinjs
      .extractStyle(one as typeof cache, { plain: true, types: ['style'] })
      .replace(CACHE_PATH_RULE, '');
    // A hook drawn under two contexts, or antd's shared reset, repeats rules: each rule once.
    const before = byHook.get(hook) ?? '';
    const known = new Set(blocks(before));
    const added = blocks(css).filter((block) => !known.has(block) && !!known.add(block));
    if (added.length) byHook.set(hook, before + added.join(''));
  }
  return byHook;
}

/** What the loader did to one module (`buildInfo.antdStyleHooks`). */
export type RewrittenStyles = { hooks: string[]; missing: string[] };
// A concatenated module (scope hoisting) names only its root: its inner modules count too.
type Module = { buildInfo?: { antdStyleHooks?: RewrittenStyles }; modules?: Module[]; resource?: string };
type Compilation = {
  hooks: { afterSeal: { tap: (name: string, run: () => void) => void } };
  errors: Error[];
  chunks: Iterable<unknown>;
  chunkGraph: { getChunkModulesIterable: (chunk: unknown) => Iterable<Module> };
};
type Compiler = {
  hooks: { thisCompilation: { tap: (name: string, run: (compilation: Compilation) => void) => void } };
};

/**
 * Fails a production build that ships an antd style hook without its CSS (the component would
 * render unstyled with the build green), or in which the loader rewrote no style module at all
 * (antd moved its files, or the rule stopped matching: every component would be unstyled).
 */
export class AntdStyleGuard {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AntdStyleGuard', (compilation) => {
      compilation.hooks.afterSeal.tap('AntdStyleGuard', () => {
        const shipped = (modules: Iterable<Module>): Module[] =>
          Array.from(modules).flatMap((module) => [module, ...shipped(module.modules ?? [])]);
        const rewrittenModules = Array.from(compilation.chunks)
          .flatMap((chunk) => shipped(compilation.chunkGraph.getChunkModulesIterable(chunk)))
          .filter((module) => module.buildInfo?.antdStyleHooks);
        const rewritten = rewrittenModules.map((module) => module.buildInfo!.antdStyleHooks!);
        // Each rewritten file is pinned to the bytes the loader was checked against.
        const files = new Set(
          rewrittenModules.flatMap((module) => (module.resource ? [module.resource.replace(/\?.*$/, '')] : [])),
        );
        const byStandIn = new Map([[ANTD_STYLE_STAND_IN, files]]);
        if (process.env.STAND_INS_LOCK === 'write') pins.writeLock(byStandIn, { fresh: false });
        else {
          const unpinned = pins.unpinnedReplacements(byStandIn);
          if (unpinned.length)
            compilation.errors.push(
              new Error(
                `AntdStyleGuard: antd style modules not pinned with these bytes (plugins/standIns.lock.json):\n` +
                  `${pins.describe(unpinned)}\nCheck antdStyleLoader.cjs against them, then npm run stand-ins:lock.`,
              ),
            );
        }
        const missing = [
          ...new Set(
            rewritten
              .flatMap((done) => done.missing)
              .filter((hook) => ![...EMPTY_HOOKS, ...UNRENDERED_HOOKS].includes(hook)),
          ),
        ];
        if (!rewritten.length)
          compilation.errors.push(
            new Error('AntdStyleGuard: no antd style module was rewritten (plugins/antdStyleLoader.cjs): antd moved?'),
          );
        if (missing.length)
          compilation.errors.push(
            new Error(`AntdStyleGuard: antd style hooks shipped without extracted CSS: ${missing.join(', ')}`),
          );
      });
    });
  }
}

const GENERATED = 'plugin-antdStyles';

export default (api: IApi) => {
  let made: Map<string, string> | undefined;
  const styles = () => (made ??= trimAntdStyles(extractAntdStyles()));
  const hookFile = (hook: string) => resolve(api.paths.absTmpPath, GENERATED, 'hooks', `${hook}.css`);
  const production = api.env === 'production';

  api.onGenerateFiles(() => {
    const byHook = styles();
    const shared = byHook.get('Shared') ?? '';
    for (const [hook, css] of byHook) {
      if (hook !== 'Shared') api.writeTmpFile({ path: `hooks/${hook}.css`, content: css, noPluginDir: false });
    }
    const everyHook = [...byHook].filter(([hook]) => hook !== 'Shared').map(([, css]) => css);
    api.writeTmpFile({
      path: 'base.css',
      content: production ? shared : [shared, ...everyHook].join(''),
      noPluginDir: false,
    });
  });

  api.chainWebpack((memo) => {
    if (!production) return memo;
    const cssFiles = Object.fromEntries(
      [...styles().keys()].filter((hook) => hook !== 'Shared').map((hook) => [hook, hookFile(hook)]),
    );
    memo.module
      .rule('antd-styles')
      .test(/[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/)
      .enforce('pre')
      .use('antd-style-loader')
      .loader(resolve(__dirname, 'antdStyleLoader.cjs'))
      .options({ cssFiles });
    memo.plugin('antd-style-guard').use(AntdStyleGuard);
    return memo;
  });
};
