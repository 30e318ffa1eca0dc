/**
 * The build-time antd CSS: the guard fails a build that bundles an antd component whose CSS
 * is not extracted (it would render unstyled with the build green), on either side.
 */
import { describe, expect, it } from 'vitest';
import {
  AntdStyleGuard,
  antdComponentsIn,
  antdExportsByFolder,
  CONSOLE_COMPONENTS,
  DOOR_COMPONENTS,
} from '../../plugins/antdStyles';

const antd = (folder: string, file = 'style/index.js') => `/x/node_modules/antd/es/${folder}/${file}`;

/** The modules of a build that uses exactly the listed components of a side. */
function using(names: readonly string[]) {
  const folders = [...antdExportsByFolder()].filter(([, exported]) => exported.some((name) => names.includes(name)));
  const grid = names.includes('Row') || names.includes('Col') ? ['grid'] : [];
  return [...folders.map(([folder]) => folder), ...grid].map((folder) => ({ resource: antd(folder) }));
}

type Module = { resource?: string; modules?: Module[] };

/** One sealed compilation of `all` modules, the entry holding `entry` and the door's chunk `door`. */
function seal(all: Module[], entry: Module[], door: Module[] | undefined): Error[] {
  const errors: Error[] = [];
  const chunk = (modules: Module[]) => ({ name: null, modules });
  const groups = new Map<string, { chunks: ReturnType<typeof chunk>[] }>();
  if (door) groups.set('p__Login__index', { chunks: [chunk(door)] });
  new AntdStyleGuard(['p__Login__index']).apply({
    hooks: {
      thisCompilation: {
        tap: (_name, start) =>
          start({
            hooks: { afterSeal: { tap: (_hook, run) => queueMicrotask(run) } },
            errors,
            modules: all,
            chunkGraph: { getChunkModulesIterable: (c) => (c as ReturnType<typeof chunk>).modules },
            entrypoints: new Map([['umi', { chunks: [chunk(entry)] }]]),
            namedChunkGroups: groups,
          }),
      },
    },
  });
  return errors;
}

describe('antd components in a bundle', () => {
  it('counts a component by its bundled style module, under its export names, and not its locale files', () => {
    const found = antdComponentsIn([
      antd('date-picker'),
      antd('grid'),
      antd('time-picker', 'index.js'),
      antd('time-picker', 'locale/zh_CN.js'),
      antd('config-provider'),
      '/x/src/pages/Login/index.tsx',
    ]);
    expect([...found].sort()).toEqual(['Col', 'DatePicker', 'Row']);
  });

  it('lists every door component among the console’s', () => {
    for (const name of DOOR_COMPONENTS) expect(CONSOLE_COMPONENTS).toContain(name);
  });
});

describe('antd style guard', () => {
  it('passes a build whose components all have their CSS, on each side', async () => {
    const errors = seal(using(CONSOLE_COMPONENTS), using(DOOR_COMPONENTS), []);
    await Promise.resolve();
    expect(errors).toEqual([]);
  });

  it('names a component without CSS, found inside a concatenated module too', async () => {
    const hoisted = { resource: antd('button'), modules: [{ resource: antd('qr-code') }] };
    const errors = seal([...using(CONSOLE_COMPONENTS), hoisted], [], [{ resource: antd('table') }]);
    await Promise.resolve();
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('CONSOLE_COMPONENTS lacks QRCode');
    expect(errors[0].message).toContain('DOOR_COMPONENTS lacks Table');
  });

  it('names a listed component no module uses: CSS downloaded for nothing', async () => {
    const errors = seal(using(CONSOLE_COMPONENTS.filter((name) => name !== 'Timeline')), [], []);
    await Promise.resolve();
    expect(errors.map((error) => error.message)).toEqual([
      'antd components listed in plugins/antdStyles.ts that no module uses: Timeline',
    ]);
  });

  it('fails when the door’s chunk group is not there, rather than checking nothing', async () => {
    const errors = seal(using(CONSOLE_COMPONENTS), [], undefined);
    await Promise.resolve();
    expect(errors[0].message).toContain('no chunk group named p__Login__index');
  });
});
