/**
 * The stand-in guard: a build in which a stand-in replaced nothing fails, naming it (a
 * library that moved a file would otherwise switch the stand-in off with the build green).
 */
import { describe, expect, it } from 'vitest';
import { applyStandIns, type GuardedCompiler } from '../../plugins/standIns';

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

describe('stand-in guard', () => {
  it('fails the build naming each stand-in that replaced nothing', () => {
    const { plugins, guard } = standIns();
    expect(plugins.size).toBeGreaterThan(5);
    const errors = compile(guard, () => {
      // Only the column settings find their module.
      const columns = plugins.get('lazy-column-setting')!;
      const resource = '/x/node_modules/@ant-design/pro-components/es/table/components/ColumnSetting/index.js';
      expect(columns.pattern.test(resource)).toBe(true);
      columns.target({ createData: { resource } });
    });
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('unused-pro-form');
    expect(errors[0].message).not.toContain('lazy-column-setting');
  });
});

describe('what the stand-ins assume of the libraries they replace', () => {
  it('Umi draws its server document shell only when it hydrates, which the console never does', async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const browser = readFileSync(
      createRequire(import.meta.url).resolve('@umijs/renderer-react/dist/browser.js'),
      'utf8',
    );
    const uses = browser.split('\n').filter((line) => /\bHtml\b/.test(line) && !line.startsWith('import'));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toContain('hydrateRoot');
    const { Html } = await import('@/vendor/noServerHtml.js');
    expect(() => Html()).toThrow(/Server-side rendering/);
  });

  it('the locale plugin’s emitter: on, off and emit, as event-emitter does them', async () => {
    const { createRequire: requireFrom } = await import('node:module');
    const Real = requireFrom(import.meta.url)('event-emitter') as () => Emitter;
    const { default: StandIn } = (await import('@/vendor/eventEmitter.js')) as unknown as { default: () => Emitter };
    type Emitter = {
      on: (type: string, listener: (value: string) => void) => unknown;
      off: (type: string, listener: (value: string) => void) => unknown;
      emit: (type: string, value: string) => void;
    };
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const templates = createRequire(import.meta.url).resolve('@umijs/plugins/templates/locale/locale.tpl');
    const used = ['locale.tpl', 'localeExports.tpl']
      .map((file) => readFileSync(templates.replace('locale.tpl', file), 'utf8'))
      .flatMap((text) => [...text.matchAll(/\bevent\.(\w+)\(/g)].map((match) => match[1]));
    expect(new Set(used)).toEqual(new Set(['on', 'off', 'emit']));
    for (const make of [Real, StandIn]) {
      const emitter = make();
      const heard: string[] = [];
      const listener = (value: string) => heard.push(value);
      emitter.on('lang', listener);
      emitter.emit('lang', 'en-US');
      emitter.emit('other', 'x');
      emitter.off('lang', listener);
      emitter.emit('lang', 'zh-CN');
      expect(heard).toEqual(['en-US']);
    }
  });

  it("antd's Result takes its three illustrations from their own modules, each a default export, by status", async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const result = readFileSync(createRequire(import.meta.url).resolve('antd/es/result/index.js'), 'utf8');
    for (const [image, status] of [
      ['noFound', '404'],
      ['serverError', '500'],
      ['unauthorized', '403'],
    ]) {
      expect(result).toContain(`import ${image} from './${image}';`);
      expect(result).toContain(`'${status}': ${image}`);
      const { plugins } = standIns();
      expect(plugins.get(`lazy-result-${image}`)!.pattern.test(`/x/node_modules/antd/es/result/${image}.js`)).toBe(
        true,
      );
      // The loader's own request escapes the replacement.
      expect(plugins.get(`lazy-result-${image}`)!.pattern.test(`/x/node_modules/antd/es/result/${image}.js?lazy`)).toBe(
        false,
      );
    }
  });

  it("antd's English fallback becomes Chinese for antd's own components only, never inside a locale file", () => {
    const { plugins } = standIns();
    const target = (resource: string, issuer: string) => {
      const data = { resource, request: resource, userRequest: resource };
      plugins.get('chinese-fallback-locale')!.target({ contextInfo: { issuer }, createData: data } as never);
      return data.resource;
    };
    const en = '/x/node_modules/antd/es/locale/en_US.js';
    expect(target(en, '/x/node_modules/antd/es/config-provider/index.js')).toBe(
      '/x/node_modules/antd/es/locale/zh_CN.js',
    );
    expect(
      target(
        '/x/node_modules/antd/es/date-picker/locale/en_US.js',
        '/x/node_modules/antd/es/date-picker/generatePicker/generateSinglePicker.js',
      ),
    ).toBe('/x/node_modules/antd/es/date-picker/locale/zh_CN.js');
    // English chosen in the console (src/adapters/locale.ts), and what its locale file brings, stay English.
    expect(target(en, '/x/src/adapters/locale.ts')).toBe(en);
    const picker = '/x/node_modules/antd/es/date-picker/locale/en_US.js';
    expect(target(picker, en)).toBe(picker);
  });

  it('the Chinese fallback names every message the English one does', async () => {
    const { default: zh } = await import('antd/es/locale/zh_CN');
    const { default: en } = await import('antd/es/locale/en_US');
    const keys = (locale: object) => Object.keys(locale).sort();
    expect(keys(zh)).toEqual(expect.arrayContaining(keys(en).filter((key) => key !== 'locale')));
  });

  it('the process stand-in answers no to what the bundle asks: is this Node?', async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const resolveIn = createRequire(import.meta.url).resolve;
    const react = readFileSync(
      resolveIn('react-dom/client').replace(/client\.js$/, 'cjs/react-dom-client.production.js'),
      'utf8',
    );
    expect(react).toMatch(/"object" === typeof process &&\s*"function" === typeof process\.emit/);
    const request = readFileSync(resolveIn('umi-request/dist/index.esm.js'), 'utf8');
    expect(request).toContain("toString.call(process) === '[object process]'");
    const process = (await import('@/vendor/browserProcess.js')) as Record<string, unknown>;
    expect(typeof process.emit).toBe('undefined');
    expect(Object.prototype.toString.call(process)).not.toBe('[object process]');
    expect((process as { versions?: unknown }).versions).toBeUndefined();
  });

  it("ProComponents' provider takes antd's Chinese by default import from antd/lib: the es copy stands in", async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const provider = readFileSync(
      createRequire(import.meta.url).resolve('@ant-design/pro-components/es/provider/index.js'),
      'utf8',
    );
    expect(provider).toContain("import zh_CN from 'antd/lib/locale/zh_CN';");
    const { plugins } = standIns();
    const standIn = plugins.get('one-chinese-locale')!;
    const fromProvider = {
      request: 'antd/lib/locale/zh_CN',
      contextInfo: { issuer: '/x/node_modules/@ant-design/pro-components/es/provider/index.js' },
    };
    expect(standIn.pattern.test(fromProvider.request)).toBe(true);
    standIn.target(fromProvider as never);
    expect(fromProvider.request).toBe('antd/es/locale/zh_CN');
    const elsewhere = { request: 'antd/lib/locale/zh_CN', contextInfo: { issuer: '/x/src/app.tsx' } };
    standIn.target(elsewhere as never);
    expect(elsewhere.request).toBe('antd/lib/locale/zh_CN');
    const lib = (await import('antd/lib/locale/zh_CN')) as unknown as { default: { locale: string } };
    const es = await import('antd/es/locale/zh_CN');
    expect(es.default.locale).toBe(lib.default.locale);
  });

  it("Umi's runtime plugin manager: the modern stand-in answers every kind of hook as Umi's does", async () => {
    type Manager = {
      applyPlugins: (options: Record<string, unknown>) => unknown;
    };
    type Module = { PluginManager: { create: (options: unknown) => Manager } };
    const real = (await import('umi/client/client/plugin.js' as string)) as Module;
    const standIn = (await import('@/vendor/umiPluginManager.js')) as unknown as Module;
    const run = async ({ PluginManager }: Module) => {
      const heard: string[] = [];
      const manager = PluginManager.create({
        validKeys: ['modify', 'event', 'wrap', 'patch'],
        plugins: [
          {
            apply: {
              modify: (memo: { n: number }) => ({ n: memo.n + 1 }),
              event: async (args: { at: string }) => heard.push(`first ${args.at}`),
              wrap: (inner: () => string) => `[${inner()}]`,
              patch: { deep: { hook: () => 'from a member' } },
            },
          },
          {
            apply: {
              modify: Promise.resolve({ extra: true }),
              event: (args: { at: string }) => heard.push(`second ${args.at}`),
              wrap: (inner: () => string) => `(${inner()})`,
            },
          },
        ],
      });
      const asyncModify = await manager.applyPlugins({
        key: 'modify',
        type: 'modify',
        initialValue: { n: 1 },
        async: true,
      });
      const syncModify = manager.applyPlugins({ key: 'modify', type: 'modify', initialValue: { n: 1 } });
      const event = manager.applyPlugins({ key: 'event', type: 'event', args: { at: 'once' } });
      heard.push('after the call');
      await event;
      await manager.applyPlugins({ key: 'event', type: 'event', args: { at: 'async' }, async: true });
      const composed = manager.applyPlugins({
        key: 'wrap',
        type: 'compose',
        initialValue: () => 'page',
      }) as () => string;
      const member = manager.applyPlugins({ key: 'patch.deep.hook', type: 'modify', initialValue: 'x' });
      let invalid = '';
      try {
        PluginManager.create({ validKeys: [], plugins: [{ apply: { other: 1 }, path: 'p.ts' }] });
      } catch (error) {
        invalid = (error as Error).message;
      }
      return { asyncModify, syncModify: JSON.stringify(syncModify), heard, composed: composed(), member, invalid };
    };
    const [expected, actual] = [await run(real), await run(standIn)];
    expect(actual).toEqual(expected);
    expect(expected.heard).toEqual(['first once', 'second once', 'after the call', 'first async', 'second async']);
    expect(expected.composed).toBe('([page])');
  });
});
