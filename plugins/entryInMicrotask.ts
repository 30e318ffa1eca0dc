import type { IApi } from '@umijs/max';

/**
 * Production builds start the console's entry from a microtask queued by the main bundle,
 * rather than inline at the end of it. Same order, same task: the bundle's script has only
 * defined its modules when the microtask runs, and nothing else runs in between.
 *
 * Why: with a DevTools session attached (a support engineer's DevTools, Playwright in the
 * browser tests and the bench), V8 records line and column for every frame on the stack when an
 * `Error` is made, and re-parses each function on that stack for its source positions. React
 * makes a few errors as its module is evaluated; inline, the stack under them held the bundle's
 * own top-level script and outer function, the whole 400 KB file, parsed a second time inside
 * the first render's longest task (docs/decisions.md, "The bundle's evaluation under an
 * inspector"). From a microtask, the stack starts at the entry itself.
 */

const NAME = 'entry-in-microtask';
/** The entry chunk Umi emits (umi.[hash].js). */
const ENTRY_CHUNK = 'umi';

// The webpack Umi bundles, as chainWebpack hands it over: only what this plugin uses.
type Source = unknown;
type Webpack = {
  javascript: {
    JavascriptModulesPlugin: {
      getCompilationHooks: (compilation: unknown) => {
        renderStartup: {
          tap: (
            name: string,
            render: (source: Source, module: unknown, context: { chunk: { name?: string } }) => Source,
          ) => void;
        };
      };
    };
  };
  sources: { ConcatSource: new (...parts: (Source | string)[]) => Source };
};
type Compilation = {
  errors: Error[];
  hooks: { afterProcessAssets: { tap: (name: string, run: () => void) => void } };
};
type Compiler = {
  hooks: { thisCompilation: { tap: (name: string, run: (compilation: Compilation) => void) => void } };
};

class EntryInMicrotask {
  constructor(private readonly webpack: Webpack) {}

  apply(compiler: Compiler) {
    const { JavascriptModulesPlugin } = this.webpack.javascript;
    const { ConcatSource } = this.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let wrapped = false;
      JavascriptModulesPlugin.getCompilationHooks(compilation).renderStartup.tap(NAME, (source, _module, { chunk }) => {
        if (chunk.name !== ENTRY_CHUNK) return source;
        wrapped = true;
        return new ConcatSource('queueMicrotask(function () {\n', source, '\n});\n');
      });
      // Umi renamed its entry chunk, or webpack stopped rendering the startup through this hook:
      // the build fails rather than quietly going back to the inline start.
      compilation.hooks.afterProcessAssets.tap(NAME, () => {
        if (!wrapped) compilation.errors.push(new Error(`${NAME}: no "${ENTRY_CHUNK}" chunk startup was rendered`));
      });
    });
  }
}

export default (api: IApi) => {
  api.chainWebpack((memo, { env, webpack }) => {
    // The dev server's entry also starts hot reloading: left as webpack makes it.
    if (env !== 'production') return memo;
    memo.plugin(NAME).use(EntryInMicrotask, [webpack as unknown as Webpack]);
    return memo;
  });
};
