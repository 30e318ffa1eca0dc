/**
 * The build's `useControlledState` (src/vendor/controlledState.js, a stand-in: plugins/standIns.ts)
 * shows what the library's hook shows, step by step, and renders once where the library renders
 * twice: when a parent hands a new controlled value.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import libraryHook from '@rc-component/util/es/hooks/useControlledState';
import standIn from '@/vendor/controlledState.js';

type Hook = <T>(defaultValue: T | (() => T), value?: T) => [T, (next: T | ((previous: T) => T)) => void];

/** Mounts `hook` with `value` as its prop; counts renders and keeps the setter. */
function mount(hook: Hook, defaultValue: string | (() => string)) {
  let renders = 0;
  const view = renderHook(
    ({ value }: { value?: string }) => {
      renders += 1;
      return hook<string | undefined>(defaultValue, value);
    },
    { initialProps: {} as { value?: string } },
  );
  return {
    shown: () => view.result.current[0],
    set: (next: string | ((previous: string | undefined) => string | undefined)) =>
      act(() => view.result.current[1](next)),
    control: (value?: string) => act(() => view.rerender({ value })),
    renders: () => renders,
  };
}

/** Every step an operator's screen can take a controlled value through, and what each shows after it. */
function walk(hook: Hook) {
  const state = mount(hook, () => 'a');
  const shown: (string | undefined)[] = [state.shown()];
  state.set('b');
  shown.push(state.shown());
  state.set((previous) => `${previous}c`);
  shown.push(state.shown());
  state.control('x');
  shown.push(state.shown());
  state.control('y');
  shown.push(state.shown());
  state.set((previous) => `${previous}!`);
  shown.push(state.shown());
  state.control(undefined);
  shown.push(state.shown());
  state.set((previous) => `${previous}z`);
  shown.push(state.shown());
  const before = state.renders();
  state.set((previous) => previous);
  shown.push(state.shown());
  return { shown, renderedForSameValue: state.renders() - before };
}

describe('useControlledState, as the build has it', () => {
  it('shows what the library shows after every step, and skips a render for the same value as it does', () => {
    const expected = walk(libraryHook as Hook);
    expect(expected.shown).toEqual(['a', 'b', 'bc', 'x', 'y', 'y', undefined, 'undefinedz', 'undefinedz']);
    expect(walk(standIn as Hook)).toEqual(expected);
  });

  it('renders once for a new controlled value, where the library renders twice', () => {
    const library = mount(libraryHook as Hook, 'a');
    const build = mount(standIn as Hook, 'a');
    library.control('x');
    build.control('x');
    const [libraryBefore, buildBefore] = [library.renders(), build.renders()];
    library.control('y');
    build.control('y');
    expect(library.renders() - libraryBefore).toBe(2);
    expect(build.renders() - buildBefore).toBe(1);
    expect(build.shown()).toBe('y');
  });
});
