/**
 * antd's CSS made at build time (plugins/antdStyles.ts, plugins/antdStyleLoader.cjs): each
 * style hook's CSS extracted on its own and trimmed of rules no screen can match; the loader
 * drops antd's style functions and imports the CSS in their place; the guard fails a build
 * that ships a hook without CSS or in which the loader rewrote nothing. Run against antd's own
 * files, so an antd upgrade that changes their shape fails here first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AntdStyleGuard,
  blocks,
  extractAntdStyles,
  type RewrittenStyles,
  trimAntdStyles,
  selectorList,
  trimSelectors,
  UNRENDERED_HOOKS,
} from '../../plugins/antdStyles';

const require = createRequire(import.meta.url);
const loader = require('../../plugins/antdStyleLoader.cjs') as {
  (this: unknown, source: string): string;
  findDeclarations: (source: string) => { name?: string }[];
};
const antdFile = (path: string) => readFileSync(require.resolve(`antd/es/${path}`), 'utf8');

/** Runs the loader as webpack would on one module; what it recorded comes back too. */
function load(source: string, cssFiles: Record<string, string>) {
  const module = { buildInfo: {} as { antdStyleHooks?: RewrittenStyles } };
  const errors: Error[] = [];
  const out = loader.call(
    {
      getOptions: () => ({ cssFiles }),
      _module: module,
      emitError: (error: Error) => errors.push(error),
      resourcePath: 'x.js',
    },
    source,
  );
  return { out, recorded: module.buildInfo.antdStyleHooks, errors };
}

