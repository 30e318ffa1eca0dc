/**
 * The stand-ins' guard and pins: a build in which a stand-in replaced nothing fails naming it,
 * and so does one in which it replaced a library file the lock does not pin with those bytes
 * (a patch release that changed the file the stand-in was checked against).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pins from '../../plugins/standInPins.cjs';
import { applyStandIns, MOST_STAND_INS, STAND_IN_NAMES, type GuardedCompiler } from '../../plugins/standIns';

const require = createRequire(import.meta.url);

type Target = (resource: { createData?: { resource?: string } }) => void;

/** applyStandIns on a stand-in webpack: what each replacement plugin was given, and the guard. */
function standIns() {
  const plugins = new Map<string, { pattern: RegExp; target: Target }>();
  let guard: { apply: (compiler: GuardedCompiler) => void } | undefined;
  class NormalModuleReplacementPlugin {
    constructor(
      readonly pattern: RegExp,
      readonly target: Target,
    ) {}
  }
  const chain = {
    plugin: (name: string) => ({
      use: (Plugin: new (...args: unknown[]) => unknown, args: unknown[]) => {
        const made = new Plugin(...args);
        if (made instanceof NormalModuleReplacementPlugin) plugins.set(name, made);
        else guard = made as typeof guard;
      },
    }),
  };
  applyStandIns(chain, { NormalModuleReplacementPlugin }, { production: true, mock: false });
  return { plugins, guard: guard! };
}

/** One compilation: `during` runs between its start and the end of its modules; its errors. */
function compile(guard: { apply: (compiler: GuardedCompiler) => void }, during: () => void): Error[] {
  let start: (
    compilation: Parameters<Parameters<GuardedCompiler['hooks']['thisCompilation']['tap']>[1]>[0],
  ) => void = () => undefined;
  guard.apply({ hooks: { thisCompilation: { tap: (_name, run) => (start = run) } } });
  let finish = () => undefined as void;
  const errors: Error[] = [];
  start({ hooks: { finishModules: { tap: (_name, run) => (finish = run) } }, errors });
  during();
  finish();
  return errors;
}

const columnSetting = require.resolve('@ant-design/pro-components/es/table/components/ColumnSetting/index.js');

describe('stand-in guard', () => {
  it('fails the build naming each stand-in that replaced nothing', () => {
    const { plugins, guard } = standIns();
    const errors = compile(guard, () => {
      // Only the lazy loaders find a module.
      const lazy = plugins.get('lazy-on-first-use')!;
      expect(lazy.pattern.test(columnSetting)).toBe(true);
      lazy.target({ createData: { resource: columnSetting } });
    });
    expect(errors.map((error) => error.message).join('\n')).toContain('unused-pro-form');
    expect(errors[0].message).not.toContain('lazy-on-first-use');
  });

  it('fails the build naming the stand-in and the file when it replaced a file the lock does not pin', () => {
    const { plugins, guard } = standIns();
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'pins-')), 'node_modules/antd/es/result/noFound.js');
    const errors = compile(guard, () =>
      plugins.get('lazy-on-first-use')!.target({ createData: { resource: elsewhere } }),
    );
    const pinned = errors.find((error) => error.message.includes('not pinned'));
    expect(pinned?.message).toMatch(/lazy-on-first-use: .*noFound\.js \(not pinned\)/);
  });

  it('the lock pins every file the stand-ins were checked against, and each as it is installed', () => {
    const lock = pins.readLock();
    for (const name of Object.keys(lock)) expect(STAND_IN_NAMES).toContain(name);
    expect(Object.keys(lock['lazy-on-first-use'])).toContain(
      'node_modules/@ant-design/pro-components/es/table/components/ColumnSetting/index.js',
    );
    expect(Object.keys(lock['unused-qs'])).toContain('node_modules/umi-request/dist/index.esm.js');
    expect(pins.changedPins(lock)).toEqual([]);
  });

  it('one changed byte in a pinned file is found and named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pins-'));
    const copy = join(dir, 'index.js');
    writeFileSync(copy, readFileSync(columnSetting));
    const relativeToRoot = relative(resolve(__dirname, '../..'), copy);
    const lock = { 'lazy-on-first-use': { [relativeToRoot]: pins.fileHash(columnSetting)! } };
    expect(pins.changedPins(lock)).toEqual([]);
    writeFileSync(copy, `${readFileSync(columnSetting, 'utf8')} `);
    expect(pins.changedPins(lock)).toEqual([{ standIn: 'lazy-on-first-use', file: relativeToRoot, why: 'changed' }]);
  });

  it(`takes at most ${MOST_STAND_INS} stand-ins, antd's style loader counted`, () => {
    expect(STAND_IN_NAMES.length).toBeLessThanOrEqual(MOST_STAND_INS);
  });
});

describe('what the stand-ins assume of the libraries they replace', () => {
  it('lazy-on-first-use stands in for each module with one file told which by its query, and that file has its branch', () => {
    const lazy = standIns().plugins.get('lazy-on-first-use')!;
    const standIn = readFileSync(resolve(__dirname, '../../src/vendor/lazyStandIn.js'), 'utf8');
    for (const [file, module] of [
      ['@ant-design/pro-components/es/table/components/ColumnSetting/index.js', 'ColumnSetting'],
      ['@ant-design/pro-components/es/field/components/DatePicker/index.js', 'DatePicker'],
      ['@ant-design/pro-components/es/field/components/RangePicker/index.js', 'RangePicker'],
      ['antd/es/result/noFound.js', 'noFound'],
      ['antd/es/result/serverError.js', 'serverError'],
      ['antd/es/result/unauthorized.js', 'unauthorized'],
    ]) {
      const createData = { resource: require.resolve(file) };
      lazy.target({ createData });
      expect(createData.resource).toBe(`${resolve(__dirname, '../../src/vendor/lazyStandIn.js')}?${module}`);
      expect(standIn).toContain(`__resourceQuery === '?${module}'`);
      // Its loader asks for the real module, past the replacement.
      expect(standIn).toContain(`${file}?lazy'`);
    }
  });

  it("antd's Result takes its three illustrations from their own modules, each a default export, by status", () => {
    const result = readFileSync(require.resolve('antd/es/result/index.js'), 'utf8');
    const lazy = standIns().plugins.get('lazy-on-first-use')!;
    for (const [image, status] of [
      ['noFound', '404'],
      ['serverError', '500'],
      ['unauthorized', '403'],
    ]) {
      expect(result).toContain(`import ${image} from './${image}';`);
      expect(result).toContain(`'${status}': ${image}`);
      expect(lazy.pattern.test(`/x/node_modules/antd/es/result/${image}.js`)).toBe(true);
      // The loader's own request escapes the replacement.
      expect(lazy.pattern.test(`/x/node_modules/antd/es/result/${image}.js?lazy`)).toBe(false);
    }
  });
});
