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
