import { readFileSync } from 'fs';
import { resolve } from 'path';
import { createElement, type ReactNode } from 'react';
import type * as StaticStyleExtract from '@ant-design/static-style-extract';
import type { IApi } from '@umijs/max';
import type * as Antd from 'antd';
import { THEME } from '../src/theme';

/**
 * antd's CSS made at build time (antd 6 `zeroRuntime`): the browser no longer generates and
 * inserts style rules while the first screen renders. Two style sheets, each for the antd
 * components one side of the console renders:
 *
 *   `@@/plugin-antdStyles/door.css`     the sign-in side (imported by layouts/DoorLayout)
 *   `@@/plugin-antdStyles/console.css`  the console (imported by layouts/SecurityLayout)
 *
 * A component missing from its list would render unstyled with the build still green, so
 * `AntdStyleGuard` fails a build that bundles an antd component its side's list lacks.
 */

/** antd components on the sign-in side: its layout, the login form and notices. */
export const DOOR_COMPONENTS = [
  'Alert',
  'Button',
  'Checkbox',
  'Col',
  'Form',
  'Input',
  'message',
  'notification',
  'Radio',
  'Row',
  'Skeleton',
  'Space',
  'Tooltip',
];

/** antd components anywhere in the console, ProComponents' own use of antd included. */
export const CONSOLE_COMPONENTS = [
  ...DOOR_COMPONENTS,
  'Affix',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Card',
  'Collapse',
  'DatePicker',
  'Descriptions',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Image',
  'InputNumber',
  'Layout',
  'List',
  'Menu',
  'Modal',
  'Pagination',
  'Popover',
  'Progress',
  'Result',
  'Select',
  'Spin',
  'Statistic',
  'Steps',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Timeline',
  'Tree',
  'TreeSelect',
  'Typography',
  'Upload',
];

/** antd's export names by its folder under antd/es (`date-picker` → DatePicker, `grid` → Row, Col). */
export function antdExportsByFolder(): Map<string, string[]> {
  const index = readFileSync(resolve(__dirname, '../node_modules/antd/es/index.js'), 'utf8');
  const byFolder = new Map<string, string[]>();
  for (const [, names, folder] of index.matchAll(/export \{([^}]+)\} from '\.\/([\w-]+)'/g)) {
    const exported = names.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    );
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), ...exported.filter((name) => /^[A-Za-z]/.test(name))]);
  }
  return byFolder;
}

/**
 * The antd components among module paths: a component counts when its style module is
 * bundled (what would have generated its CSS at run time), however it was reached (antd's
 * App reaches notification through its hook, never its index).
 */
export function antdComponentsIn(resources: Iterable<string>, byFolder = antdExportsByFolder()): Set<string> {
  const found = new Set<string>();
  for (const resource of resources) {
    const folder = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([\w-]+)[\\/]style[\\/]index\.js$/.exec(resource)?.[1];
    // Row and Col are drawn by the grid's styles.
    const names = folder === 'grid' ? ['Row', 'Col'] : (folder && byFolder.get(folder)) || [];
    for (const name of names) found.add(name);
  }
  // Not components with styles of their own.
  for (const name of ['ConfigProvider', 'Grid', 'theme', 'version', 'unstableSetRender']) found.delete(name);
  return found;
}

/** The CSS of `components` as the console's theme draws them. */
export function extractAntdCss(components: string[]): string {
  // Loaded here, not at the top: only a build or `max setup` renders styles.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { extractStyle } = require('@ant-design/static-style-extract') as typeof StaticStyleExtract;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ConfigProvider } = require('antd') as typeof Antd;
  return extractStyle({
    includes: components,
    // Rendered with style generation on: that is what zeroRuntime leaves to the build.
    customTheme: (node: ReactNode) => createElement(ConfigProvider, { theme: { ...THEME, zeroRuntime: false } }, node),
  });
}

// A concatenated module (scope hoisting) names only its root: its inner modules count too.
type Module = { resource?: string; modules?: Module[] };
type Chunk = { name?: string | null };
type Compilation = {
  hooks: { afterSeal: { tap: (name: string, run: () => void) => void } };
  errors: Error[];
  modules: Iterable<Module>;
  chunkGraph: { getChunkModulesIterable: (chunk: Chunk) => Iterable<Module> };
  entrypoints: Map<string, { chunks: Chunk[] }>;
  namedChunkGroups: Map<string, { chunks: Chunk[] }>;
};
type Compiler = {
  hooks: { thisCompilation: { tap: (name: string, run: (compilation: Compilation) => void) => void } };
};

/**
 * Fails a build that bundles an antd component whose CSS is not extracted: anywhere, against
 * the console's list; in the entry and the sign-in side's chunks, against the door's list.
 */
export class AntdStyleGuard {
  constructor(private readonly doorChunkGroups: string[]) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AntdStyleGuard', (compilation) => {
      compilation.hooks.afterSeal.tap('AntdStyleGuard', () => {
        const resources = (modules: Iterable<Module>): string[] =>
          Array.from(modules).flatMap((module) => [module.resource ?? '', ...resources(module.modules ?? [])]);
        const missing = (found: Set<string>, listed: string[]) => [...found].filter((name) => !listed.includes(name));
        const everywhere = missing(antdComponentsIn(resources(compilation.modules)), CONSOLE_COMPONENTS);
        const groups = [
          ...compilation.entrypoints.values(),
          ...this.doorChunkGroups.map((name) => compilation.namedChunkGroups.get(name)),
        ];
        if (groups.some((group) => !group)) {
          compilation.errors.push(
            new Error(`AntdStyleGuard: no chunk group named ${this.doorChunkGroups.join(' or ')}.`),
          );
          return;
        }
        const doorModules = groups.flatMap((group) =>
          group!.chunks.flatMap((chunk) => resources(compilation.chunkGraph.getChunkModulesIterable(chunk))),
        );
        const door = missing(antdComponentsIn(doorModules), DOOR_COMPONENTS);
        // Listed but bundled nowhere: CSS every page would download for nothing.
        const bundled = antdComponentsIn(resources(compilation.modules));
        const unused = CONSOLE_COMPONENTS.filter((name) => !bundled.has(name));
        if (unused.length)
          compilation.errors.push(
            new Error(`antd components listed in plugins/antdStyles.ts that no module uses: ${unused.join(', ')}`),
          );
        if (everywhere.length || door.length)
          compilation.errors.push(
            new Error(
              'antd components bundled without their extracted CSS (plugins/antdStyles.ts): ' +
                [
                  everywhere.length && `CONSOLE_COMPONENTS lacks ${everywhere.join(', ')}`,
                  door.length && `DOOR_COMPONENTS lacks ${door.join(', ')}`,
                ]
                  .filter(Boolean)
                  .join('; '),
            ),
          );
      });
    });
  }
}

export default (api: IApi) => {
  let made: { door: string; console: string } | undefined;
  api.onGenerateFiles(() => {
    made ??= { door: extractAntdCss(DOOR_COMPONENTS), console: extractAntdCss(CONSOLE_COMPONENTS) };
    api.writeTmpFile({ path: 'door.css', content: made.door, noPluginDir: false });
    api.writeTmpFile({ path: 'console.css', content: made.console, noPluginDir: false });
  });
};