describe('the style loader on antd’s own modules', () => {
  it('replaces Button’s style function and imports its CSS in its place', () => {
    const source = antdFile('button/style/index.js');
    const { out, recorded, errors } = load(source, { 'Button-Button': '/css/Button-Button.css' });
    expect(errors).toEqual([]);
    expect(recorded).toEqual({ hooks: ['Button-Button'], missing: [] });
    expect(out.startsWith('import "/css/Button-Button.css";\n')).toBe(true);
    expect(out).toContain("genStyleHooks('Button', () => []");
    // The style function's own code is gone; the token preparation it passes on stays.
    expect(source).toContain('genSharedButtonStyle(buttonToken)');
    expect(out).not.toContain('genSharedButtonStyle(buttonToken)');
    expect(out).toContain('prepareComponentToken');
  });

  it('names hooks declared with a sub-name and records one it has no CSS for', () => {
    const { recorded } = load(antdFile('input/style/otp.js'), {});
    expect(recorded).toEqual({ hooks: ['Input-OTP'], missing: ['Input-OTP'] });
  });

  it('leaves modules that declare no hook alone', () => {
    const source = antdFile('button/style/token.js');
    expect(load(source, {}).out).toBe(source);
  });

  it('finds a literal name for every hook antd declares', () => {
    const root = resolve(require.resolve('antd/es/index.js'), '..');
    const styleFiles = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return styleFiles(path);
        return /\.js$/.test(name) &&
          /genStyleHooks\(|genSubStyleComponent\(|genComponentStyleHook\(/.test(readFileSync(path, 'utf8'))
          ? [path]
          : [];
      });
    const files = styleFiles(root).filter((path) => !path.includes(`${join('theme', 'util')}`));
    expect(files.length).toBeGreaterThan(70);
    for (const path of files)
      for (const found of loader.findDeclarations(readFileSync(path, 'utf8')))
        expect(found.name, path).toMatch(/^\w+-[\w-]+$/);
  });
});

describe('the extracted CSS', () => {
  const byHook = trimAntdStyles(extractAntdStyles());

  it('has each hook’s rules in its own sheet, the shared reset apart', () => {
    expect(byHook.get('Button-Button')).toContain('.ant-btn{');
    expect(byHook.get('Button-Button')).not.toContain('.ant-table');
    expect(byHook.get('Table-Table')).toContain('.ant-table-wrapper');
    expect(byHook.get('Form-item-item')).toBeDefined();
    const shared = byHook.get('Shared')!;
    expect(shared).toContain('a{color:var(--ant-color-link)');
    expect(shared.indexOf('a{color')).toBe(shared.lastIndexOf('a{color'));
    // Design tokens are registered by antd at run time, not shipped twice.
    for (const css of byHook.values()) expect(css).not.toContain('--ant-color-primary:');
  });

  it('leaves out the trimmed rules and keeps their neighbours', () => {
    const grid = byHook.get('Grid-Grid')!;
    expect(grid).toContain('.ant-col-8{');
    expect(grid).toContain('.ant-col-offset-8{');
    expect(grid).not.toMatch(/\.ant-col-(xs|xxl)-\d/);
    expect(grid).not.toContain('.ant-col-push-');
    expect(byHook.get('Button-Button')).not.toContain('.ant-btn-color-purple');
    expect(byHook.get('Button-Button')).toContain('.ant-btn-color-dangerous');
    expect([...byHook.values()].join('')).not.toMatch(/-rtl\b/);
    for (const hook of UNRENDERED_HOOKS) expect(byHook.has(hook)).toBe(false);
  });

  it('fails when a trim matches nothing', () => {
    expect(() => trimAntdStyles(new Map([['Button-Button', '.ant-btn{color:red;}']]))).toThrow(/matched nothing/);
  });

  it('trims selectors inside media queries and drops a rule left with none', () => {
    const { css, dropped } = trimSelectors(
      '.a{x:1;}@media (min-width: 576px){.a-xs-1,.b{y:2;}.a-xs-2{z:3;}}@keyframes k{0%{o:0;}}',
      /-xs-/,
    );
    expect(dropped).toBe(2);
    expect(css).toBe('.a{x:1;}@media (min-width: 576px){.b{y:2;}}@keyframes k{0%{o:0;}}');
  });

  it('reads braces and commas in strings, comments, parentheses and escapes as text', () => {
    const sheet = '.a::after{content:"}";}/* } */.b[title="x{,"]{y:1;}.c\\{{z:2;}';
    expect(blocks(sheet)).toEqual(['.a::after{content:"}";}', '/* } */.b[title="x{,"]{y:1;}', '.c\\{{z:2;}']);
    expect(selectorList('.a:is(.b, .c),.d[title="e,f"],.g\\,h')).toEqual([
      '.a:is(.b, .c)',
      '.d[title="e,f"]',
      '.g\\,h',
    ]);
    const { css, dropped } = trimSelectors('.a:not(.x-xs-1, .y){q:1;}.x-xs-2,.k[title="}"]{r:2;}', /-xs-/);
    expect(dropped).toBe(2);
    expect(css).toBe('.k[title="}"]{r:2;}');
  });
});

describe('what the trims assume of the console', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  const code = sources(resolve(__dirname, '../../src'))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');

  it('renders no one-time-code input, no per-breakpoint column, no right-to-left layout', () => {
    expect(code).not.toMatch(/Input\.OTP/);
    expect(code).not.toMatch(/<Col\b[^>]*\b(xs|sm|md|lg|xl|xxl|xxxl|push|pull|order)=/);
    expect(code).not.toMatch(/direction[=:]\s*['"{]*rtl/);
    expect(code).not.toMatch(/<(Tooltip|Popover)\b[^>]*\bcolor=/);
    expect(code).not.toMatch(
      /<Button\b[^>]*\bcolor="(blue|purple|cyan|green|magenta|pink|red|orange|yellow|volcano|geekblue|lime|gold)"/,
    );
  });
});

type Module = { buildInfo?: { antdStyleHooks?: RewrittenStyles }; modules?: Module[] };

/** One sealed compilation whose chunks hold `modules`; the errors the guard reports. */
function seal(modules: Module[]): Promise<Error[]> {
  const errors: Error[] = [];
  return new Promise((done) => {
    new AntdStyleGuard().apply({
      hooks: {
        thisCompilation: {
          tap: (_name, start) =>
            start({
              hooks: {
                afterSeal: {
                  tap: (_hook, run) =>
                    queueMicrotask(() => {
                      run();
                      done(errors);
                    }),
                },
              },
              errors,
              chunks: [modules],
              chunkGraph: { getChunkModulesIterable: (chunk) => chunk as Module[] },
            }),
        },
      },
    });
  });
}

const rewritten = (hooks: string[], missing: string[] = []): Module => ({
  buildInfo: { antdStyleHooks: { hooks, missing } },
});

describe('the style guard', () => {
  it('passes a build whose shipped hooks all have CSS', async () => {
    expect(await seal([rewritten(['Button-Button']), rewritten(['Input-OTP'], ['Input-OTP']), {}])).toEqual([]);
  });

  it('names a shipped hook without CSS, inside a concatenated module too', async () => {
    const errors = await seal([{ modules: [rewritten(['QRCode-QRCode'], ['QRCode-QRCode'])] }]);
    expect(errors.map(String)).toEqual([expect.stringContaining('without extracted CSS: QRCode-QRCode')]);
  });

  it('fails a build in which the loader rewrote nothing', async () => {
    const errors = await seal([{}, { modules: [{}] }]);
    expect(errors.map(String)).toEqual([expect.stringContaining('no antd style module was rewritten')]);
  });
});
